import { Select, SimpleGrid, Text } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import {
  addPlayersSchema,
  type Booking,
  ballotEntryInputSchema,
  bookingInputSchema,
  type PlayerInput,
  type TeeSheet,
  type TeeTime,
  waitlistInputSchema,
} from "../../../shared/golf.ts";
import { priceClassFor } from "../../../shared/golf-prices.ts";
import { formatMoney } from "../../../shared/money.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import {
  addPlayers,
  createBooking,
  enterBallot,
  golfSettingsQuery,
  joinWaitlist,
  myMemberQuery,
  priceClassesQuery,
} from "./api.ts";
import { BookingDialog, BookingForm, useBookingSubmit } from "./booking-form.tsx";
import { dayLabel } from "./format.ts";
import { type GroupPlayer, PlayersPicker } from "./PlayersPicker.tsx";

/** What the group is put together for. */
export type GroupPurpose =
  | { kind: "book"; time: TeeTime }
  | { kind: "waitlist"; time: TeeTime }
  | { kind: "ballot" }
  | { kind: "add"; time: TeeTime; booking: Booking };

/**
 * A group of players for one tee time (a booking, the players added to one, a place on its waiting list) or
 * for the day's ballot. Staff put together any group of members and guests; a member books for themselves
 * (fixed) with partners and guests within the club's guest allowance. Checked with the shared schema before
 * it is sent; the server's refusal (full, an overlapping round, the window…) is shown here and the sheet is
 * asked again. Full screen on a phone.
 */
export function GroupDialog({
  opened,
  onClose,
  purpose,
  sheet,
  staff,
}: {
  opened: boolean;
  onClose: () => void;
  purpose: GroupPurpose;
  sheet: TeeSheet;
  staff: boolean;
}) {
  const t = useMessages("golf").group;
  const { club } = useCurrentClub();
  const locale = useLocale();
  const day = dayLabel(sheet.date, club, locale);
  const time = purpose.kind === "ballot" ? "" : clockTime(purpose.time.time, club.timeFormat);
  const title =
    purpose.kind === "book"
      ? t.bookTitle(time)
      : purpose.kind === "waitlist"
        ? t.waitlistTitle(time)
        : purpose.kind === "ballot"
          ? t.ballotTitle
          : t.addTitle(time);
  return (
    <BookingDialog
      opened={opened}
      onClose={onClose}
      title={title}
      where={
        purpose.kind === "ballot"
          ? t.whereBallot(sheet.course.name, day)
          : t.where(sheet.course.name, day, time)
      }
    >
      <GroupForm purpose={purpose} sheet={sheet} staff={staff} onClose={onClose} />
    </BookingDialog>
  );
}

function initialPlayers(
  me: { id: string; name: string } | null | undefined,
  fixedSelf: boolean,
): GroupPlayer[] {
  return me && fixedSelf ? [{ kind: "member", id: me.id, name: me.name, fixed: true }] : [];
}

/** Members first (the first is the booker, who brings the guests), then the guests. */
function ordered(players: GroupPlayer[]): GroupPlayer[] {
  return [...players.filter((p) => p.kind === "member"), ...players.filter((p) => p.kind === "guest")];
}

function inputsOf(players: GroupPlayer[]): PlayerInput[] {
  return players.map((p) => (p.kind === "member" ? { memberId: p.id } : { guestName: p.name }));
}

