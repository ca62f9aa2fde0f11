import { Badge, Button, Card, Group, Stack, Text, Title } from "@mantine/core";
import { IconPlus, IconTrophy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { type ReactNode, useState } from "react";
import type { Competition } from "../../../shared/competitions/competitions.ts";
import { clockTime } from "../../../shared/formats.ts";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadFailed, Loading } from "../../components/QueryStates.tsx";
import { ScreenHeader } from "../../components/ScreenHeader.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { competitionsQuery } from "./api.ts";
import { LazyCompetitionForm } from "./dialogs.ts";
import { EntryActions } from "./EntryActions.tsx";
import { statusColor } from "./format.ts";

/**
 * /competitions (issue 35): staff see every competition and set up new ones; members see the competitions open
 * for entries or played, with their own entry and Enter / Withdraw, on a phone first.
 */
/** `history`: the route's slot below the list (the member's own competitions, from the scores feature). */
export function CompetitionsScreen({ history }: { history?: ReactNode }) {
  const t = useMessages("competitions");
  const { club, can } = useCurrentClub();
  const staff = can("competitions.manage");
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const query = useQuery(competitionsQuery(club.id));
  usePageTitle(t.title);

  return (
    <Stack gap="lg">
      <ScreenHeader title={t.title} intro={staff ? t.introStaff : t.introMember}>
        {staff ? (
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t.newCompetition}
          </Button>
        ) : undefined}
      </ScreenHeader>
      {query.isPending ? (
        <Loading label={t.title} />
      ) : query.isError ? (
        <LoadFailed title={t.loadFailed} retrying={query.isFetching} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState icon={<IconTrophy size={24} />} title={staff ? t.empty : t.emptyMember} />
      ) : (
        <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: "none" }}>
          {query.data.map((c) => (
            <li key={c.id}>
              <CompetitionCard competition={c} staff={staff} />
            </li>
          ))}
        </Stack>
      )}
      {history}
      {staff && creating ? (
        <LazyCompetitionForm
          opened={creating}
          competition={null}
          onClose={() => setCreating(false)}
          onSaved={(saved) =>
            void navigate({ to: "/competitions/$competitionId", params: { competitionId: saved.id } })
          }
        />
      ) : null}
    </Stack>
  );
}

function CompetitionCard({ competition: c, staff }: { competition: Competition; staff: boolean }) {
  const t = useMessages("competitions");
  const { club } = useCurrentClub();
  const time = (x: string) => clockTime(x, club.timeFormat);
  return (
    <Card withBorder padding="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={2} miw={0}>
            <Title order={2} fz="lg" style={{ overflowWrap: "anywhere" }}>
              <Link to="/competitions/$competitionId" params={{ competitionId: c.id }}>
                {c.name}
              </Link>
            </Title>
            <Text size="sm" c="dimmed">
              {calendarDate(c.playDate, club)} · {c.courseName} · {t.formats[c.format]}
            </Text>
          </Stack>
          <Badge color={statusColor[c.status]} variant="light" style={{ flexShrink: 0 }}>
            {t.statuses[c.status]}
          </Badge>
        </Group>
        <Text size="sm">
          {t.places(c.entered, c.maxEntrants)}
          {c.waiting > 0 ? ` · ${t.waitingCount(c.waiting)}` : ""}
        </Text>
        {c.status === "open" ? (
          <Text size="sm" c="dimmed">
            {c.entriesOpen
              ? t.closes(calendarDate(c.entryClosesOn, club), time(c.entryClosesTime))
              : t.opens(calendarDate(c.entryOpensOn, club), time(c.entryOpensTime))}
          </Text>
        ) : null}
        {staff ? null : <EntryActions competition={c} />}
      </Stack>
    </Card>
  );
}
