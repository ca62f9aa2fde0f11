import { Badge, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconTrophy } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { EmptyState } from "../../components/EmptyState.tsx";
import { PlainList } from "../../components/PlainList.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { calendarDate } from "../../lib/club-dates.ts";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { useMessages } from "../../lib/i18n.ts";
import { historyQuery } from "./api.ts";

/**
 * The member's competitions (issue 35 item 7): each with its date, division, position and score. `hideWhenEmpty`
 * (staff, who mostly play none): nothing at all until there is one.
 */
export function MyCompetitions({ hideWhenEmpty = false }: { hideWhenEmpty?: boolean }) {
  const texts = useMessages("competitionScores");
  const t = texts.history;
  const { club } = useCurrentClub();
  const history = useQuery(historyQuery(club.id));
  if (hideWhenEmpty && !history.data?.length) return null;
  return (
    <Stack gap="sm" component="section" aria-labelledby="my-competitions-title">
      <Title order={2} size="h4" id="my-competitions-title">
        {t.title}
      </Title>
      {!history.data ? (
        <NotLoaded query={history} texts={texts.common} minHeight={80} />
      ) : history.data.length === 0 ? (
        <EmptyState icon={<IconTrophy size={24} stroke={1.75} />} title={t.empty} />
      ) : (
        <PlainList gap="xs" labelledBy="my-competitions-title">
          {history.data.map((c) => (
            <Paper key={c.competitionId} withBorder radius="md" p="sm">
              <Group justify="space-between" wrap="nowrap" gap="sm">
                <Stack gap={0}>
                  <Text
                    fw={500}
                    renderRoot={(props) => (
                      <Link
                        {...props}
                        to="/competitions/$competitionId/leaderboard"
                        params={{ competitionId: c.competitionId }}
                      />
                    )}
                  >
                    {c.name}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {calendarDate(c.playDate, club)}
                    {c.division ? ` · ${c.division}` : ""}
                  </Text>
                </Stack>
                <Stack gap={2} align="flex-end">
                  {c.resultStatus !== "ok" ? (
                    <Badge color="gray" variant="light">
                      {texts.common.resultStatus[c.resultStatus]}
                    </Badge>
                  ) : c.status === "published" && c.position !== null ? (
                    <Badge variant="light">{t.position(c.position)}</Badge>
                  ) : (
                    <Badge color="gray" variant="light">
                      {t.pending}
                    </Badge>
                  )}
                  <Text size="sm">{c.points ?? c.net ?? c.gross ?? ""}</Text>
                </Stack>
              </Group>
            </Paper>
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
