import { expect } from "vitest";
import { Client, linkIn, type TestApp } from "./test-app.ts";

export const PASSWORD = "correct horse battery";
let counter = 0;

/** Follows the newest confirmation link mailed to `email`, as a person clicking it; returns the answer. */
export async function followConfirmationLink(
  t: TestApp,
  email: string,
  client = new Client(t),
): Promise<Response> {
  const mail = await t.lastMailTo(email, "Confirm your e-mail address");
  if (!mail) throw new Error(`No confirmation e-mail to ${email}`);
  const link = new URL(linkIn(mail.text, /https?:\/\/[^/\s]+\/api\/auth\/verify-email\?\S+/));
  return client.request(`${link.pathname}${link.search}`);
}

/** An account made through the API as a person would (sign up, confirm the e-mail, sign in). */
export async function signedInClient(
  t: TestApp,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: "Ada", lastName: "Lovelace" },
  /** The client's address (X-Forwarded-For); by default one of 198.51.100.0/24. */
  ip = `198.51.100.${(++counter % 250) + 1}`,
): Promise<Client> {
  const client = new Client(t, ip);
  const signUp = await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, ...names });
  expect(signUp.status).toBe(200);
  expect((await followConfirmationLink(t, email, client)).status).toBe(302);
  const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(signIn.status).toBe(200);
  return client;
}
