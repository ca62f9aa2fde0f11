import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Title,
  UnstyledButton,
  VisuallyHidden,
} from "@mantine/core";
import {
  IconAlertTriangle,
  IconCheck,
  IconChevronLeft,
  IconChevronRight,
  IconLock,
  IconMinus,
  IconPlus,
  IconTrophy,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import {
  type Card,
  HOLE_GROSS_MAX,
  HOLE_GROSS_MIN,
  isComplete,
  type MyCards,
  type PhoneRecorder,
} from "../../../shared/competitions/scores.ts";
import { scoreCard } from "../../../shared/competitions/scoring.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { confirmCard, myCardsQuery, scoreKeys, writeHole } from "./api.ts";
import { toParText } from "./format.ts";

type Side = "own" | "marking";

/**
 * A player's scorecard on their phone (issue 35 item 6): their own card and the card of the player they mark,
 * hole by hole with large − and + buttons, the other version of the same card beside theirs (differences
 * highlighted), running totals, and the confirmation (signature) once every hole has a score.
 */
export function ScorecardScreen({ competitionId }: { competitionId: string }) {
  const texts = useMessages("competitionScores");
  usePageTitle(texts.card.title);
  const { club } = useCurrentClub();
  const cards = useQuery(myCardsQuery(club.id, competitionId));
  const [side, setSide] = useState<Side>("own");

  if (cards.isError && !cards.data) {
    return (
      <EmptyState icon={<IconTrophy size={24} stroke={1.75} />} title={texts.card.notInField}>
        {texts.card.notInFieldText}
      </EmptyState>
    );
  }
  if (!cards.data) return <NotLoaded query={cards} texts={texts.common} />;
  const { competition, own, marking } = cards.data;
  const card = side === "marking" && marking ? marking : own;
  const recorder: PhoneRecorder = side === "marking" && marking ? "marker" : "player";

  return (
    <Stack gap="md" maw={560}>
      <Stack gap={2}>
        <Title order={1} size="h2">
          {competition.name}
        </Title>
        <Text c="dimmed" size="sm">
          {texts.card.intro(calendarDate(competition.playDate, club))}
        </Text>
      </Stack>
      {marking ? (
        <SegmentedControl
          fullWidth
          value={side}
          onChange={(value) => setSide(value as Side)}
          data={[
            { value: "own", label: texts.card.mine },
            { value: "marking", label: texts.card.marking(marking.name) },
          ]}
        />
      ) : (
        <Text size="sm" c="dimmed">
          {texts.card.noMarking}
        </Text>
      )}
      {competition.scoring ? null : (
        <Alert color="gray" variant="light">
          {texts.card.notScoring}
        </Alert>
      )}
      <CardEditor
        key={`${side}-${card.entryId}`}
        competitionId={competitionId}
        card={card}
        recorder={recorder}
        format={competition.format}
        editable={competition.scoring}
      />
      <Button
        component={Link}
        to={`/competitions/${competitionId}/leaderboard`}
        variant="subtle"
        leftSection={<IconTrophy size={16} aria-hidden />}
      >
        {texts.common.leaderboard}
      </Button>
    </Stack>
  );
}

function CardEditor({
  competitionId,
  card,
  recorder,
  format,
  editable,
}: {
  competitionId: string;
  card: Card;
  recorder: PhoneRecorder;
  format: MyCards["competition"]["format"];
  editable: boolean;
}) {
  const texts = useMessages("competitionScores");
  const t = texts.card;
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const key = scoreKeys.cards(club.id, competitionId);
  const mine = recorder === "player" ? card.player : card.marker;
  const other = recorder === "player" ? card.marker : card.player;
  const holes = card.holes.length;
  const scores = mine?.holeScores ?? Array.from({ length: holes }, () => null);
  const firstEmpty = scores.indexOf(null);
  const [index, setIndex] = useState(firstEmpty === -1 ? 0 : firstEmpty);
  const hole = card.holes[index];
  const locked = card.cardStatus === "locked";
  const canWrite = editable && !locked;

  /** Writes the version in the cache as the server now has it. */
  const patch = (update: (card: Card) => Card) =>
    queryClient.setQueryData<MyCards>(key, (data) => {
      if (!data) return data;
      const apply = (c: Card | null) => (c && c.entryId === card.entryId ? update(c) : c);
      return { ...data, own: apply(data.own) as Card, marking: apply(data.marking) };
    });

  const write = useMutation({
    mutationFn: (v: { hole: number; gross: number | null }) =>
      writeHole(club.id, competitionId, { entryId: card.entryId, recorder, ...v }),
    onMutate: (v) =>
      patch((c) => {
        const version = recorder === "player" ? c.player : c.marker;
        const holeScores = [...(version?.holeScores ?? Array.from({ length: holes }, () => null))];
        holeScores[v.hole - 1] = v.gross;
        const next = { recorder, holeScores, complete: isComplete(holeScores, holes), confirmedAt: null };
        return recorder === "player" ? { ...c, player: next } : { ...c, marker: next };
      }),
    onError: () => void queryClient.invalidateQueries({ queryKey: key }),
  });

  const confirm = useMutation({
    mutationFn: () => confirmCard(club.id, competitionId, card.entryId, recorder),
    onSuccess: (answer) => {
      patch(() => answer);
      notify(answer.cardStatus === "locked" ? t.lockedDone : t.confirmDone);
    },
  });

  if (!hole) return null;
  const value = scores[index] ?? null;
  const set = (gross: number | null) => write.mutate({ hole: hole.number, gross });
  const step = (delta: number) => {
    const start = value ?? (delta > 0 ? hole.par - 1 : hole.par + 1);
    set(Math.min(HOLE_GROSS_MAX, Math.max(HOLE_GROSS_MIN, start + delta)));
  };
  const differs = new Set(card.differences);
  const result = scoreCard(
    format,
    card.holes.map((h, i) => ({
      number: h.number,
      par: h.par,
      strokeIndex: h.strokeIndex,
      gross: scores[i] ?? null,
    })),
    card.playingHandicap ?? 0,
  );
  let toPar = 0;
  result.perHole.forEach((h, i) => {
    if (h.gross !== null) toPar += h.gross - (card.holes[i]?.par ?? 0);
  });
  const grossSoFar = scores.reduce<number>((sum, s) => sum + (s ?? 0), 0);
  const otherName = recorder === "player" ? (card.markerName ?? t.markerUnknown) : card.name;

  return (
    <Stack gap="md">
      {locked ? (
        <Alert color="green" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t.lockedText}
        </Alert>
      ) : card.differences.length > 0 ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {t.differences(card.differences.join(", "))}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="md" component="section" aria-label={texts.common.hole(hole.number)}>
        <Stack gap="sm">
          <Group justify="space-between" wrap="nowrap">
            <ActionIcon
              variant="default"
              size={48}
              aria-label={t.previous}
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
            >
              <IconChevronLeft size={24} aria-hidden />
            </ActionIcon>
            <Stack gap={0} align="center">
              <Text fw={700} fz="xl">
                {texts.common.hole(hole.number)}
              </Text>
              <Text size="sm" c="dimmed">
                {texts.common.par} {hole.par} · {texts.common.strokeIndex} {hole.strokeIndex}
                {hole.strokes !== 0 ? ` · ${texts.common.strokes(hole.strokes)}` : ""}
              </Text>
            </Stack>
            <ActionIcon
              variant="default"
              size={48}
              aria-label={t.next}
              disabled={index === holes - 1}
              onClick={() => setIndex(index + 1)}
            >
              <IconChevronRight size={24} aria-hidden />
            </ActionIcon>
          </Group>

          <SimpleGrid cols={2} spacing="sm">
            <Stack gap={4} align="center">
              <Text size="sm" fw={500}>
                {recorder === "player" ? t.yourScore : t.markedScore}
              </Text>
              <Group gap="xs" wrap="nowrap">
                <ActionIcon
                  size={56}
                  radius="xl"
                  variant="light"
                  aria-label={t.less(hole.number)}
                  disabled={!canWrite || value === HOLE_GROSS_MIN}
                  onClick={() => step(-1)}
                >
                  <IconMinus size={28} aria-hidden />
                </ActionIcon>
                <Text
                  fz={40}
                  fw={700}
                  miw={48}
                  ta="center"
                  data-testid="hole-score"
                  aria-live="polite"
                  c={differs.has(hole.number) ? "orange.8" : undefined}
                >
                  {value ?? "–"}
                </Text>
                <ActionIcon
                  size={56}
                  radius="xl"
                  variant="filled"
                  aria-label={t.more(hole.number)}
                  disabled={!canWrite || value === HOLE_GROSS_MAX}
                  onClick={() => step(1)}
                >
                  <IconPlus size={28} aria-hidden />
                </ActionIcon>
              </Group>
              {value !== null && canWrite ? (
                <Button
                  variant="subtle"
                  size="compact-sm"
                  aria-label={t.clearHole(hole.number)}
                  onClick={() => set(null)}
                >
                  {t.clear}
                </Button>
              ) : null}
            </Stack>
            <Stack gap={4} align="center">
              <Text size="sm" fw={500} ta="center">
                {recorder === "player" ? t.markerScore(otherName) : t.playerScore(otherName)}
              </Text>
              <Text
                fz={40}
                fw={700}
                c={differs.has(hole.number) ? "orange.8" : "dimmed"}
                data-testid="other-score"
              >
                {other?.holeScores[index] ?? "–"}
              </Text>
              {differs.has(hole.number) ? (
                <Badge color="orange" variant="light">
                  {t.differs}
                </Badge>
              ) : null}
            </Stack>
          </SimpleGrid>
        </Stack>
      </Paper>

      <Group gap="md" justify="center" wrap="wrap" aria-live="polite">
        <Text fw={500}>{t.thru(result.holesPlayed)}</Text>
        <Text fw={500}>{t.gross(grossSoFar)}</Text>
        <Text fw={500}>{t.toPar(toParText(result.holesPlayed > 0 ? toPar : 0))}</Text>
        {result.points !== null ? <Text fw={500}>{t.points(result.points)}</Text> : null}
      </Group>

      <nav aria-label={t.holes}>
        <SimpleGrid cols={{ base: 6, xs: 9 }} spacing={6}>
          {card.holes.map((h, i) => {
            const score = scores[i];
            const diff = differs.has(h.number);
            return (
              <UnstyledButton
                key={h.number}
                onClick={() => setIndex(i)}
                aria-current={i === index ? "step" : undefined}
                p={4}
                style={{
                  borderRadius: 6,
                  textAlign: "center",
                  border: `2px solid ${i === index ? "var(--mantine-primary-color-filled)" : diff ? "var(--mantine-color-orange-7)" : "var(--mantine-color-default-border)"}`,
                }}
              >
                <Text span size="xs" c="dimmed" display="block">
                  <VisuallyHidden>{texts.common.hole(h.number)}: </VisuallyHidden>
                  <span aria-hidden>{h.number}</span>
                </Text>
                <Text span fw={700} display="block">
                  {score ?? <span aria-hidden>·</span>}
                  {score === null || score === undefined ? (
                    <VisuallyHidden>{texts.common.notEntered}</VisuallyHidden>
                  ) : null}
                  {diff ? <VisuallyHidden> ({t.differs})</VisuallyHidden> : null}
                </Text>
              </UnstyledButton>
            );
          })}
        </SimpleGrid>
      </nav>

      {locked ? null : mine?.confirmedAt ? (
        <Alert color="blue" variant="light" icon={<IconCheck size={18} aria-hidden />}>
          {t.confirmed}
        </Alert>
      ) : (
        <Stack gap={4}>
          <Button
            size="lg"
            leftSection={<IconCheck size={20} aria-hidden />}
            disabled={!canWrite || !isComplete(scores, holes)}
            loading={confirm.isPending}
            onClick={() => confirm.mutate()}
          >
            {recorder === "player" ? t.confirm : t.confirmMarked}
          </Button>
          {isComplete(scores, holes) ? null : (
            <Text size="sm" c="dimmed" ta="center">
              {t.incomplete}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
  );
}
