import { createFileRoute } from "@tanstack/react-router";
import { MembershipTypesScreen } from "../../../features/membership-types/MembershipTypesScreen.tsx";

/** Spec section 2: the club's membership types (owners and admins). */
export const Route = createFileRoute("/_authenticated/settings/membership-types")({
  component: MembershipTypesScreen,
});