function GroupForm({
  purpose,
  sheet,
  staff,
  onClose,
}: {
  purpose: GroupPurpose;
  sheet: TeeSheet;
  staff: boolean;
  onClose: () => void;
}) {
  const texts = useMessages("golf");
  const t = texts.group;
  // The form checks with the shared schemas, whose messages are in this catalog.
  useMessages("validation");
  useMessages("golfValidation");
  const { club } = useCurrentClub();
  const locale = useLocale();
  const me = useQuery(myMemberQuery(club.id));
  const rules = useQuery(golfSettingsQuery(club.id)).data;
  const priceClasses = useQuery(priceClassesQuery(club.id)).data?.priceClasses;

  // A member books, waits and enters the ballot for themselves (and partners); staff for any member, the first
  // member named being the booker (or the entrant).
  const selfFixed = !staff && purpose.kind !== "add";
  const [players, setPlayers] = useState<GroupPlayer[] | null>(null);
  const shown = players ?? (me.isPending ? [] : initialPlayers(me.data, selfFixed));
  const times = sheet.times.filter((x) => !x.block).map((x) => x.time);
  const [earliest, setEarliest] = useState<string | null>(times[0] ?? null);
  const [latest, setLatest] = useState<string | null>(times[times.length - 1] ?? null);
  const [override, setOverride] = useState(false);

  const existingGuests = purpose.kind === "add" ? purpose.booking.players.filter((p) => p.guest).length : 0;
  // The club's guest allowance holds for every booking, staff's too.
  const maxGuests = Math.max(0, (rules?.guestAllowance ?? 0) - existingGuests);
  const maxPlayers =
    purpose.kind === "ballot"
      ? sheet.day.playersPerTime
      : purpose.kind === "waitlist"
        ? purpose.time.capacity
        : purpose.time.free;
  const firstMember = shown.find((p) => p.kind === "member")?.name ?? null;
  const hostName =
    purpose.kind === "add"
      ? (purpose.booking.players.find((p) => !p.guest)?.name ?? firstMember)
      : firstMember;
  // Staff book a day before it opens to members with the override (a ballot day needs none).
  const overridable = staff && purpose.kind === "book" && sheet.opensAt !== null;
  const needsSelf = selfFixed && !me.isPending && !me.data;

  async function send(): Promise<string> {
    const group = inputsOf(shown);
    const where = { courseId: sheet.course.id, date: sheet.date };
    const at = purpose.kind === "ballot" ? "" : clockTime(purpose.time.time, club.timeFormat);
    const day = dayLabel(sheet.date, club, locale);
    switch (purpose.kind) {
      case "book":
        await createBooking(club.id, { ...where, time: purpose.time.time, players: group, override });
        return t.booked(at, day);
      case "waitlist":
        await joinWaitlist(club.id, { ...where, time: purpose.time.time, players: group });
        return t.waitlisted(at);
      case "ballot":
        await enterBallot(club.id, {
          ...where,
          players: group,
          earliest: earliest ?? "",
          latest: latest ?? "",
        });
        return t.entered;
      case "add":
        await addPlayers(club.id, purpose.booking.id, { players: group, override });
        return t.added(at);
    }
  }

  function check(): FieldErrors {
    const group = inputsOf(shown);
    const where = { courseId: sheet.course.id, date: sheet.date };
    switch (purpose.kind) {
      case "book":
        return validateWith(bookingInputSchema, {
          ...where,
          time: purpose.time.time,
          players: group,
          override,
        });
      case "waitlist":
        return validateWith(waitlistInputSchema, { ...where, time: purpose.time.time, players: group });
      case "ballot":
        return validateWith(ballotEntryInputSchema, { ...where, players: group, earliest, latest });
      case "add":
        return validateWith(addPlayersSchema, { players: group, override });
    }
  }

  const submit = useBookingSubmit({ send, check, onClose });
  const { errors } = submit;
  const guestErrors: Record<number, string> = {};
  const general: string[] = [];
  for (const [path, message] of Object.entries(errors)) {
    const guest = /^players\.(\d+)/.exec(path);
    if (guest) guestErrors[Number(guest[1])] = message;
    else if (path !== "earliest" && path !== "latest") general.push(message);
  }
  const timeOptions = times.map((x) => ({ value: x, label: clockTime(x, club.timeFormat) }));
  // A guest pays the price class of this round (decision 083), else the guests' green fee.
  const guestFeeMinor =
    rules && purpose.kind !== "ballot"
      ? (priceClassFor(priceClasses ?? [], {
          courseId: sheet.course.id,
          date: sheet.date,
          time: purpose.time.time,
          category: "guest",
        })?.priceMinor ?? rules.guestGreenFeeMinor)
      : 0;
  const fees =
    rules &&
    (purpose.kind === "book" || purpose.kind === "add") &&
    (rules.memberGreenFeeMinor > 0 || guestFeeMinor > 0)
      ? t.fees(
          formatMoney(rules.memberGreenFeeMinor, rules.currency, locale),
          formatMoney(guestFeeMinor, rules.currency, locale),
        )
      : null;
  const submitLabel =
    purpose.kind === "book"
      ? t.submitBook
      : purpose.kind === "waitlist"
        ? t.submitWaitlist
        : purpose.kind === "ballot"
          ? t.submitBallot
          : t.submitAdd;

  return (
    <BookingForm
      submit={submit}
      override={{
        shown: overridable,
        label: t.override,
        description: t.overrideHelp,
        checked: override,
        onChange: setOverride,
      }}
      onClose={onClose}
      buttons={{
        cancel: texts.common.close,
        submit: submitLabel,
        submitProps: { disabled: shown.length === 0 || needsSelf },
      }}
    >
      {general.length > 0 && !submit.refusal ? <FormAlert kind="error">{general[0]}</FormAlert> : null}
      {needsSelf ? <FormAlert kind="info">{t.noMemberRecord}</FormAlert> : null}
      {purpose.kind === "book" && purpose.time.withinCutoff && sheet.cancellationCutoffHours > 0 ? (
        <FormAlert kind="info">
          {staff ? t.cutoffStaff(sheet.cancellationCutoffHours) : t.cutoff(sheet.cancellationCutoffHours)}
        </FormAlert>
      ) : null}
      {purpose.kind === "waitlist" ? (
        <Text size="sm">{texts.waitlist.explain}</Text>
      ) : purpose.kind === "ballot" ? (
        <Text size="sm">{texts.ballot.explain}</Text>
      ) : null}
      <PlayersPicker
        clubId={club.id}
        players={shown}
        onChange={(next) => setPlayers(ordered(next))}
        maxPlayers={maxPlayers}
        maxGuests={maxGuests}
        guestErrors={guestErrors}
        hostName={hostName}
      />
      {purpose.kind === "ballot" ? (
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          {(
            [
              ["earliest", earliest, setEarliest],
              ["latest", latest, setLatest],
            ] as const
          ).map(([field, value, onChange]) => (
            <Select
              key={field}
              label={t[field]}
              data={timeOptions}
              value={value}
              onChange={onChange}
              allowDeselect={false}
              error={errors[field]}
            />
          ))}
        </SimpleGrid>
      ) : null}
      {fees ? (
        <Text size="xs" c="dimmed">
          {fees}
        </Text>
      ) : null}
    </BookingForm>
  );
}
