import { useQueryClient } from "@tanstack/react-query";
import { createFileRoute, useRouter } from "@tanstack/react-router";
import { useCallback } from "react";
import type { AcceptedTransfer } from "../../../shared/ownership-transfer.ts";
import { TransferOwnershipAnswer } from "../../features/ownership-transfer/TransferOwnershipAnswer.tsx";
import { clubCreated } from "../../lib/club-actions.ts";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
import { notify } from "../../lib/notify.ts";
import { textParam } from "../../lib/search.ts";

/**
 * The link of the transfer's e-mail (decision 033). Signed-in screens only: signed out, the sign-in screen
 * comes first and brings the person back here with the token.
 */
export const Route = createFileRoute("/_authenticated/transfer-ownership")({
  validateSearch: (search: Record<string, unknown>): { token?: string } => ({
    token: textParam(search.token),
  }),
  loader: () => loadMessages("ownershipTransfer"),
  component: TransferOwnershipRoute,
});

function TransferOwnershipRoute() {
  const t = useMessages("ownershipTransfer").page;
  const { token } = Route.useSearch();
  const router = useRouter();
  const queryClient = useQueryClient();
  // The club becomes the selected one and its role is read again: the new owner lands on its dashboard with
  // the owner's screens, told so.
  const onAccepted = useCallback(
    async (accepted: AcceptedTransfer) => {
      await clubCreated(queryClient, accepted.clubId);
      notify(t.accepted(accepted.clubName));
      await router.navigate({ to: "/" });
    },
    [queryClient, router, t],
  );
  return (
    <TransferOwnershipAnswer
      token={token}
      onAccepted={onAccepted}
      onDone={() => void router.navigate({ to: "/" })}
    />
  );
}
