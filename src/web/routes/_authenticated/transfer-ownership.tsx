import { createFileRoute, useRouter } from "@tanstack/react-router";
import type { AcceptedTransfer } from "../../../shared/ownership-transfer.ts";
import { TransferOwnershipAnswer } from "../../features/ownership-transfer/TransferOwnershipAnswer.tsx";
import { useArriveInClub } from "../../lib/arrive-in-club.ts";
import { clubCreated } from "../../lib/club-actions.ts";
import { loadMessages, useMessages } from "../../lib/i18n.ts";
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
  // The club becomes the selected one and its role is read again: the new owner lands on its dashboard with
  // the owner's screens, told so.
  const onAccepted = useArriveInClub(async (queryClient, accepted: AcceptedTransfer) => {
    await clubCreated(queryClient, accepted.clubId);
    return t.accepted(accepted.clubName);
  });
  return (
    <TransferOwnershipAnswer
      token={token}
      onAccepted={onAccepted}
      onDone={() => void router.navigate({ to: "/" })}
    />
  );
}
