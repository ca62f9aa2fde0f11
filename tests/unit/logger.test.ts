import { describe, expect, it } from "vitest";
import { formatLogLine } from "../../src/server/logger.ts";

describe("terminal log lines", () => {
  it("shows time, level and message, then the other fields", () => {
    const line = JSON.stringify({
      level: 40,
      time: Date.UTC(2026, 10, 21, 19, 42, 7),
      msg: "E-mail is not delivered",
      port: 3000,
    });
    expect(formatLogLine(line)).toBe('19:42:07 WARN  E-mail is not delivered {"port":3000}\n');
  });

  it("adds an error's stack and passes through what is not JSON", () => {
    const line = JSON.stringify({
      level: 50,
      time: 0,
      msg: "failed",
      err: { stack: "Error: boom\n    at x" },
    });
    expect(formatLogLine(line)).toBe("00:00:00 ERROR failed\nError: boom\n    at x\n");
    expect(formatLogLine("plain text\n")).toBe("plain text\n");
  });
});
