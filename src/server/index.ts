import { DataDirInUseError } from "./db/lock.ts";
import { ConfigError, loadEnv } from "./env.ts";
import { createLogger } from "./logger.ts";
import { startServer } from "./server.ts";

async function main() {
  // When the terminal or parent that reads our output goes away, keep shutting down cleanly.
  process.stdout.on("error", () => {});
  process.stderr.on("error", () => {});
  let env: ReturnType<typeof loadEnv>;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`${error.message}\nClubhouse did not start. Fix the setting and start it again.`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(env.LOG_LEVEL, env.LOG_FORMAT);
  const generated = ["AUTH_SECRET", "PAYMENT_ENCRYPTION_KEY"].filter((name) => !process.env[name]?.trim());
  if (env.DATABASE_URL && generated.length > 0) {
    logger.warn(
      `${generated.join(" and ")} ${generated.length > 1 ? "are" : "is"} kept in the data folder ${env.DATA_DIR}: every instance on this database needs the same value, so set ${generated.length > 1 ? "them" : "it"} on each when you run more than one.`,
    );
  }
  let server: Awaited<ReturnType<typeof startServer>>;
  try {
    server = await startServer(env, logger);
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      logger.fatal(error.message);
    } else {
      logger.fatal({ err: error }, `Clubhouse did not start: ${(error as Error).message}`);
    }
    process.exit(1);
  }

  let signals = 0;
  const shutdown = async (signal: string) => {
    if (++signals > 1) {
      logger.warn("Second signal: stopping at once.");
      process.exit(1);
    }
    logger.info(`${signal} received: closing connections and the database.`);
    const timer = setTimeout(() => {
      logger.error("Shutdown took longer than 10 seconds: stopping at once.");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await server.stop();
      logger.info("Stopped cleanly.");
      process.exit(0);
    } catch (error) {
      logger.error({ err: error }, "Shutdown failed");
      process.exit(1);
    }
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

void main();
