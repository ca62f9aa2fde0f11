import { existsSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, configuredOAuthProviders, loadEnv, parseEnv } from "../../src/server/env.ts";

const tmp = () => mkdtempSync(path.join(tmpdir(), "clubhouse-env-"));

describe("configuration", () => {
  it("applies the embedded defaults", () => {
    const dir = tmp();
    const env = loadEnv({ DATA_DIR: dir });
    expect(env).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      APP_URL: "http://localhost:3000",
      DATA_DIR: dir,
    });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(configuredOAuthProviders(env)).toEqual([]);
  });

  it("stops with a message naming each bad setting", () => {
    const run = () => parseEnv({ PORT: "eighty", DATABASE_URL: "mysql://x", APP_URL: "localhost" });
    expect(run).toThrow(ConfigError);
    try {
      run();
    } catch (error) {
      const message = (error as Error).message;
      expect(message).toContain("PORT: must be a whole number between 1 and 65535");
      expect(message).toContain("DATABASE_URL: must be a postgres:// or postgresql:// connection URL");
      expect(message).toContain("APP_URL: must be an http:// or https:// address");
    }
  });

  it("refuses two e-mail transports and an OAuth id without its secret", () => {
    expect(() => parseEnv({ POSTMARK_SERVER_TOKEN: "t", SMTP_URL: "smtp://localhost:25" })).toThrow(
      /SMTP_URL: set either POSTMARK_SERVER_TOKEN or SMTP_URL, not both/,
    );
    expect(() => parseEnv({ GITHUB_CLIENT_ID: "id" })).toThrow(
      /GITHUB_CLIENT_SECRET: is required when GITHUB_CLIENT_ID is set/,
    );
    expect(() => parseEnv({ AUTH_SECRET: "short" })).toThrow(
      /AUTH_SECRET: must be at least 32 characters long/,
    );
  });

  it("generates AUTH_SECRET once and keeps it in the data folder", () => {
    const dir = tmp();
    const first = loadEnv({ DATA_DIR: dir }).AUTH_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8").trim()).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).AUTH_SECRET).toBe(first);
    const key = loadEnv({ DATA_DIR: dir }).PAYMENT_ENCRYPTION_KEY;
    expect(Buffer.from(key, "base64")).toHaveLength(32);
    expect(readFileSync(path.join(dir, "payment-key"), "utf8").trim()).toBe(key);
    expect(() => parseEnv({ PAYMENT_ENCRYPTION_KEY: "short" })).toThrow(
      /PAYMENT_ENCRYPTION_KEY: must be 32 random bytes in base64/,
    );
    const given = "g".repeat(40);
    const other = tmp();
    expect(loadEnv({ DATA_DIR: other, AUTH_SECRET: given }).AUTH_SECRET).toBe(given);
    expect(existsSync(path.join(other, "auth-secret"))).toBe(false);
  });

  it("lists the OAuth providers that are configured", () => {
    const env = loadEnv({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" });
    expect(configuredOAuthProviders(env)).toEqual(["google"]);
  });
});
