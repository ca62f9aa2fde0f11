// The date and time fields' code (issue 34): Mantine's date input and time picker, with dayjs and its German,
// French and Spanish names of months and days. Loaded with the first field drawn (ClubDateInput.tsx), so
// that a screen without one does not download it.
import { DateInput, DatesProvider, TimePicker } from "@mantine/dates";
import "@mantine/dates/styles.css";
import "dayjs/locale/de.js";
import "dayjs/locale/es.js";
import "dayjs/locale/fr.js";
import { useEffect, useRef } from "react";
import "./ClubDateFields.css";
import { useLocale, useMessages } from "../lib/i18n.ts";
import type { ClubDateInputProps, ClubTimeInputProps, LiveFieldProps } from "./ClubDateInput.tsx";
import {
  dateFieldPlaceholder,
  dateFieldText,
  datesSettings,
  parseDateField,
  timeFieldClock,
  timeFieldValue,
} from "./club-date-fields.ts";

type Live = LiveFieldProps;

export function DateField({
  formats,
  value,
  onChange,
  min,
  max,
  clearable,
  defaultMonth,
  ...props
}: Omit<ClubDateInputProps, "formats"> & Live) {
  const locale = useLocale();
  const t = useMessages("common").dates;
  return (
    <DatesProvider settings={datesSettings(formats, locale)}>
      <DateInput
        {...props}
        value={value === "" ? null : value}
        onChange={(picked) => onChange(picked ?? "")}
        valueFormat={(date) => dateFieldText(date, formats.dateFormat)}
        dateParser={(typed) => parseDateField(typed, formats.dateFormat)}
        placeholder={dateFieldPlaceholder(formats.dateFormat)}
        minDate={min || undefined}
        maxDate={max || undefined}
        defaultDate={defaultMonth}
        clearable={clearable}
        clearButtonProps={{ "aria-label": t.clear }}
        // The month's and the year's level buttons are named by what they show ("December 2026"): a name of
        // their own ("Choose a month") left their visible text out of it (WCAG 2.5.3).
        ariaLabels={{
          nextMonth: t.nextMonth,
          previousMonth: t.previousMonth,
          nextYear: t.nextYear,
          previousYear: t.previousYear,
          nextDecade: t.nextDecade,
          previousDecade: t.previousDecade,
        }}
        popoverProps={{ withinPortal: true }}
        // The days of the months before and after are not drawn: Mantine's grey is below the contrast of text.
        hideOutsideDates
      />
    </DatesProvider>
  );
}

export function TimeField({
  formats,
  value,
  onChange,
  autoFocus,
  ...props
}: Omit<ClubTimeInputProps, "formats"> & Live) {
  const t = useMessages("common").dates;
  const name = props["aria-label"] ?? props.label ?? "";
  const hours = useRef<HTMLInputElement>(null);
  // Drawn in place of the resting field that had the focus: the hours take it.
  useEffect(() => {
    if (autoFocus) hours.current?.focus();
  }, [autoFocus]);
  return (
    <TimePicker
      {...props}
      hoursRef={hours}
      classNames={{ field: "club-time-field" }}
      value={value}
      onChange={(picked) => onChange(timeFieldValue(picked))}
      format={timeFieldClock(formats.timeFormat)}
      hoursInputLabel={`${name}: ${t.hours}`}
      minutesInputLabel={`${name}: ${t.minutes}`}
      amPmInputLabel={`${name}: ${t.amPm}`}
    />
  );
}
