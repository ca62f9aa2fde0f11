import { describe, expect, it } from "vitest";
import {
  recipientValues,
  renderBody,
  renderSubject,
  sanitizeBody,
} from "../../src/server/modules/communications/render.ts";
import { unknownVariables } from "../../src/shared/template-variables.ts";

const values = recipientValues({
  firstName: "<img src=x onerror=alert(1)>",
  lastName: "O'Brien",
  email: "ob@example.com",
  membershipNumber: "M-7",
  membershipTypeName: "Full & Weekend",
  membershipStatusLabel: "Active",
  membershipEndDate: "2027-03-31",
  clubName: "Pine Valley",
  dateFormat: "DD/MM/YYYY",
});

describe("template rendering", () => {
  it("puts a member's values into the body as text, never as markup", () => {
    const body = renderBody("<p>Dear {{first_name}} {{ last_name }}, ends {{membership_end}}</p>", values);
    expect(body.html).toBe("<p>Dear &lt;img src=x onerror=alert(1)&gt; O&#39;Brien, ends 31/03/2027</p>");
    expect(body.html).not.toContain("<img");
    expect(body.text).toBe("Dear <img src=x onerror=alert(1)> O'Brien, ends 31/03/2027");
  });

  it("fills the subject as plain text and leaves an unknown variable as written", () => {
    expect(renderSubject("{{club_name}}: {{membership_type}} {{nope}}", values)).toBe(
      "Pine Valley: Full & Weekend {{nope}}",
    );
  });

  it("names each unknown variable once, in order", () => {
    expect(unknownVariables("{{first_name}} {{frist_name}} {{ x }} {{frist_name}} {{}}")).toEqual([
      "frist_name",
      "x",
      "",
    ]);
    expect(unknownVariables("Hello {{first_name}} of {{club_name}}")).toEqual([]);
  });

  it("keeps what the editor writes and drops scripts, handlers and styles", () => {
    expect(
      sanitizeBody(
        '<p style="color:red" onclick="x()">Hi <strong>all</strong><script>alert(1)</script></p><a href="javascript:alert(1)">x</a><a href="https://club.example/{{membership_number}}">card</a>',
      ),
    ).toBe(
      '<p>Hi <strong>all</strong></p><a>x</a><a href="https://club.example/{{membership_number}}">card</a>',
    );
  });

  it("writes lists and links in the plain-text part", () => {
    const body = renderBody(
      '<p>Bring:</p><ul><li>shoes</li><li>balls</li></ul><p><a href="https://x.example">site</a></p>',
      values,
    );
    expect(body.text).toBe("Bring:\n\n- shoes\n- balls\n\nsite (https://x.example)");
  });

  it("checks a link's address after the values are put in: only http, https and mailto", () => {
    const named = (firstName: string) => ({ ...values, first_name: firstName });
    const link = '<p><a href="{{first_name}}">card</a></p>';
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "//evil.example",
      "vbscript:x",
    ]) {
      const body = renderBody(link, named(bad));
      expect(body.html, bad).toBe("<p><a>card</a></p>");
      expect(body.text, bad).toBe("card");
    }
    expect(renderBody(link, named("https://club.example/a?b=1&c=2")).html).toBe(
      '<p><a href="https://club.example/a?b=1&amp;c=2">card</a></p>',
    );
    expect(renderBody(link, named("mailto:desk@club.example")).html).toContain(
      'href="mailto:desk@club.example"',
    );
    expect(renderBody('<a href="https://club.example/{{membership_number}}">card</a>', values).html).toBe(
      '<a href="https://club.example/M-7">card</a>',
    );
  });
});
