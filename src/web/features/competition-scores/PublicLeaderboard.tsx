import { Container } from "@mantine/core";
import { IconTrophyOff } from "@tabler/icons-react";
import { useQuery } from "@tanstack/react-query";
import { EmptyState } from "../../components/EmptyState.tsx";
import { NotLoaded } from "../../components/QueryStates.tsx";
import { usePageTitle } from "../../lib/document-title.ts";
import { useMessages } from "../../lib/i18n.ts";
import { publicEventsUrl, publicLeaderboardQuery, scoreKeys } from "./api.ts";
import { LeaderboardView } from "./LeaderboardView.tsx";
import { useLiveBoard } from "./live-board.ts";

/**
 * A competition's leaderboard by its public link: no sign-in; names and scores only, the play date in the club's
 * date format (the answer carries it).
 */
export function PublicLeaderboard({ token }: { token: string }) {
  const texts = useMessages("competitionScores");
  usePageTitle(texts.board.title);
  const live = useLiveBoard(publicEventsUrl(token), scoreKeys.publicBoard(token));
  const board = useQuery({ ...publicLeaderboardQuery(token), refetchInterval: live ? false : 15_000 });
  return (
    <Container size="lg" py="lg" component="main">
      {board.data ? (
        <LeaderboardView
          board={board.data}
          dateFormat={board.data.dateFormat}
          updatedAt={board.dataUpdatedAt}
          showClub
        />
      ) : board.isError ? (
        <EmptyState icon={<IconTrophyOff size={24} stroke={1.75} />} title={texts.board.notFound}>
          {texts.board.notFoundText}
        </EmptyState>
      ) : (
        <NotLoaded query={board} texts={texts.common} />
      )}
    </Container>
  );
}
