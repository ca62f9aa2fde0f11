import type { Context } from "hono";
import { type Auth, CLIENT_IP_HEADER } from "../auth/auth.ts";

/**
 * Signs an account that this request made in, as better-auth's own sign-in does, and sets its session cookies
 * on the answer (an invitation's registration, a joining applicant). The request's client goes with it, and
 * its address as the audit trail saw it.
 */
export async function signInNewAccount(
  auth: Auth,
  c: Context,
  account: { email: string; password: string },
  ipAddress: string | null,
): Promise<void> {
  const headers = new Headers({ "user-agent": c.req.header("user-agent") ?? "" });
  if (ipAddress) headers.set(CLIENT_IP_HEADER, ipAddress);
  const signedIn = await auth.api.signInEmail({
    body: { email: account.email, password: account.password },
    headers,
    returnHeaders: true,
  });
  for (const cookie of signedIn.headers.getSetCookie()) c.header("Set-Cookie", cookie, { append: true });
}
