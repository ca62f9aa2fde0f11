import { expect } from "vitest";
import { Client, linkIn, type TestApp } from "./test-app.ts";

export const PASSWORD = "correct horse battery";
let counter = 0;

/** An account made through the API as a person would (sign up, confirm the e-mail, sign in). */
export async function signedInClient(
  t: TestApp,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: "Ada", lastName: "Lovelace" },
): Promise<Client> {
  const client = new Client(t, `198.51.100.${(++counter % 250) + 1}`);
  const signUp = await client.post("/api/auth/sign-up/email", { email, password: PASSWORD, ...names });
  expect(signUp.status).toBe(200);
  const mail = await t.lastMailTo(email, "Confirm your e-mail address");
  const link = linkIn(mail?.text ?? "", /http:\/\/localhost:3000\/api\/auth\/verify-email\?\S+/);
  expect((await client.request(link.replace("http://localhost:3000", ""))).status).toBe(302);
  const signIn = await client.post("/api/auth/sign-in/email", { email, password: PASSWORD });
  expect(signIn.status).toBe(200);
  return client;
}
