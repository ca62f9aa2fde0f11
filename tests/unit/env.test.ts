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

  it("keeps files in the data folder unless the S3 settings are given, all four together", () => {
    const none = parseEnv({});
    expect(none).toMatchObject({ S3_REGION: "us-east-1", S3_FORCE_PATH_STYLE: false });
    expect(none.S3_ENDPOINT).toBeUndefined();
    const s3 = {
      S3_ENDPOINT: "https://s3.eu-central-1.amazonaws.com",
      S3_BUCKET: "clubhouse-files",
      S3_ACCESS_KEY_ID: "AKIAEXAMPLE",
      S3_SECRET_ACCESS_KEY: "secret",
    };
    expect(parseEnv({ ...s3, S3_REGION: "eu-central-1", S3_FORCE_PATH_STYLE: "true" })).toMatchObject({
      ...s3,
      S3_REGION: "eu-central-1",
      S3_FORCE_PATH_STYLE: true,
    });
    expect(parseEnv({ ...s3, S3_REGION: "" }).S3_REGION).toBe("us-east-1");

    expect(() => parseEnv({ S3_BUCKET: "clubhouse-files" })).toThrow(
      new ConfigError(
        [
          "Invalid configuration:",
          "  S3_ENDPOINT: is required when S3_BUCKET is set",
          "  S3_ACCESS_KEY_ID: is required when S3_BUCKET is set",
          "  S3_SECRET_ACCESS_KEY: is required when S3_BUCKET is set",
        ].join("\n"),
      ),
    );
    expect(() => parseEnv({ ...s3, S3_SECRET_ACCESS_KEY: " " })).toThrow(
      /S3_SECRET_ACCESS_KEY: is required when S3_ENDPOINT, S3_BUCKET and S3_ACCESS_KEY_ID are set/,
    );
  });

  it("stops with a message naming each bad S3 setting", () => {
    const run = () =>
      parseEnv({
        S3_ENDPOINT: "s3.amazonaws.com",
        S3_BUCKET: "my bucket",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_REGION: "eu central",
        S3_FORCE_PATH_STYLE: "sometimes",
      });
    expect(run).toThrow(/S3_ENDPOINT: must be an http:\/\/ or https:\/\/ address/);
    expect(run).toThrow(/S3_BUCKET: must be a bucket name: 3 to 63 letters/);
    expect(run).toThrow(/S3_REGION: must be a region name such as us-east-1/);
    expect(run).toThrow(/S3_FORCE_PATH_STYLE: /);
    expect(() =>
      parseEnv({
        S3_ENDPOINT: "https://key:secret@s3.example.com",
        S3_BUCKET: "clubhouse",
        S3_ACCESS_KEY_ID: "id",
        S3_SECRET_ACCESS_KEY: "secret",
      }),
    ).toThrow(
      /S3_ENDPOINT: must not hold credentials: set S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY instead/,
    );
  });

  it("lists the OAuth providers that are configured", () => {
    const env = loadEnv({ DATA_DIR: tmp(), GOOGLE_CLIENT_ID: "g", GOOGLE_CLIENT_SECRET: "s" });
    expect(configuredOAuthProviders(env)).toEqual(["google"]);
  });
});
