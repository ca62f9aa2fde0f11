import { Button, Group, Stack } from "@mantine/core";
import { IconClipboardList, IconPencil } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { useCurrentClub } from "../../lib/current-club.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { eventsUrl, leaderboardQuery, scoreKeys } from "./api.ts";
import { LeaderboardView } from "./LeaderboardView.tsx";
import { useLiveBoard } from "./live-board.ts";

/** How often the leaderboard asks again while its events are not open (its ETag answers 304 while unchanged). */
const POLL_MS = 15_000;

/** The club's leaderboard of a competition, live: every member sees it; players reach their card from it. */
export function LeaderboardScreen({ competitionId }: { competitionId: string }) {
  const texts = useMessages("competitionScores");
  usePageTitle(texts.board.title);
  const { club, can } = useCurrentClub();
  const live = useLiveBoard(eventsUrl(club.id, competitionId), scoreKeys.board(club.id, competitionId));
  const board = useQuery({
    ...leaderboardQuery(club.id, competitionId),
    refetchInterval: live ? false : POLL_MS,
  });
  if (!board.data) return <NotLoaded query={board} texts={texts.common} />;
  return (
    <Stack gap="lg" maw={1100}>
      <LeaderboardView board={board.data} dateFormat={club.dateFormat} updatedAt={board.dataUpdatedAt} />
      <Group gap="xs">
        {board.data.competition.status === "drawn" ? (
          <Button
            component={Link}
            to={`/competitions/${competitionId}/card`}
            variant="default"
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {texts.common.myCard}
          </Button>
        ) : null}
        {can("competitions.manage") ? (
          <Button
            component={Link}
            to={`/competitions/${competitionId}/scores`}
            variant="default"
            leftSection={<IconClipboardList size={16} aria-hidden />}
          >
            {texts.common.scores}
          </Button>
        ) : null}
      </Group>
    </Stack>
  );
}
