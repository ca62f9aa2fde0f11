import { createFileRoute } from "@tanstack/react-router";
import { LeaderboardScreen } from "../../../features/competition-scores/LeaderboardScreen.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/** A competition's live leaderboard (issue 35 item 7), for every member; screen mode for the clubhouse. */
export const Route = createFileRoute("/_authenticated/competitions/$competitionId_/leaderboard")({
  staticData: { texts: ["competitionScores"] },
  loader: () => loadMessages("competitionScores"),
  component: CompetitionRoute,
});

function CompetitionRoute() {
  const { competitionId } = Route.useParams();
  const { club } = useCurrentClub();
  // One club's competition never shows in another: a new club is a new screen.
  return <LeaderboardScreen key={`${club.id}:${competitionId}`} competitionId={competitionId} />;
}
