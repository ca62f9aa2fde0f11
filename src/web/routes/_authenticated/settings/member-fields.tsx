import { createFileRoute } from "@tanstack/react-router";
import { MemberFieldsScreen } from "../../../features/member-fields/MemberFieldsScreen.tsx";
import { loadMessages } from "../../../lib/i18n.ts";

/** Issue 32 §2: the club's custom member fields (owners and admins; decision 064). */
export const Route = createFileRoute("/_authenticated/settings/member-fields")({
  loader: () => loadMessages("memberships", "validation"),
  component: MemberFieldsScreen,
});
