import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-error.ts";
import { invitationFailure } from "./failures.ts";

const error = (status: number, title?: string, fields?: { path: string; message: string }[]) =>
  new ApiError(status, title ? { code: "BAD_REQUEST", title, ...(fields ? { fields } : {}) } : undefined);

describe("invitationFailure", () => {
  it("puts 422 messages on the fields", () => {
    expect(
      invitationFailure(
        error(422, "Check the fields", [{ path: "firstName", message: "Enter your first name." }]),
      ),
    ).toEqual({ kind: "fields", fields: { firstName: "Enter your first name." } });
  });

  it("looks the invitation up again after 404, 409 and 410", () => {
    expect(invitationFailure(error(404, "Invitation not found"))).toEqual({
      kind: "recheck",
      title: "Invitation not found",
    });
    expect(invitationFailure(error(409, "Failed to create user account. Sign in instead."))).toEqual({
      kind: "recheck",
      title: "Failed to create user account. Sign in instead.",
    });
    expect(invitationFailure(error(410, "Invitation has expired")).kind).toBe("recheck");
  });

  it("tells a signed-in account with another e-mail (403) apart", () => {
    expect(invitationFailure(error(403, "This invitation is for another e-mail address."))).toEqual({
      kind: "wrong-account",
      title: "This invitation is for another e-mail address.",
    });
  });

  it("shows other client errors with a title on the screen", () => {
    expect(invitationFailure(error(429, "Too many attempts. Try again in 30 seconds."))).toEqual({
      kind: "message",
      title: "Too many attempts. Try again in 30 seconds.",
    });
  });

  it("leaves expired sessions, server errors, lost connections and untitled errors to the app", () => {
    expect(invitationFailure(error(401, "Authentication required")).kind).toBe("global");
    expect(invitationFailure(error(500, "Internal")).kind).toBe("global");
    expect(invitationFailure(error(0)).kind).toBe("global");
    expect(invitationFailure(error(403)).kind).toBe("global");
    expect(invitationFailure(new TypeError("Failed to fetch")).kind).toBe("global");
  });
});
