import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from "@mantine/core";
import { IconArrowLeft, IconTrash, IconTrophy, IconUserPlus, IconUsers } from "@tabler/icons-react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useState } from "react";
import type { CompetitionDetail, Entry } from "../../../shared/competitions/competitions.ts";
import { isFourBall } from "../../../shared/competitions/model.ts";
import { clockTime } from "../../../shared/formats.ts";
import { formatHandicapIndex } from "../../../shared/handicap/tenths.ts";
import { formatMoney } from "../../../shared/money.ts";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { FactGrid } from "../../components/FactGrid.tsx";
import { LoadFailed, Loading } from "../../components/QueryStates.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useLocale, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { competitionKeys, competitionQuery, makeDraw, setStatus, withdraw } from "./api.ts";
import { LazyAddEntrantDialog, LazyCompetitionForm } from "./dialogs.ts";
import { EntryActions } from "./EntryActions.tsx";
import { statusColor } from "./format.ts";
import { PairDialog } from "./PairDialog.tsx";

/** /competitions/{id}: settings, entrants and waiting list, the draw and the start sheet. */
export function CompetitionScreen({ competitionId }: { competitionId: string }) {
  const t = useMessages("competitions");
  const { club } = useCurrentClub();
  const query = useQuery(competitionQuery(club.id, competitionId));
  usePageTitle(query.data?.name ?? t.title);
  return (
    <Stack gap="lg">
      <Anchor component={Link} to="/competitions" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={14} aria-hidden />
          {t.back}
        </Group>
      </Anchor>
      {query.isPending ? (
        <Loading label={t.title} />
      ) : query.isError ? (
        <LoadFailed title={t.loadFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : (
        <Detail competition={query.data} />
      )}
    </Stack>
  );
}

function Detail({ competition: c }: { competition: CompetitionDetail }) {
  const t = useMessages("competitions");
  const d = t.detail;
  const { club, can } = useCurrentClub();
  const locale = useLocale();
  const staff = can("competitions.manage");
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<"draw" | "cancel" | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: competitionKeys.all(club.id) });
  const status = useMutation({
    mutationFn: (next: "open" | "closed" | "cancelled") => setStatus(club.id, c.id, next),
    onSuccess: () => {
      setConfirm(null);
      notify(d.statusChanged);
    },
    onSettled: refresh,
  });
  const draw = useMutation({
    mutationFn: () => makeDraw(club.id, c.id),
    onSuccess: () => {
      setConfirm(null);
      notify(d.drawn);
    },
    onSettled: refresh,
  });
  const time = (x: string) => clockTime(x, club.timeFormat);
  const field = c.entries.filter((e) => e.status === "entered");
  const waiting = c.entries.filter((e) => e.status === "waiting");
  const editable = ["draft", "open", "closed"].includes(c.status);
  const drawable = c.status === "closed" || c.status === "drawn" || (c.status === "open" && !c.entriesOpen);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="wrap">
            <Title order={1} fz={{ base: 22, sm: 28 }} style={{ overflowWrap: "anywhere" }}>
              {c.name}
            </Title>
            <Badge color={statusColor[c.status]} variant="light">
              {t.statuses[c.status]}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed">
            {calendarDate(c.playDate, club)} · {c.courseName} · {t.places(c.entered, c.maxEntrants)}
            {c.waiting > 0 ? ` · ${t.waitingCount(c.waiting)}` : ""}
          </Text>
        </Stack>
        {staff ? (
          <Group gap="xs" wrap="wrap">
            {editable ? (
              <Button variant="default" onClick={() => setEditing(true)}>
                {d.edit}
              </Button>
            ) : null}
            {c.status === "draft" || c.status === "closed" ? (
              <Button variant="default" loading={status.isPending} onClick={() => status.mutate("open")}>
                {d.openEntries}
              </Button>
            ) : null}
            {c.status === "open" ? (
              <Button variant="default" loading={status.isPending} onClick={() => status.mutate("closed")}>
                {d.closeEntries}
              </Button>
            ) : null}
            {drawable ? (
              <Button onClick={() => setConfirm("draw")}>
                {c.status === "drawn" ? d.redraw : d.makeDraw}
              </Button>
            ) : null}
            {c.status !== "cancelled" && c.status !== "published" ? (
              <Button variant="subtle" color="red" onClick={() => setConfirm("cancel")}>
                {d.cancelCompetition}
              </Button>
            ) : null}
          </Group>
        ) : null}
      </Group>

      {c.myEntry || c.mayEnter ? <EntryActions competition={c} /> : null}

      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          <Title order={2} fz="lg">
            {d.settings}
          </Title>
          <FactGrid
            cols={{ base: 1, xs: 2, md: 3 }}
            facts={[
              { label: d.format, value: t.formats[c.format] },
              { label: d.allowance, value: `${c.allowancePercent} %` },
              {
                label: d.divisions,
                value: c.divisions
                  .map((x) =>
                    x.maxIndex === null ? x.name : `${x.name} (≤ ${formatHandicapIndex(x.maxIndex)})`,
                  )
                  .join(", "),
              },
              {
                label: d.window,
                value: `${calendarDate(c.entryOpensOn, club)} ${time(c.entryOpensTime)} – ${calendarDate(c.entryClosesOn, club)} ${time(c.entryClosesTime)}`,
              },
              { label: d.places, value: String(c.maxEntrants) },
              {
                label: d.entryFee,
                value: c.entryFeeMinor > 0 ? formatMoney(c.entryFeeMinor, c.currency, locale) : d.free,
              },
              {
                label: d.eligibility,
                value: [
                  c.eligibility.gender ? t.genders[c.eligibility.gender] : d.everyone,
                  c.eligibility.minIndex !== null || c.eligibility.maxIndex !== null
                    ? d.indexRange(
                        formatHandicapIndex(c.eligibility.minIndex),
                        formatHandicapIndex(c.eligibility.maxIndex),
                      )
                    : null,
                ]
                  .filter(Boolean)
                  .join(", "),
              },
              { label: d.counts, value: c.countsForHandicap ? d.yes : d.no },
              {
                label: d.draw,
                value: `${t.drawMethods[c.drawMethod]}, ${c.groupSize}, ${t.startTypes[c.startType]}, ${time(c.firstTeeTime)}`,
              },
            ]}
          />
        </Stack>
      </Card>

      {c.status === "drawn" || c.status === "published" ? <StartSheet competition={c} /> : null}

      <Card withBorder padding="md" radius="md">
        <Stack gap="sm">
          <Group justify="space-between" gap="xs">
            <Title order={2} fz="lg">
              {d.entrants}
            </Title>
            {staff && (c.status === "open" || c.status === "closed") ? (
              <Button
                variant="light"
                size="xs"
                leftSection={<IconUserPlus size={14} aria-hidden />}
                onClick={() => setAdding(true)}
              >
                {d.addEntrant}
              </Button>
            ) : null}
          </Group>
          {field.length === 0 ? (
            <EmptyState icon={<IconTrophy size={24} />} title={d.noEntrants} />
          ) : (
            <Entrants competition={c} entries={field} staff={staff} onChanged={refresh} />
          )}
          {waiting.length > 0 ? (
            <>
              <Title order={3} fz="md">
                {d.waitingList}
              </Title>
              <Entrants competition={c} entries={waiting} staff={staff} onChanged={refresh} waitingList />
            </>
          ) : null}
        </Stack>
      </Card>

      {c.status === "drawn" || c.status === "published" ? (
        <Group gap="md" wrap="wrap">
          <Text size="sm" fw={600}>
            {d.links}:
          </Text>
          {/* The pages of scores and results (issue 35 items 6, 7) are routed beside this one. */}
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link {...props} to="/competitions/$competitionId/card" params={{ competitionId: c.id }} />
            )}
          >
            {d.card}
          </Anchor>
          {staff ? (
            <Anchor
              size="sm"
              renderRoot={(props) => (
                <Link {...props} to="/competitions/$competitionId/scores" params={{ competitionId: c.id }} />
              )}
            >
              {d.scores}
            </Anchor>
          ) : null}
          <Anchor
            size="sm"
            renderRoot={(props) => (
              <Link
                {...props}
                to="/competitions/$competitionId/leaderboard"
                params={{ competitionId: c.id }}
              />
            )}
          >
            {d.leaderboard}
          </Anchor>
        </Group>
      ) : null}

      {staff ? (
        <>
          {editing ? (
            <LazyCompetitionForm
              opened={editing}
              competition={c}
              onClose={() => setEditing(false)}
              onSaved={refresh}
            />
          ) : null}
          {adding ? (
            <LazyAddEntrantDialog opened={adding} competition={c} onClose={() => setAdding(false)} />
          ) : null}
        </>
      ) : null}
      <ConfirmDialog
        opened={confirm === "draw"}
        title={d.confirmDraw.title}
        confirmLabel={d.confirmDraw.confirm}
        cancelLabel={d.confirmDraw.cancel}
        confirmColor="blue"
        loading={draw.isPending}
        onConfirm={() => draw.mutate()}
        onClose={() => setConfirm(null)}
      >
        {d.confirmDraw.text}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirm === "cancel"}
        title={d.confirmCancel.title}
        confirmLabel={d.confirmCancel.confirm}
        cancelLabel={d.confirmCancel.cancel}
        loading={status.isPending}
        onConfirm={() => status.mutate("cancelled")}
        onClose={() => setConfirm(null)}
      >
        {d.confirmCancel.text}
      </ConfirmDialog>
    </Stack>
  );
}

