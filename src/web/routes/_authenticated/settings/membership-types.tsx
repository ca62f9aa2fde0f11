import { createFileRoute } from "@tanstack/react-router";
import { MembershipTypesScreen } from "../../../features/membership-types/MembershipTypesScreen.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/** Spec section 2: the club's membership types (owners and admins). */
export const Route = createFileRoute("/_authenticated/settings/membership-types")({
  // The screen's texts and the messages of the type form's checks.
  loader: () => loadMessages("memberships", "validation"),
  component: MembershipTypesScreen,
});
