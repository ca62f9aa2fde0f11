import { createFileRoute } from "@tanstack/react-router";
import { CompetitionScreen } from "../../../features/competitions/CompetitionScreen.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/**
 * /competitions/{id} (issue 35): a competition's settings, its entrants and waiting list, the draw and the start
 * sheet; members enter and withdraw here too.
 */
export const Route = createFileRoute("/_authenticated/competitions/$competitionId")({
  loader: () => loadMessages("competitions", "validation", "competitionsValidation", "labels"),
  component: CompetitionRoute,
});

function CompetitionRoute() {
  const { competitionId } = Route.useParams();
  return <CompetitionScreen competitionId={competitionId} />;
}
