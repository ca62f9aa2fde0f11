import { createFileRoute } from "@tanstack/react-router";
import { ScoresGridScreen } from "../../../features/competition-scores/ScoresGridScreen.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/** Staff's scores of a competition (issue 35 item 6): paper cards, approvals, result statuses, publication and results. */
export const Route = createFileRoute("/_authenticated/competitions/$competitionId_/scores")({
  staticData: { texts: ["competitionScores"] },
  loader: () => loadMessages("competitionScores"),
  component: CompetitionRoute,
});

function CompetitionRoute() {
  const { competitionId } = Route.useParams();
  const { club } = useCurrentClub();
  // One club's competition never shows in another: a new club is a new screen.
  return <ScoresGridScreen key={`${club.id}:${competitionId}`} competitionId={competitionId} />;
}
