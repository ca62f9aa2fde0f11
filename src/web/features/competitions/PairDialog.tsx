import { Button, Group, Modal, Select, Stack, Text } from "@mantine/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import type { CompetitionDetail, Entry } from "../../../shared/competitions/competitions.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { setPartner } from "./api.ts";

const NONE = "none";

/**
 * Four-ball: staff choose an entry's partner among the entrants of the same list (the field, or the waiting
 * list), or none; the former partners are left without one.
 */
export function PairDialog({
  competition: c,
  entry,
  onClose,
  onChanged,
}: {
  competition: CompetitionDetail;
  entry: Entry | null;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useMessages("competitions").pair;
  return (
    <Modal opened={entry !== null} onClose={onClose} title={entry ? t.choose(entry.name) : ""} centered>
      {entry ? <Fields competition={c} entry={entry} onClose={onClose} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function Fields({
  competition: c,
  entry,
  onClose,
  onChanged,
}: {
  competition: CompetitionDetail;
  entry: Entry;
  onClose: () => void;
  onChanged: () => void;
}) {
  const t = useMessages("competitions").pair;
  const { club } = useCurrentClub();
  const [value, setValue] = useState(entry.partnerEntryId ?? NONE);
  const save = useMutation({
    mutationFn: () => setPartner(club.id, c.id, entry.id, value === NONE ? null : value),
    onSuccess: () => {
      notify(t.saved);
      onClose();
    },
    onSettled: onChanged,
  });
  const others = c.entries.filter((e) => e.status === entry.status && e.id !== entry.id);
  return (
    <Stack gap="md">
      <Select
        label={t.chooseLabel}
        description={t.sameList}
        inputWrapperOrder={["label", "input", "description", "error"]}
        data={[
          { value: NONE, label: t.none },
          ...others.map((e) => ({
            value: e.id,
            label:
              e.partnerName && e.partnerEntryId !== entry.id
                ? `${e.name} (${t.withPartner(e.partnerName)})`
                : e.name,
          })),
        ]}
        value={value}
        onChange={(v) => setValue(v ?? NONE)}
        allowDeselect={false}
        searchable
      />
      <Text size="sm" c="dimmed">
        {t.withdrawNote}
      </Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={save.isPending}>
          {t.cancel}
        </Button>
        <Button onClick={() => save.mutate()} loading={save.isPending}>
          {t.save}
        </Button>
      </Group>
    </Stack>
  );
}