function Entrants({
  competition: c,
  entries,
  staff,
  waitingList = false,
  onChanged,
}: {
  competition: CompetitionDetail;
  entries: Entry[];
  staff: boolean;
  waitingList?: boolean;
  onChanged: () => void;
}) {
  const t = useMessages("competitions");
  const d = t.detail;
  const { club } = useCurrentClub();
  const remove = useMutation({
    mutationFn: (entryId: string) => withdraw(club.id, c.id, entryId),
    onSettled: onChanged,
  });
  const mayWithdraw = staff && (c.status === "open" || c.status === "closed");
  const fourBall = isFourBall(c.format);
  const [pairing, setPairing] = useState<Entry | null>(null);
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm">
        <Table.Thead>
          <Table.Tr>
            {waitingList ? <Table.Th>{d.columns.position}</Table.Th> : null}
            <Table.Th>{d.columns.name}</Table.Th>
            <Table.Th>{d.columns.index}</Table.Th>
            <Table.Th>{waitingList ? d.columns.request : d.columns.division}</Table.Th>
            {mayWithdraw ? (
              <Table.Th>
                <VisuallyHidden>{d.columns.actions}</VisuallyHidden>
              </Table.Th>
            ) : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((e) => (
            <Table.Tr key={e.id}>
              {waitingList ? <Table.Td>{e.waitingPosition}</Table.Td> : null}
              <Table.Td>
                <Stack gap={0}>
                  <Text size="sm" style={{ overflowWrap: "anywhere" }}>
                    {e.name}
                  </Text>
                  {e.guest ? (
                    <Text size="xs" c="dimmed">
                      {d.guestMark}
                      {e.homeClub ? `, ${e.homeClub}` : ""}
                    </Text>
                  ) : null}
                  {fourBall ? (
                    <Text size="xs" c={e.partnerName ? undefined : "dimmed"}>
                      {e.partnerName ? t.pair.withPartner(e.partnerName) : t.pair.noPartner}
                    </Text>
                  ) : null}
                </Stack>
              </Table.Td>
              <Table.Td>{formatHandicapIndex(e.handicapIndex)}</Table.Td>
              <Table.Td>
                {waitingList ? (e.timeRequest ? t.timeRequests[e.timeRequest] : "–") : (e.division ?? "–")}
              </Table.Td>
              {mayWithdraw ? (
                <Table.Td>
                  <Group gap={4} wrap="nowrap">
                    {fourBall ? (
                      <ActionIcon
                        variant="subtle"
                        aria-label={t.pair.action(e.name)}
                        onClick={() => setPairing(e)}
                      >
                        <IconUsers size={16} aria-hidden />
                      </ActionIcon>
                    ) : null}
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={d.withdrawEntrant(e.name)}
                      loading={remove.isPending && remove.variables === e.id}
                      onClick={() => remove.mutate(e.id)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Group>
                </Table.Td>
              ) : null}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {fourBall && staff ? (
        <PairDialog competition={c} entry={pairing} onClose={() => setPairing(null)} onChanged={onChanged} />
      ) : null}
    </Table.ScrollContainer>
  );
}

/** The start sheet: each group's time and tee (or hole), its players with their playing handicaps. */
function StartSheet({ competition: c }: { competition: CompetitionDetail }) {
  const t = useMessages("competitions");
  const d = t.detail;
  const { club } = useCurrentClub();
  const groups = [...new Set(c.entries.flatMap((e) => (e.groupNumber === null ? [] : [e.groupNumber])))].sort(
    (a, b) => a - b,
  );
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          {d.startSheet}
        </Title>
        <SimpleGrid
          cols={{ base: 1, sm: 2, lg: 3 }}
          spacing="sm"
          component="ol"
          p={0}
          m={0}
          style={{ listStyle: "none" }}
        >
          {groups.map((g) => {
            const players = c.entries.filter((e) => e.groupNumber === g && e.status === "entered");
            const first = players[0];
            if (!first) return null;
            const label = first.startLabel ?? String(first.startHole);
            return (
              <Card key={g} component="li" withBorder padding="sm" radius="sm">
                <Stack gap={4}>
                  <Text fw={600} size="sm">
                    {clockTime(first.startTime ?? "", club.timeFormat)} ·{" "}
                    {c.startType === "shotgun" ? d.hole(label) : d.tee(label)} · {d.group(g)}
                  </Text>
                  {players.map((p) => (
                    <Text key={p.id} size="sm">
                      {p.name}
                      {p.playingHandicap !== null ? ` (${d.playingHandicap(p.playingHandicap)})` : ""}
                    </Text>
                  ))}
                </Stack>
              </Card>
            );
          })}
        </SimpleGrid>
        {c.drawSeed ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: "anywhere" }}>
            {d.seed(c.drawSeed)}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}
