import { createFileRoute } from "@tanstack/react-router";
import { CompetitionsScreen } from "../../../features/competitions/CompetitionsScreen.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/**
 * /competitions (issue 35): staff's list of competitions and "New competition"; members' upcoming competitions
 * with Enter and Withdraw.
 */
export const Route = createFileRoute("/_authenticated/competitions/")({
  loader: () => loadMessages("competitions", "validation", "competitionsValidation", "labels"),
  component: CompetitionsScreen,
});
