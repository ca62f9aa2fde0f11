import { createFileRoute } from "@tanstack/react-router";
import { ScorecardScreen } from "../../../features/competition-scores/ScorecardScreen.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/** A player's scorecard on their phone (issue 35 item 6): their own card and the card of the player they mark. */
export const Route = createFileRoute("/_authenticated/competitions/$competitionId_/card")({
  staticData: { texts: ["competitionScores"] },
  loader: () => loadMessages("competitionScores"),
  component: CompetitionRoute,
});

function CompetitionRoute() {
  const { competitionId } = Route.useParams();
  const { club } = useCurrentClub();
  // One club's competition never shows in another: a new club is a new screen.
  return <ScorecardScreen key={`${club.id}:${competitionId}`} competitionId={competitionId} />;
}
