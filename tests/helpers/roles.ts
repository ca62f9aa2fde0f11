import { eq } from "drizzle-orm";
import { user } from "../../src/server/db/schema/auth.ts";
import { clubAdmins, members } from "../../src/server/db/schema/clubs.ts";
import type { TestApp } from "./test-app.ts";

/** The id of the account with this e-mail address. */
export async function userIdOf(t: TestApp, email: string): Promise<string> {
  const [row] = await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`No account for ${email}`);
  return row.id;
}

/**
 * Gives an account a role in a club by writing the record that decides it (spec section 6), as invitations
 * will: an active `club_admins` record for admin and manager, an active `members` record for member.
 */
export async function giveRole(
  t: TestApp,
  clubId: string,
  email: string,
  role: "admin" | "manager" | "member",
): Promise<void> {
  const userId = await userIdOf(t, email);
  if (role === "member") {
    await t.database.db.insert(members).values({ clubId, userId, role: "member", status: "active", email });
  } else {
    await t.database.db.insert(clubAdmins).values({ clubId, userId, role, status: "active", email });
  }
}
