import {
  type Course,
  type CourseDay,
  type CourseInput,
  courseInputSchema,
  defaultRoundMinutes,
  type ReleaseMode,
} from "../../../shared/golf.ts";
import type { Weekday } from "../../../shared/weekdays.ts";
import type { FieldErrors } from "../../lib/zod-form.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { hoursAndMinutes, minutesOfDuration, numberOf } from "./format.ts";

/*
 * A course form's values: numbers as typed (a NumberInput gives "" when empty), the round as "h:mm". They
 * become the shared schema's CourseInput to be checked and sent.
 */

export interface DayValues {
  weekday: Weekday;
  open: boolean;
  firstTee: string;
  lastTee: string;
  interval: number | string;
  players: number | string;
  /** Hours and minutes, "4:30". */
  round: string;
  release: ReleaseMode;
  ballotDays: number | string;
  ballotTime: string;
}

export interface CourseValues {
  name: string;
  holes: 9 | 18;
  active: boolean;
  days: DayValues[];
}

export function dayValuesOf(day: CourseDay): DayValues {
  return {
    weekday: day.weekday,
    open: day.open,
    firstTee: day.firstTee,
    lastTee: day.lastTee,
    interval: day.intervalMinutes,
    players: day.playersPerTime,
    round: hoursAndMinutes(day.roundMinutes),
    release: day.release,
    ballotDays: day.ballotCloseDaysBefore,
    ballotTime: day.ballotCloseTime,
  };
}

export function dayOf(values: DayValues): CourseDay {
  return {
    weekday: values.weekday,
    open: values.open,
    firstTee: values.firstTee,
    lastTee: values.lastTee,
    intervalMinutes: numberOf(values.interval),
    playersPerTime: numberOf(values.players),
    roundMinutes: minutesOfDuration(values.round),
    release: values.release,
    ballotCloseDaysBefore: numberOf(values.ballotDays),
    ballotCloseTime: values.ballotTime,
  };
}

export function courseValuesOf(course: Course): CourseValues {
  return {
    name: course.name,
    holes: course.holes,
    active: course.active,
    days: course.days.map(dayValuesOf),
  };
}

export function inputOf(values: CourseValues): CourseInput {
  return { name: values.name, holes: values.holes, active: values.active, days: values.days.map(dayOf) };
}

/**
 * The schema's messages by field; a round that is not hours and minutes says how to write it (the schema
 * only sees a number that is not one).
 */
export function courseErrors(values: CourseValues, roundFormat: string): FieldErrors {
  const errors = validateWith(courseInputSchema, inputOf(values));
  values.days.forEach((day, i) => {
    if (Number.isNaN(minutesOfDuration(day.round))) errors[`days.${i}.roundMinutes`] = roundFormat;
  });
  return errors;
}

/**
 * Holes changed on a new course: each day still on the old number's usual round takes the new one's (4 h 30
 * for 18 holes, 2 h 15 for 9).
 */
export function withHoles(values: CourseValues, holes: 9 | 18): CourseValues {
  const before = hoursAndMinutes(defaultRoundMinutes(values.holes));
  const after = hoursAndMinutes(defaultRoundMinutes(holes));
  return {
    ...values,
    holes,
    days: values.days.map((d) => (d.round === before ? { ...d, round: after } : d)),
  };
}

/** Monday's rules on every day of the week (each keeping its own weekday). */
export function copyMonday(days: DayValues[]): DayValues[] {
  const monday = days[0];
  if (!monday) return days;
  return days.map((d) => ({ ...monday, weekday: d.weekday }));
}
