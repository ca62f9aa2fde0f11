import { createFileRoute } from "@tanstack/react-router";
import { useCallback } from "react";
import { GolfSettingsScreen } from "../../features/golf-settings/GolfSettingsScreen.tsx";
import {
  type GolfSettingsSearch,
  type GolfSettingsTab,
  golfSettingsSearchParams,
} from "../../features/golf-settings/search.ts";
import { HandicapSettingsCard } from "../../features/handicaps/HandicapSettingsCard.tsx";
import { loadMessages } from "../../lib/i18n.ts";

/**
 * /golf-settings (issue 14): booking rules, courses and blocks, for those who manage the golf settings (the
 * tab in the URL); every other role is told whom to ask.
 */
export const Route = createFileRoute("/_authenticated/golf-settings")({
  validateSearch: (search: Record<string, unknown>): GolfSettingsSearch => golfSettingsSearchParams(search),
  // The screen's texts, its checks' messages and the roles' names (for those who may not use it).
  // The handicap authority's card (issue 35) sits under the booking rules.
  loader: () => loadMessages("golfSettings", "validation", "golfValidation", "labels", "handicaps"),
  component: GolfSettingsRoute,
});

function GolfSettingsRoute() {
  const { tab } = Route.useSearch();
  const navigate = Route.useNavigate();
  const onTab = useCallback(
    (next: GolfSettingsTab) =>
      void navigate({ search: golfSettingsSearchParams({ tab: next }), replace: true }),
    [navigate],
  );
  return <GolfSettingsScreen tab={tab ?? "rules"} onTab={onTab} rulesExtra={<HandicapSettingsCard />} />;
}
