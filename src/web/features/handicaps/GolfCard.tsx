import { Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { useDisclosure } from "@mantine/hooks";
import { IconGolf, IconPencil, IconPlus } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { formatHandicapIndex } from "../../../shared/handicap/tenths.ts";
import type { GolfProfileView, HandicapScore } from "../../../shared/handicaps.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { FactGrid } from "../../components/FactGrid.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { deleteScore, golfProfileQuery, handicapKeys } from "./api.ts";
import { ComputationView } from "./ComputationView.tsx";
import { GolfProfileForm } from "./GolfProfileForm.tsx";
import { ScoreForm } from "./ScoreForm.tsx";

/**
 * A member's golf card on their record, for staff with handicaps.manage (issue 35): the Handicap Index with its
 * history, the scoring record and how the index was computed; forms to edit the profile and post a score.
 */
export function GolfCard({ memberId }: { memberId: string }) {
  const t = useMessages("handicaps");
  const { club } = useCurrentClub();
  const query = useQuery(golfProfileQuery(club.id, memberId));
  const [editing, edit] = useDisclosure(false);
  const [posting, postDialog] = useDisclosure(false);
  const view = query.data;
  if (!view) return null;
  const { profile } = view;

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="member-golf">
      <Group gap={8} mb="sm">
        <IconGolf size={20} aria-hidden />
        <Title order={2} size="h4" id="member-golf">
          {t.card.title}
        </Title>
      </Group>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {view.authority === "club" ? t.card.authorityClub : t.card.authorityNational}
        </Text>
        <FactGrid
          cols={2}
          facts={[
            {
              label: t.card.index,
              value: (
                <Text component="span" fw={700} size="lg" data-testid="handicap-index">
                  {formatHandicapIndex(profile.handicapIndex, t.card.noIndex)}
                </Text>
              ),
            },
            {
              label: t.card.teeGender,
              value: profile.teeGender ? t.genders[profile.teeGender] : t.card.none,
            },
            { label: t.card.homeClub, value: profile.homeClub ?? t.card.none },
            { label: t.card.playerId, value: profile.associationPlayerId ?? t.card.none },
          ]}
        />
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={edit.open}
          >
            {t.card.edit}
          </Button>
          <Button size="xs" leftSection={<IconPlus size={14} aria-hidden />} onClick={postDialog.open}>
            {t.card.post}
          </Button>
        </Group>
        <History view={view} />
        <Scores view={view} memberId={memberId} />
        <ComputationView computation={view.computation} club={club} headingId="member-golf-computation" />
      </Stack>
      {editing ? <GolfProfileForm memberId={memberId} profile={profile} opened onClose={edit.close} /> : null}
      {posting ? <ScoreForm memberId={memberId} opened onClose={postDialog.close} /> : null}
    </Card>
  );
}

function History({ view }: { view: GolfProfileView }) {
  const t = useMessages("handicaps");
  const { club } = useCurrentClub();
  return (
    <Stack gap={4} component="section" aria-labelledby="member-golf-history">
      <Title order={3} size="h5" id="member-golf-history">
        {t.history.title}
      </Title>
      {view.history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.history.empty}
        </Text>
      ) : (
        <PlainList gap={2} labelledBy="member-golf-history">
          {view.history.slice(0, 10).map((entry) => (
            <Group key={entry.id} component="li" justify="space-between" gap="xs" wrap="nowrap">
              <Text size="sm">{calendarDate(entry.effectiveOn, club)}</Text>
              <Text size="sm">
                {t.history.entry(formatHandicapIndex(entry.handicapIndex), t.sources[entry.source])}
              </Text>
            </Group>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}

function Scores({ view, memberId }: { view: GolfProfileView; memberId: string }) {
  const t = useMessages("handicaps").scores;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const [doomed, setDoomed] = useState<HandicapScore | null>(null);
  const remove = useMutation({
    mutationFn: (scoreId: string) => deleteScore(club.id, memberId, scoreId),
    onSuccess: async () => {
      setDoomed(null);
      notify(t.deleted);
      await queryClient.invalidateQueries({ queryKey: handicapKeys.all(club.id) });
    },
  });
  return (
    <Stack gap={4}>
      <Title order={3} size="h5" id="member-golf-scores">
        {t.title}
      </Title>
      {view.scores.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t.empty}
        </Text>
      ) : (
        <PlainList gap="xs" labelledBy="member-golf-scores">
          {view.scores.map((score) => (
            <Group
              key={score.id}
              component="li"
              justify="space-between"
              gap="xs"
              wrap="nowrap"
              align="flex-start"
            >
              <Stack gap={0} miw={0}>
                <Text size="sm" fw={500}>
                  {calendarDate(score.playedOn, club)} · {score.courseName}, {score.teeName} · {score.holes}
                </Text>
                <Text size="xs" c="dimmed">
                  {t.adjustedGross} {score.adjustedGross} · {t.differential} {score.differential.toFixed(1)}
                  {score.exceptional !== 0 ? ` · ${t.exceptional(score.exceptional.toFixed(1))}` : ""}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="subtle"
                color="red"
                aria-label={t.deleteLabel(calendarDate(score.playedOn, club))}
                onClick={() => setDoomed(score)}
              >
                {t.delete}
              </Button>
            </Group>
          ))}
        </PlainList>
      )}
      <ConfirmDialog
        opened={doomed !== null}
        title={t.deleteTitle}
        confirmLabel={t.delete}
        confirmColor="red"
        loading={remove.isPending}
        onConfirm={() => doomed && remove.mutate(doomed.id)}
        onClose={() => setDoomed(null)}
      >
        <Text size="sm">{t.deleteBody}</Text>
      </ConfirmDialog>
    </Stack>
  );
}
