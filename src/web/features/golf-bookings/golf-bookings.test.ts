import { describe, expect, it } from "vitest";
import { minutesOf } from "../../../shared/dates.ts";
import { clockTime } from "../../../shared/formats.ts";
import { formatMoney } from "../../../shared/money.ts";
import { dayLabel } from "./format.ts";
import { afterCutoff } from "./rules.ts";
import { golfSearchParams } from "./search.ts";

const club = { dateFormat: "DD/MM/YYYY", timeFormat: "24", timezone: "Europe/Berlin" } as const;

describe("the golf bookings screen's formats", () => {
  it("writes a tee time in the club's clock", () => {
    expect(clockTime("07:05", "24")).toBe("07:05");
    expect(clockTime("07:05", "12")).toBe("7:05 AM");
    expect(clockTime("00:30", "12")).toBe("12:30 AM");
    expect(clockTime("12:00", "12")).toBe("12:00 PM");
    expect(clockTime("18:40", "12")).toBe("6:40 PM");
    expect(minutesOf("18:40")).toBe(1120);
  });

  it("writes a day with its weekday in the reader's language and its date in the club's format", () => {
    expect(dayLabel("2026-05-16", club, "en")).toBe("Saturday 16/05/2026");
    expect(dayLabel("2026-05-16", club, "de")).toBe("Samstag 16/05/2026");
    expect(dayLabel("2026-05-16", { ...club, dateFormat: "MM/DD/YYYY" }, "fr")).toBe("samedi 05/16/2026");
  });

  it("writes money in the club's currency and the reader's language", () => {
    expect(formatMoney(11500, "USD", "en")).toBe("$115.00");
    expect(formatMoney(11500, "EUR", "de")).toBe("115,00\u00a0€");
    expect(formatMoney(1500, "JPY", "en")).toBe("¥1,500");
  });
});

describe("the cancellation cut-off as the screen previews it", () => {
  const starts = "2026-05-16T08:00:00.000Z";
  it("has passed within the cut-off hours before the tee time, not before", () => {
    expect(afterCutoff(starts, 24, Date.parse("2026-05-15T07:59:00Z"))).toBe(false);
    expect(afterCutoff(starts, 24, Date.parse("2026-05-15T08:01:00Z"))).toBe(true);
    expect(afterCutoff(starts, undefined, Date.parse("2026-05-16T09:00:00Z"))).toBe(false);
  });
});

describe("the screen's search parameters", () => {
  it("keeps a course, a real date, the My bookings tab and a ballot; drops bad values and defaults", () => {
    expect(golfSearchParams({ course: " c1 ", date: "2026-05-16", tab: "mine", ballot: "b1" })).toEqual({
      course: "c1",
      date: "2026-05-16",
      tab: "mine",
      ballot: "b1",
    });
    expect(golfSearchParams({ date: "2026-02-30", tab: "sheet" })).toEqual({
      course: undefined,
      date: undefined,
      tab: undefined,
      ballot: undefined,
    });
    expect(golfSearchParams({ date: "tomorrow", tab: "all" }).date).toBeUndefined();
  });
});
