import { Modal, Stack, Text, Textarea } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import { type Booking, cancelBookingSchema } from "../../../shared/golf.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { validateWith } from "../../lib/zod-form.ts";
import { cancelBooking, golfSettingsQuery } from "./api.ts";
import { BookingForm, useBookingSubmit } from "./booking-form.tsx";
import { dayLabel } from "./format.ts";
import { afterCutoff } from "./rules.ts";

/**
 * Cancels a booking after a question, with an optional reason. Staff cancel after the cut-off with the
 * override (recorded); members cancel their own before it (the server says when it is too late).
 */
export function CancelDialog({
  opened,
  onClose,
  booking,
  staff,
}: {
  opened: boolean;
  onClose: () => void;
  booking: Booking;
  staff: boolean;
}) {
  const t = useMessages("golf").cancel;
  const { club } = useCurrentClub();
  const locale = useLocale();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t.title(clockTime(booking.time, club.timeFormat), dayLabel(booking.date, club, locale))}
      centered
    >
      {opened ? <CancelForm booking={booking} staff={staff} onClose={onClose} /> : null}
    </Modal>
  );
}

function CancelForm({ booking, staff, onClose }: { booking: Booking; staff: boolean; onClose: () => void }) {
  const texts = useMessages("golf");
  const t = texts.cancel;
  useMessages("validation");
  useMessages("golfValidation");
  const { club } = useCurrentClub();
  const rules = useQuery(golfSettingsQuery(club.id)).data;
  const [reason, setReason] = useState("");
  const [override, setOverride] = useState(false);
  const late = staff && afterCutoff(booking.startsAt, rules?.cancellationCutoffHours);
  const players = booking.players.filter((p) => p.status !== "cancelled");
  const input = () => ({ override: late && override, reason: reason.trim() || null });

  const cancel = useBookingSubmit({
    send: async () => {
      await cancelBooking(club.id, booking.id, input());
      return t.cancelled;
    },
    check: () => validateWith(cancelBookingSchema, input()),
    onClose,
  });

  return (
    <BookingForm
      submit={cancel}
      override={{
        shown: late,
        label: t.override,
        description: t.overrideHelp(rules?.cancellationCutoffHours ?? 0),
        checked: override,
        onChange: setOverride,
      }}
      onClose={onClose}
      buttons={{ cancel: t.keep, submit: t.submit, submitProps: { color: "red", "data-autofocus": true } }}
    >
      <Text size="sm">{t.text(booking.courseName, players.length)}</Text>
      {players.length > 0 ? (
        <Stack gap={2} component="ul" pl="md" m={0}>
          {players.map((p) => (
            <Text key={p.id} component="li" size="sm">
              {p.name ?? (p.guest ? texts.sheet.guest : texts.sheet.hiddenMember)}
            </Text>
          ))}
        </Stack>
      ) : null}
      <Textarea
        label={t.reason}
        description={t.reasonHelp}
        autosize
        minRows={2}
        maxRows={5}
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.currentTarget.value)}
        error={cancel.errors.reason}
      />
    </BookingForm>
  );
}
