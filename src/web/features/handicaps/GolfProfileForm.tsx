import { Button, Group, Modal, Select, Stack, TextInput } from "@mantine/core";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useRef, useState } from "react";
import type { TeeGender } from "../../../shared/competitions/model.ts";
import { type GolfProfile, golfProfileInputSchema, readHandicapIndex } from "../../../shared/handicaps.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { FormAlert } from "../../components/FormAlert.tsx";
import { clubToday } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { focusFirstInvalid, refusalOf } from "../../lib/refusal.ts";
import { type FieldErrors, validateWith } from "../../lib/zod-form.ts";
import { handicapKeys, saveGolfProfile } from "./api.ts";

/** The index as typed ("12,4", "+2.1") to the API's number (a plus index negative); NaN when it is no number. */
function indexOf(text: string): number | null {
  if (text.trim() === "") return null;
  const tenths = readHandicapIndex(text);
  if (tenths !== null) return tenths / 10;
  const number = Number(text.replace(",", "."));
  return Number.isNaN(number) ? Number.NaN : number;
}

/** Staff set a member's golf profile: index (a change is written to the history), home club, player id, gender. */
export function GolfProfileForm({
  memberId,
  profile,
  opened,
  onClose,
}: {
  memberId: string;
  profile: GolfProfile;
  opened: boolean;
  onClose: () => void;
}) {
  const texts = useMessages("handicaps");
  const t = texts.profileForm;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const form = useRef<HTMLFormElement>(null);
  const [index, setIndex] = useState(
    profile.handicapIndex === null
      ? ""
      : (profile.handicapIndex < 0 ? "+" : "") + Math.abs(profile.handicapIndex).toFixed(1),
  );
  const [effectiveOn, setEffectiveOn] = useState(clubToday(club));
  const [homeClub, setHomeClub] = useState(profile.homeClub ?? "");
  const [playerId, setPlayerId] = useState(profile.associationPlayerId ?? "");
  const [teeGender, setTeeGender] = useState<TeeGender | null>(profile.teeGender);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof saveGolfProfile>[2]) => saveGolfProfile(club.id, memberId, input),
    meta: { handleErrors: false },
  });

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = {
      handicapIndex: indexOf(index),
      homeClub,
      associationPlayerId: playerId,
      teeGender,
      effectiveOn: effectiveOn || undefined,
    };
    const found = validateWith(golfProfileInputSchema, input);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid(form.current);
      return;
    }
    try {
      await save.mutateAsync(input);
      notify(t.saved);
      await queryClient.invalidateQueries({ queryKey: handicapKeys.all(club.id) });
      onClose();
    } catch (error) {
      const refused = refusalOf(error);
      if (refused) {
        setErrors(refused.fields);
        setRefusal(Object.keys(refused.fields).length > 0 ? null : refused.message);
      }
    }
  }

  return (
    <Modal opened={opened} onClose={onClose} title={t.title} size="md">
      <form ref={form} onSubmit={onSubmit} noValidate>
        <Stack gap="sm">
          {refusal ? <FormAlert kind="error">{refusal}</FormAlert> : null}
          <TextInput
            label={t.index}
            description={t.indexHelp}
            value={index}
            onChange={(e) => setIndex(e.currentTarget.value)}
            error={errors.handicapIndex}
            inputMode="decimal"
            autoComplete="off"
            data-autofocus
          />
          <ClubDateInput
            label={t.effectiveOn}
            value={effectiveOn}
            onChange={setEffectiveOn}
            error={errors.effectiveOn}
          />
          <TextInput
            label={t.homeClub}
            value={homeClub}
            onChange={(e) => setHomeClub(e.currentTarget.value)}
            error={errors.homeClub}
            autoComplete="off"
          />
          <TextInput
            label={t.playerId}
            value={playerId}
            onChange={(e) => setPlayerId(e.currentTarget.value)}
            error={errors.associationPlayerId}
            autoComplete="off"
          />
          <Select
            label={t.teeGender}
            description={t.teeGenderHelp}
            data={[
              { value: "male", label: texts.genders.male },
              { value: "female", label: texts.genders.female },
            ]}
            value={teeGender}
            onChange={(value) => setTeeGender(value as TeeGender | null)}
            clearable
            error={errors.teeGender}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              {t.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {t.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
