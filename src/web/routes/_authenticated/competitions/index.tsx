import { createFileRoute } from "@tanstack/react-router";
import { MyCompetitions } from "../../../features/competition-scores/MyCompetitions.tsx";
import { CompetitionsScreen } from "../../../features/competitions/CompetitionsScreen.tsx";
import { useCurrentClub } from "../../../lib/current-club.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/**
 * /competitions (issue 35): staff's list of competitions and "New competition"; members' upcoming competitions
 * with Enter and Withdraw, and below them the competitions they played (staff see theirs only when they have any).
 */
export const Route = createFileRoute("/_authenticated/competitions/")({
  loader: () =>
    loadMessages("competitions", "validation", "competitionsValidation", "labels", "competitionScores"),
  component: CompetitionsRoute,
});

function CompetitionsRoute() {
  const { can } = useCurrentClub();
  return <CompetitionsScreen history={<MyCompetitions hideWhenEmpty={can("competitions.manage")} />} />;
}
