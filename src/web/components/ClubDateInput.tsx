import { TextInput } from "@mantine/core";
import { type CSSProperties, Suspense, useState } from "react";
import { useOptionalCurrentClub } from "../lib/current-club.tsx";
import { lazyComponent } from "../lib/lazy.tsx";
import {
  type DateFieldFormats,
  DEFAULT_FIELD_FORMATS,
  dateFieldPlaceholder,
  dateFieldText,
  timeFieldText,
} from "./club-date-fields.ts";

/** What a date or a time field takes, as a text field would; its value is the API's (YYYY-MM-DD, HH:mm). */
interface ClubFieldProps {
  label?: string;
  "aria-label"?: string;
  description?: string;
  /** A message, or true to mark the field without one (the message is on another field). */
  error?: string | boolean;
  /** YYYY-MM-DD (a date) or HH:mm (a time); "" for none. */
  value: string;
  /** The new value in the same form; "" when the field is emptied. */
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  w?: number | string | Record<string, number | string>;
  maw?: number | string;
  inputWrapperOrder?: ("label" | "input" | "description" | "error")[];
  /** The club's formats where there is no selected club (the public join page); else the selected club's. */
  formats?: DateFieldFormats;
}

export interface ClubDateInputProps extends ClubFieldProps {
  /** The first and last dates that can be chosen (YYYY-MM-DD). */
  min?: string;
  max?: string;
  /** Whether a button empties the field (filters). */
  clearable?: boolean;
  autoComplete?: string;
  /** Which month the calendar opens on when the field is empty (YYYY-MM-DD), e.g. for a date of birth. */
  defaultMonth?: string;
}

export type ClubTimeInputProps = ClubFieldProps;

/** What the fields themselves take besides: the formats, and whether to take the focus when drawn. */
export interface LiveFieldProps {
  formats: DateFieldFormats;
  autoFocus: boolean;
}

/** The fields themselves, with @mantine/dates and dayjs: downloaded when a field is first reached. */
const Fields = {
  date: lazyComponent(() => import("./ClubDateFields.tsx").then((m) => m.DateField)),
  time: lazyComponent(() => import("./ClubDateFields.tsx").then((m) => m.TimeField)),
};

function useFormats(given: DateFieldFormats | undefined): DateFieldFormats {
  const current = useOptionalCurrentClub();
  return given ?? current?.club ?? DEFAULT_FIELD_FORMATS;
}

/**
 * The field as first drawn, and while the fields' code downloads: the value as the club writes it, in a field
 * of the same size. Reaching it (the pointer over it, a touch, the focus) draws the real field in its place,
 * which takes the focus if this one had it: so @mantine/dates is no part of a screen's first load (issue 34).
 * Not a dialog's first field (data-autofocus): its calendar would open over the dialog as it opens.
 */
function Resting({
  text,
  placeholder,
  onReach,
  ...props
}: Omit<ClubFieldProps, "formats" | "value" | "onChange"> & {
  text: string;
  placeholder?: string;
  onReach: (focused: boolean) => void;
}) {
  return (
    <TextInput
      label={props.label}
      aria-label={props["aria-label"]}
      description={props.description}
      error={props.error}
      required={props.required}
      disabled={props.disabled}
      style={props.style}
      w={props.w}
      maw={props.maw}
      inputWrapperOrder={props.inputWrapperOrder}
      value={text}
      placeholder={placeholder}
      readOnly
      onPointerEnter={() => onReach(false)}
      onTouchStart={() => onReach(true)}
      onFocus={() => onReach(true)}
    />
  );
}

/** Whether the real field is drawn yet, and whether it takes the focus. */
function useReached(preload: () => Promise<unknown>) {
  const [reached, setReached] = useState<null | { focused: boolean }>(null);
  const reach = (focused: boolean) => {
    void preload();
    setReached((was) => (was && !focused ? was : { focused }));
  };
  return [reached, reach] as const;
}

/**
 * A date field in the club's format, with a calendar whose weeks start on the club's first weekday (issue 34).
 * Its value stays YYYY-MM-DD, as the API takes it.
 */
export function ClubDateInput({ formats: given, ...props }: ClubDateInputProps) {
  const formats = useFormats(given);
  const [reached, reach] = useReached(Fields.date.preload);
  const resting = (
    <Resting
      {...props}
      text={dateFieldText(props.value, formats.dateFormat)}
      placeholder={dateFieldPlaceholder(formats.dateFormat)}
      onReach={reach}
    />
  );
  if (!reached) return resting;
  return (
    <Suspense fallback={resting}>
      <Fields.date {...props} formats={formats} autoFocus={reached.focused} />
    </Suspense>
  );
}

/** A time field on the club's clock (12 h with AM/PM, or 24 h). Its value stays HH:mm. */
export function ClubTimeInput({ formats: given, ...props }: ClubTimeInputProps) {
  const formats = useFormats(given);
  const [reached, reach] = useReached(Fields.time.preload);
  const resting = (
    <Resting {...props} text={timeFieldText(props.value, formats.timeFormat)} onReach={reach} />
  );
  if (!reached) return resting;
  return (
    <Suspense fallback={resting}>
      <Fields.time {...props} formats={formats} autoFocus={reached.focused} />
    </Suspense>
  );
}
