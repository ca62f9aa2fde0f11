import { createFileRoute } from "@tanstack/react-router";
import { Suspense } from "react";
import { Permitted } from "../../components/NoPermission.tsx";
import { Loading } from "../../components/QueryStates.tsx";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { lazyComponent } from "../../lib/lazy.tsx";

// Only the roles that read the club's books download the screen's code (decision 018).
const JournalScreen = lazyComponent(() =>
  import("../../features/billing/JournalScreen.tsx").then((m) => m.JournalScreen),
);

/**
 * /billing/journal (issue 36, item 7, decision 078): the accountant's journal of a period, and the club's
 * accounts it is booked on. Owners, admins and managers (billing.read); every other role is told so.
 */
export const Route = createFileRoute("/_authenticated/billing_/journal")({
  staticData: { texts: ["billing", "labels"] },
  loader: async ({ context: { queryClient, selected } }) => {
    if (!selected.access.permissions.includes("billing.read")) return loadMessages("billing", "labels");
    await Promise.all([
      loadMessages("billing", "billingValidation", "validation", "labels"),
      JournalScreen.preload().catch(() => undefined),
      import("../../features/billing/journal-api.ts").then(({ journalSettingsQuery }) =>
        queryClient.prefetchQuery(journalSettingsQuery(selected.club.id)),
      ),
    ]);
  },
  component: JournalRoute,
});

function JournalRoute() {
  const t = useMessages("billing").journal;
  return (
    <Permitted permission="billing.read" title={t.noPermission.title} text={t.noPermission.text}>
      <Suspense fallback={<Loading label={t.loading} />}>
        <JournalScreen />
      </Suspense>
    </Permitted>
  );
}
