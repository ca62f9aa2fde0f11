import { Checkbox, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { clockTime } from "../../../shared/formats.ts";
import { type Booking, cancelBookingSchema } from "../../../shared/golf.ts";
import { FormAlert } from "../../components/FormAlert.tsx";
import { FormButtons } from "../../components/FormButtons.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { type Refusal, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { cancelBooking, golfKeys, golfSettingsQuery } from "./api.ts";
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
  const queryClient = useQueryClient();
  const rules = useQuery(golfSettingsQuery(club.id)).data;
  const [reason, setReason] = useState("");
  const [override, setOverride] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const late = staff && afterCutoff(booking.startsAt, rules?.cancellationCutoffHours);
  const players = booking.players.filter((p) => p.status !== "cancelled");

  const cancel = useMutation({
    mutationFn: () =>
      cancelBooking(club.id, booking.id, { override: late && override, reason: reason.trim() || null }),
    meta: { handleErrors: false },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = { override: late && override, reason: reason.trim() || null };
    const found = validateWith(cancelBookingSchema, input);
    setErrors(found);
    setRefusal(null);
    if (Object.keys(found).length > 0) return;
    try {
      await cancel.mutateAsync();
      notify(t.cancelled);
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      setRefusal(refused);
      if (refused) setErrors(refused.fields);
    } finally {
      void queryClient.invalidateQueries({ queryKey: golfKeys.live(club.id) });
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        {refusal ? <FormAlert kind="error">{refusal.message}</FormAlert> : null}
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
          error={errors.reason}
        />
        {late ? (
          <Checkbox
            label={t.override}
            description={t.overrideHelp(rules?.cancellationCutoffHours ?? 0)}
            checked={override}
            onChange={(e) => setOverride(e.currentTarget.checked)}
          />
        ) : null}
        <FormButtons
          cancel={t.keep}
          submit={t.submit}
          onCancel={onClose}
          pending={cancel.isPending}
          submitProps={{ color: "red", "data-autofocus": true }}
        />
      </Stack>
    </form>
  );
}
