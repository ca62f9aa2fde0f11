import {
  Button,
  Group,
  Modal,
  NumberInput,
  SegmentedControl,
  Select,
  Stack,
  Text,
  TextInput,
} from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { CompetitionDetail, EntryInput } from "../../../shared/competitions/competitions.ts";
import { entryInputSchema } from "../../../shared/competitions/competitions.ts";
import { isFourBall, type TeeGender } from "../../../shared/competitions/model.ts";
import { handleApiError } from "../../lib/api-errors.ts";
import { useWidthFrom } from "../../lib/breakpoints.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { type FieldErrors, serverFieldErrors, validateWith } from "../../lib/zod-form.ts";
import { competitionKeys, enter } from "./api.ts";
import { PartnerPicker } from "./PartnerPicker.tsx";

interface GuestValues {
  name: string;
  homeClub: string;
  index: number | string;
  gender: TeeGender;
}
const emptyGuest: GuestValues = { name: "", homeClub: "", index: "", gender: "male" };

function guestInput(g: GuestValues) {
  return {
    name: g.name,
    homeClub: g.homeClub,
    handicapIndex: g.index === "" ? null : Number(g.index),
    gender: g.gender,
  };
}

/**
 * Staff add a member (found by name or number) or a guest from another club (name, index, home club); in
 * four-ball with their partner (a member or a guest), or alone to pair later.
 */
export function AddEntrantDialog({
  opened,
  competition,
  onClose,
}: {
  opened: boolean;
  competition: CompetitionDetail;
  onClose: () => void;
}) {
  const t = useMessages("competitions").add;
  const full = !useWidthFrom("sm");
  return (
    <Modal opened={opened} onClose={onClose} title={t.title} fullScreen={full} centered={!full}>
      {opened ? <Fields competition={competition} onClose={onClose} /> : null}
    </Modal>
  );
}

function Fields({ competition, onClose }: { competition: CompetitionDetail; onClose: () => void }) {
  const texts = useMessages("competitions");
  const t = texts.add;
  useMessages("competitionsValidation");
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<"member" | "guest">("member");
  const [memberId, setMemberId] = useState<string | null>(null);
  const [guest, setGuest] = useState<GuestValues>(emptyGuest);
  const fourBall = isFourBall(competition.format);
  const [partnerKind, setPartnerKind] = useState<"none" | "member" | "guest">("member");
  const [partnerMemberId, setPartnerMemberId] = useState<string | null>(null);
  const [partnerGuest, setPartnerGuest] = useState<GuestValues>(emptyGuest);
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useMutation({
    mutationFn: (input: EntryInput) => enter(club.id, competition.id, input),
    meta: { handleErrors: false },
  });

  function inputOf(): EntryInput {
    const partner = {
      partnerMemberId: fourBall && partnerKind === "member" ? partnerMemberId : null,
      partnerGuest: fourBall && partnerKind === "guest" ? guestInput(partnerGuest) : null,
    };
    return kind === "member"
      ? { memberId, guest: null, timeRequest: null, ...partner }
      : { memberId: null, guest: guestInput(guest), timeRequest: null, ...partner };
  }
  const partnerMissing = fourBall && partnerKind === "member" && !partnerMemberId;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = inputOf();
    const invalid = validateWith(entryInputSchema, input);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0 || (kind === "member" && !memberId) || partnerMissing) return;
    try {
      await add.mutateAsync(input);
      notify(t.added);
      void queryClient.invalidateQueries({ queryKey: competitionKeys.all(club.id) });
      onClose();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      else handleApiError(error, "mutation");
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate>
      <Stack gap="md">
        <SegmentedControl
          value={kind}
          onChange={(v) => setKind(v as "member" | "guest")}
          data={[
            { value: "member", label: t.member },
            { value: "guest", label: t.guest },
          ]}
          fullWidth
        />
        {kind === "member" ? (
          <PartnerPicker label={t.search} value={memberId} onChange={setMemberId} />
        ) : (
          <GuestFields value={guest} onChange={setGuest} errors={errors} path="guest" />
        )}
        {fourBall ? (
          <Stack gap="xs">
            <Text fw={600} size="sm">
              {texts.pair.partner}
            </Text>
            <SegmentedControl
              value={partnerKind}
              onChange={(v) => setPartnerKind(v as typeof partnerKind)}
              data={[
                { value: "member", label: texts.pair.staffMember },
                { value: "guest", label: texts.pair.staffGuest },
                { value: "none", label: texts.pair.staffNone },
              ]}
              fullWidth
            />
            {partnerKind === "member" ? (
              <PartnerPicker
                label={texts.pair.chooseLabel}
                value={partnerMemberId}
                exclude={memberId}
                onChange={setPartnerMemberId}
              />
            ) : partnerKind === "guest" ? (
              <GuestFields
                value={partnerGuest}
                onChange={setPartnerGuest}
                errors={errors}
                path="partnerGuest"
              />
            ) : null}
          </Stack>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={add.isPending}>
            {t.cancel}
          </Button>
          <Button
            type="submit"
            loading={add.isPending}
            disabled={(kind === "member" && !memberId) || partnerMissing}
          >
            {t.submit}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function GuestFields({
  value,
  onChange,
  errors,
  path,
}: {
  value: GuestValues;
  onChange: (value: GuestValues) => void;
  errors: FieldErrors;
  path: "guest" | "partnerGuest";
}) {
  const texts = useMessages("competitions");
  const t = texts.add;
  return (
    <Stack gap="sm">
      <TextInput
        label={t.guestName}
        value={value.name}
        maxLength={100}
        onChange={(e) => onChange({ ...value, name: e.currentTarget.value })}
        error={errors[`${path}.name`]}
      />
      <TextInput
        label={t.homeClub}
        value={value.homeClub}
        maxLength={100}
        onChange={(e) => onChange({ ...value, homeClub: e.currentTarget.value })}
        error={errors[`${path}.homeClub`]}
      />
      <Group grow align="flex-start">
        <NumberInput
          label={t.index}
          decimalScale={1}
          min={-10}
          max={54}
          value={value.index}
          onChange={(v) => onChange({ ...value, index: v })}
          error={errors[`${path}.handicapIndex`]}
        />
        <Select
          label={t.gender}
          data={[
            { value: "male", label: texts.genders.male },
            { value: "female", label: texts.genders.female },
          ]}
          value={value.gender}
          onChange={(v) => v && onChange({ ...value, gender: v as TeeGender })}
          allowDeselect={false}
        />
      </Group>
    </Stack>
  );
}
