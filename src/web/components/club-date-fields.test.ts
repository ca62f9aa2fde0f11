import { describe, expect, it } from "vitest";
import {
  dateFieldPlaceholder,
  dateFieldText,
  datesSettings,
  parseDateField,
  timeFieldClock,
  timeFieldValue,
} from "./club-date-fields.ts";

const scottish = { dateFormat: "DD/MM/YYYY", timeFormat: "24", firstDayOfWeek: 1 } as const;
const american = { dateFormat: "MM/DD/YYYY", timeFormat: "12", firstDayOfWeek: 0 } as const;

describe("the date and time fields in the club's formats", () => {
  it("show a date day first for a club of dd/MM/yyyy and month first for MM/dd/yyyy, and keep YYYY-MM-DD", () => {
    expect(dateFieldText("2026-12-31", scottish.dateFormat)).toBe("31/12/2026");
    expect(dateFieldText("2026-12-31", american.dateFormat)).toBe("12/31/2026");
    expect(dateFieldText("", scottish.dateFormat)).toBe("");
    expect(dateFieldPlaceholder(scottish.dateFormat)).toBe("DD/MM/YYYY");
    expect(dateFieldPlaceholder(american.dateFormat)).toBe("MM/DD/YYYY");
  });

  it("read a typed date in the club's order, and the API's form, as YYYY-MM-DD", () => {
    expect(parseDateField("31/12/2026", scottish.dateFormat)).toBe("2026-12-31");
    expect(parseDateField("1.2.2026", scottish.dateFormat)).toBe("2026-02-01");
    expect(parseDateField("12/31/2026", american.dateFormat)).toBe("2026-12-31");
    expect(parseDateField("1/2/2026", american.dateFormat)).toBe("2026-01-02");
    expect(parseDateField("2026-12-31", american.dateFormat)).toBe("2026-12-31");
    // Not a date of the calendar, or written in the other order.
    expect(parseDateField("12/31/2026", scottish.dateFormat)).toBeNull();
    expect(parseDateField("31/02/2026", scottish.dateFormat)).toBeNull();
    expect(parseDateField("31/12/26", scottish.dateFormat)).toBeNull();
    expect(parseDateField("soon", scottish.dateFormat)).toBeNull();
  });

  it("use a 24-hour clock for a club of 24 h and AM/PM for 12 h; the value stays HH:mm", () => {
    expect(timeFieldClock(scottish.timeFormat)).toBe("24h");
    expect(timeFieldClock(american.timeFormat)).toBe("12h");
    expect(timeFieldValue("18:30:00")).toBe("18:30");
    expect(timeFieldValue("06:00")).toBe("06:00");
    expect(timeFieldValue("")).toBe("");
    expect(timeFieldValue("25:00")).toBe("");
  });

  it("start the calendar's weeks on the club's first weekday: Monday for one, Sunday for the other", () => {
    expect(datesSettings(scottish, "en")).toMatchObject({ locale: "en", firstDayOfWeek: 1 });
    expect(datesSettings(american, "de")).toMatchObject({ locale: "de", firstDayOfWeek: 0 });
  });
});
