import { describe, expect, it } from "vitest";
import { clubInstant } from "../../src/server/modules/golf/golf-time.ts";

describe("clubInstant: a club's wall-clock tee time as an instant", () => {
  it("follows the club's zone on both sides of a clock change, whatever the server's zone", () => {
    // Berlin moves from UTC+1 to UTC+2 on 29 March 2026.
    expect(clubInstant("2026-03-28", "08:00", "Europe/Berlin").toISOString()).toBe(
      "2026-03-28T07:00:00.000Z",
    );
    expect(clubInstant("2026-03-29", "08:00", "Europe/Berlin").toISOString()).toBe(
      "2026-03-29T06:00:00.000Z",
    );
    expect(clubInstant("2026-07-01", "07:00", "America/New_York").toISOString()).toBe(
      "2026-07-01T11:00:00.000Z",
    );
    expect(clubInstant("2026-12-01", "07:00", "America/New_York").toISOString()).toBe(
      "2026-12-01T12:00:00.000Z",
    );
  });

  it("reads a zone this runtime does not know as UTC, as the club's other dates do", () => {
    expect(clubInstant("2026-07-01", "07:00", "Nowhere/Atlantis").toISOString()).toBe(
      "2026-07-01T07:00:00.000Z",
    );
  });
});
