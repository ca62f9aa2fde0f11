import { createFileRoute } from "@tanstack/react-router";
import { PublicLeaderboard } from "../features/competition-scores/PublicLeaderboard.tsx";
import { loadMessages } from "../lib/i18n.ts";

/** A competition's public leaderboard by its link (issue 35 item 7): no sign-in, names and scores only. */
export const Route = createFileRoute("/leaderboard/$token")({
  loader: () => loadMessages("competitionScores"),
  component: PublicLeaderboardRoute,
});

function PublicLeaderboardRoute() {
  const { token } = Route.useParams();
  return <PublicLeaderboard key={token} token={token} />;
}
