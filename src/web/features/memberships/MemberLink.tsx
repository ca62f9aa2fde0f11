import { Anchor } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import type { Member } from "../../../shared/members.ts";

/** A member's name, linking to their page (the memberships and applications lists). */
export function MemberLink({ member }: { member: Member }) {
  return (
    <Anchor
      renderRoot={(props) => <Link {...props} to="/members/$memberId" params={{ memberId: member.id }} />}
      size="sm"
      fw={500}
      style={{ overflowWrap: "anywhere" }}
    >
      {member.displayName}
    </Anchor>
  );
}
