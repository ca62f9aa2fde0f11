import pino from "pino";

export type Logger = pino.Logger;

const LEVELS: Record<number, string> = {
  10: "TRACE",
  20: "DEBUG",
  30: "INFO",
  40: "WARN",
  50: "ERROR",
  60: "FATAL",
};

/** One pino JSON line as a person reads it in a terminal: "19:42:07 WARN  message {extra fields}". */
export function formatLogLine(line: string): string {
  let entry: Record<string, unknown>;
  try {
    entry = JSON.parse(line) as Record<string, unknown>;
  } catch {
    return line;
  }
  const { level, time, msg, err, ...rest } = entry;
  const clock = typeof time === "number" ? new Date(time).toISOString().slice(11, 19) : "";
  const name = (LEVELS[level as number] ?? String(level)).padEnd(5);
  const extra = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : "";
  const stack = err && typeof err === "object" && "stack" in err ? `\n${String(err.stack)}` : "";
  return `${clock} ${name} ${String(msg ?? "")}${extra}${stack}\n`;
}

/**
 * JSON lines for machines (files, pipes, log collectors); with format "auto", readable lines when writing
 * to a terminal.
 */
export function createLogger(level: string, format: "auto" | "json" | "pretty" = "json"): Logger {
  const pretty = format === "pretty" || (format === "auto" && process.stdout.isTTY === true);
  const options: pino.LoggerOptions = {
    level,
    base: undefined,
    redact: {
      paths: ["password", "*.password", "token", "*.token", "req.headers.cookie"],
      censor: "[REDACTED]",
    },
  };
  if (!pretty) return pino(options);
  return pino(options, { write: (line: string) => process.stdout.write(formatLogLine(line)) });
}
