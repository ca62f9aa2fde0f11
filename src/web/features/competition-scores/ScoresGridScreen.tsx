import {
  Alert,
  Badge,
  Button,
  CopyButton,
  Group,
  NumberInput,
  Paper,
  Select,
  Stack,
  Switch,
  Table,
  Text,
  TextInput,
} from "@mantine/core";
import {
  IconCheck,
  IconCopy,
  IconDownload,
  IconLock,
  IconLockOpen,
  IconSend,
  IconTrophy,
} from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import { type ResultStatus, resultStatuses } from "../../../shared/competitions/model.ts";
import type { Card, ScoresGrid } from "../../../shared/competitions/scores.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import {
  approveCard,
  gridQuery,
  publishResults,
  resultsCsvHref,
  saveStaffCard,
  scoreKeys,
  setPublicLink,
  setResultStatus,
  unlockCard,
} from "./api.ts";

/**
 * Staff's scores of a competition (issue 35 item 6): every card in a grid, where a paper card is typed in
 * (one row per player, a field per hole) and saved whole, a card is approved (locked) or unlocked to be
 * corrected, and a result that is not a returned card is recorded; above it, the results' publication, their CSV and the public link.
 */
export function ScoresGridScreen({ competitionId }: { competitionId: string }) {
  const texts = useMessages("competitionScores");
  const t = texts.grid;
  usePageTitle(t.title);
  const { club } = useCurrentClub();
  const queryClient = useQueryClient();
  const grid = useQuery(gridQuery(club.id, competitionId));
  const [publishing, setPublishing] = useState(false);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: scoreKeys.competition(club.id, competitionId) });

  const publish = useMutation({
    mutationFn: () => publishResults(club.id, competitionId),
    onSuccess: (answer) => {
      setPublishing(false);
      notify(t.published(answer.emailed));
    },
    onSettled: refresh,
  });
  const link = useMutation({
    mutationFn: (enabled: boolean) => setPublicLink(club.id, competitionId, enabled),
    onSettled: refresh,
  });

  if (!grid.data) return <NotLoaded query={grid} texts={texts.common} />;
  const { competition, cards } = grid.data;
  const publicUrl = competition.publicToken
    ? `${window.location.origin}/leaderboard/${competition.publicToken}`
    : null;

  return (
    <Stack gap="lg" maw={1400}>
      <ScreenHeader title={`${t.title}: ${competition.name}`} intro={t.intro(competition.name)}>
        <Group gap="xs" wrap="wrap">
          <Button
            component={Link}
            to={`/competitions/${competitionId}/leaderboard`}
            variant="default"
            leftSection={<IconTrophy size={16} aria-hidden />}
          >
            {texts.common.leaderboard}
          </Button>
          <Button
            variant="default"
            component="a"
            href={resultsCsvHref(club.id, competitionId)}
            download
            leftSection={<IconDownload size={16} aria-hidden />}
          >
            {t.download}
          </Button>
          {competition.scoring ? (
            <Button leftSection={<IconSend size={16} aria-hidden />} onClick={() => setPublishing(true)}>
              {t.publish}
            </Button>
          ) : null}
        </Group>
      </ScreenHeader>

      {competition.status === "published" ? (
        <Alert color="green" variant="light" icon={<IconLock size={18} aria-hidden />}>
          {t.isPublished}
        </Alert>
      ) : null}

      <Paper withBorder radius="md" p="md">
        <Stack gap="xs">
          <Switch
            label={t.publicLink}
            description={t.publicLinkHelp}
            checked={competition.publicToken !== null}
            disabled={link.isPending}
            onChange={(event) => link.mutate(event.currentTarget.checked)}
          />
          {publicUrl ? (
            <Group gap="xs" wrap="nowrap">
              <TextInput readOnly value={publicUrl} aria-label={t.publicLink} style={{ flex: 1 }} />
              <CopyButton value={publicUrl}>
                {({ copied, copy }) => (
                  <Button
                    variant="default"
                    onClick={copy}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                  >
                    {copied ? t.copied : t.copy}
                  </Button>
                )}
              </CopyButton>
            </Group>
          ) : null}
        </Stack>
      </Paper>

      {cards.length === 0 ? (
        <EmptyState icon={<IconTrophy size={24} stroke={1.75} />} title={t.empty}>
          {t.emptyText}
        </EmptyState>
      ) : (
        // Scrolled with the keyboard too: after the results no row has a button to reach it by.
        <Table.ScrollContainer minWidth={900} type="native" tabIndex={0} role="region" aria-label={t.title}>
          <Table striped withTableBorder verticalSpacing={4} horizontalSpacing={4} fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t.player}</Table.Th>
                <Table.Th scope="col">{t.handicap}</Table.Th>
                {cards[0]?.holes.map((h) => (
                  <Table.Th key={h.number} scope="col" ta="center">
                    {h.number}
                  </Table.Th>
                ))}
                <Table.Th scope="col">{texts.common.total}</Table.Th>
                <Table.Th scope="col">{t.result}</Table.Th>
                <Table.Th scope="col">{t.actions}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cards.map((card) => (
                <GridRow
                  key={card.entryId}
                  card={card}
                  competition={competition}
                  competitionId={competitionId}
                  onChanged={refresh}
                />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ConfirmDialog
        opened={publishing}
        onClose={() => setPublishing(false)}
        title={t.publishTitle}
        confirmColor="brand"
        confirmLabel={t.publish}
        loading={publish.isPending}
        onConfirm={() => publish.mutate()}
      >
        {t.publishText}
      </ConfirmDialog>
    </Stack>
  );
}

/** The scores that show for a card: staff's, else the player's, else the marker's. */
function shownScores(card: Card): (number | null)[] {
  return (
    card.staff?.holeScores ?? card.player?.holeScores ?? card.marker?.holeScores ?? card.holes.map(() => null)
  );
}

function GridRow({
  card,
  competition,
  competitionId,
  onChanged,
}: {
  card: Card;
  competition: ScoresGrid["competition"];
  competitionId: string;
  onChanged: () => void;
}) {
  const texts = useMessages("competitionScores");
  const t = texts.grid;
  const { club } = useCurrentClub();
  const [scores, setScores] = useState<(number | null)[]>(() => shownScores(card));
  const [dirty, setDirty] = useState(false);
  const locked = card.cardStatus === "locked";
  const editable = competition.scoring && !locked;
  const differs = new Set(card.differences);

  const save = useMutation({
    mutationFn: () => saveStaffCard(club.id, competitionId, card.entryId, scores),
    onSuccess: () => {
      setDirty(false);
      notify(t.saved(card.name));
    },
    onSettled: onChanged,
  });
  const approve = useMutation({
    mutationFn: async () => {
      if (dirty) await saveStaffCard(club.id, competitionId, card.entryId, scores);
      return approveCard(club.id, competitionId, card.entryId);
    },
    onSuccess: () => {
      setDirty(false);
      notify(t.approved(card.name));
    },
    onSettled: onChanged,
  });
  const [unlocking, setUnlocking] = useState(false);
  const unlock = useMutation({
    mutationFn: () => unlockCard(club.id, competitionId, card.entryId),
    onSuccess: () => {
      setUnlocking(false);
      notify(t.unlocked(card.name));
    },
    onSettled: onChanged,
  });
  const result = useMutation({
    mutationFn: (status: ResultStatus) => setResultStatus(club.id, competitionId, card.entryId, status),
    onSuccess: () => notify(t.resultSaved(card.name)),
    onSettled: onChanged,
  });

  const total = scores.every((s) => s !== null) ? scores.reduce<number>((a, s) => a + (s ?? 0), 0) : null;
  return (
    <Table.Tr>
      <Table.Th scope="row" fw={500}>
        <Group gap={4} wrap="nowrap">
          <Text inherit>{card.name}</Text>
          {locked ? (
            <Badge color="green" variant="light" size="sm" leftSection={<IconLock size={10} aria-hidden />}>
              {texts.common.locked}
            </Badge>
          ) : null}
          {card.differences.length > 0 ? (
            <Badge color="orange" variant="light" size="sm">
              {t.differsFrom}
            </Badge>
          ) : null}
        </Group>
      </Table.Th>
      <Table.Td>{card.playingHandicap ?? ""}</Table.Td>
      {card.holes.map((h, i) => (
        <Table.Td key={h.number} p={2}>
          <NumberInput
            size="xs"
            w={44}
            hideControls
            min={1}
            max={20}
            allowDecimal={false}
            allowNegative={false}
            aria-label={t.holeOf(card.name, h.number)}
            value={scores[i] ?? ""}
            disabled={!editable}
            styles={
              differs.has(h.number) ? { input: { borderColor: "var(--mantine-color-orange-7)" } } : undefined
            }
            onChange={(value) => {
              const next = [...scores];
              next[i] = typeof value === "number" ? value : null;
              setScores(next);
              setDirty(true);
            }}
          />
        </Table.Td>
      ))}
      <Table.Td fw={600}>{total ?? ""}</Table.Td>
      <Table.Td>
        <Select
          size="xs"
          w={150}
          aria-label={t.resultOf(card.name)}
          allowDeselect={false}
          disabled={!competition.scoring}
          value={card.resultStatus}
          data={resultStatuses.map((s) => ({ value: s, label: texts.common.resultStatus[s] }))}
          onChange={(value) => value && result.mutate(value as ResultStatus)}
        />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Button
            size="xs"
            variant="default"
            disabled={!editable || !dirty}
            loading={save.isPending}
            onClick={() => save.mutate()}
          >
            {t.save}
          </Button>
          {locked ? (
            <Button
              size="xs"
              variant="default"
              disabled={!competition.scoring}
              leftSection={<IconLockOpen size={14} aria-hidden />}
              aria-label={t.unlockOf(card.name)}
              onClick={() => setUnlocking(true)}
            >
              {t.unlock}
            </Button>
          ) : (
            <Button
              size="xs"
              disabled={!editable}
              loading={approve.isPending}
              onClick={() => approve.mutate()}
            >
              {t.approve}
            </Button>
          )}
        </Group>
        <ConfirmDialog
          opened={unlocking}
          onClose={() => setUnlocking(false)}
          title={t.unlockTitle(card.name)}
          confirmColor="brand"
          confirmLabel={t.unlock}
          loading={unlock.isPending}
          onConfirm={() => unlock.mutate()}
        >
          {t.unlockText}
        </ConfirmDialog>
      </Table.Td>
    </Table.Tr>
  );
}
