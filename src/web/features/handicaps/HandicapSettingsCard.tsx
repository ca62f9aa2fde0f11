import { Anchor, Button, Card, Group, Radio, Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import type { HandicapAuthority } from "../../../shared/competitions/model.ts";
import { ClubDateInput } from "../../components/ClubDateInput.tsx";
import { clubMoment } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import {
  handicapKeys,
  handicapSettingsQuery,
  recomputeIndexes,
  saveHandicapSettings,
  scoresCsvHref,
} from "./api.ts";

/**
 * The club's handicap authority in golf settings (issue 35): a national system or this club, each explained in
 * one sentence; "Recompute indexes" with the run's progress; the acceptable scores' export for a national system.
 */
export function HandicapSettingsCard() {
  const t = useMessages("handicaps").settings;
  const { club, can } = useCurrentClub();
  const queryClient = useQueryClient();
  const query = useQuery(handicapSettingsQuery(club.id));
  const [choice, setChoice] = useState<HandicapAuthority | null>(null);
  const [from, setFrom] = useState("");
  const [to, setTo] = useState("");
  const refresh = () => queryClient.invalidateQueries({ queryKey: handicapKeys.all(club.id) });
  const save = useMutation({
    mutationFn: (authority: HandicapAuthority) => saveHandicapSettings(club.id, { authority }),
    onSuccess: async () => {
      notify(t.saved);
      setChoice(null);
      await refresh();
    },
  });
  const recompute = useMutation({
    mutationFn: () => recomputeIndexes(club.id),
    onSuccess: async () => {
      notify(t.recomputeStarted);
      await refresh();
    },
  });
  const settings = query.data;
  if (!settings) return null;
  const authority = choice ?? settings.authority;
  const run = settings.recompute;
  const canChoose = can("golfSettings.manage");

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="handicap-settings" mt="lg">
      <Stack gap="md">
        <Stack gap={4}>
          <Title order={2} size="h4" id="handicap-settings">
            {t.title}
          </Title>
          <Text size="sm" c="dimmed">
            {t.intro}
          </Text>
        </Stack>
        <Radio.Group
          label={t.authority}
          value={authority}
          onChange={(value) => setChoice(value as HandicapAuthority)}
          readOnly={!canChoose}
        >
          <Stack gap="sm" mt="xs">
            <Radio value="national" label={t.national} description={t.nationalHelp} disabled={!canChoose} />
            <Radio value="club" label={t.club} description={t.clubHelp} disabled={!canChoose} />
          </Stack>
        </Radio.Group>
        {canChoose ? (
          <Group>
            <Button
              onClick={() => save.mutate(authority)}
              loading={save.isPending}
              disabled={authority === settings.authority}
            >
              {t.saveAuthority}
            </Button>
          </Group>
        ) : null}
        {settings.authority === "club" ? (
          <Stack gap="xs">
            {run ? (
              <Text size="sm" role="status">
                {run.finishedAt
                  ? t.finished(run.total, clubMoment(run.finishedAt, club))
                  : t.progress(run.processed, run.total)}
              </Text>
            ) : null}
            <Group>
              <Button
                variant="default"
                onClick={() => recompute.mutate()}
                loading={recompute.isPending}
                disabled={Boolean(run && !run.finishedAt)}
              >
                {t.recompute}
              </Button>
            </Group>
          </Stack>
        ) : null}
        <Stack gap="xs" component="section" aria-labelledby="handicap-export">
          <Title order={3} size="h5" id="handicap-export">
            {t.export}
          </Title>
          <Text size="sm" c="dimmed">
            {t.exportHelp}
          </Text>
          <Group gap="sm" align="flex-end" wrap="wrap">
            <ClubDateInput label={t.from} value={from} onChange={setFrom} clearable />
            <ClubDateInput label={t.to} value={to} onChange={setTo} clearable />
            <Anchor href={scoresCsvHref(club.id, from, to)} download size="sm" pb={8}>
              {t.download}
            </Anchor>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
