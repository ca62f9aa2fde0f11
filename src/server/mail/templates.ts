/** E-mail bodies of the product: one layout, an HTML and a plain-text part. */

export function escapeHtml(value: string): string {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

export interface EmailContent {
  subject: string;
  html: string;
  text: string;
}

interface LayoutInput {
  subject: string;
  heading: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** A code shown large, for one-time codes. */
  code?: string;
  footer: string;
  primaryColor?: string;
}

export function renderEmail(input: LayoutInput): EmailContent {
  const color = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(input.primaryColor ?? "")
    ? input.primaryColor
    : "#0ea5e9";
  const paragraphs = input.paragraphs
    .map((p) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(p)}</p>`)
    .join("");
  const code = input.code
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(input.code)}</p>`
    : "";
  const action = input.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(input.action.url)}" style="display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(input.action.url)}" style="color:${color};word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : "";
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:#f4f5f7;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#1a1b1e">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
<div style="font-weight:700;font-size:18px;margin-bottom:16px;color:${color}">Clubhouse</div>
<div style="background:#ffffff;border-radius:8px;padding:32px">
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(input.heading)}</h1>
${paragraphs}${code}${action}
</div>
<p style="font-size:12px;color:#777;margin-top:16px">${escapeHtml(input.footer)}</p>
</div></body></html>`;
  const text = [
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.code ? [input.code, ""] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ""] : []),
    input.footer,
  ].join("\n");
  return { subject: input.subject, html, text };
}

const IGNORE = "If you did not ask for this, you can ignore this e-mail.";

export function verificationEmail(name: string, url: string): EmailContent {
  return renderEmail({
    subject: "Confirm your e-mail address",
    heading: `Welcome to Clubhouse, ${name}`,
    paragraphs: [
      "Confirm your e-mail address to finish creating your account. The link is valid for one hour.",
    ],
    action: { label: "Confirm e-mail address", url },
    footer: IGNORE,
  });
}

export function existingAccountEmail(url: string): EmailContent {
  return renderEmail({
    subject: "Someone tried to create an account with your e-mail",
    heading: "You already have an account",
    paragraphs: [
      "Somebody tried to create a Clubhouse account with this e-mail address, which already has one.",
      "If it was you, sign in instead, or reset your password if you have forgotten it.",
    ],
    action: { label: "Sign in", url },
    footer: IGNORE,
  });
}

export function resetPasswordEmail(name: string, url: string): EmailContent {
  return renderEmail({
    subject: "Reset your password",
    heading: "Reset your password",
    paragraphs: [
      `Hello ${name}, we received a request to reset the password of your Clubhouse account.`,
      "The link is valid for one hour. When you choose a new password, every other session is signed out.",
    ],
    action: { label: "Choose a new password", url },
    footer: IGNORE,
  });
}

export function oneTimeCodeEmail(code: string, minutes: number): EmailContent {
  return renderEmail({
    subject: `Your Clubhouse sign-in code: ${code}`,
    heading: "Your sign-in code",
    paragraphs: [`Enter this code to sign in. It is valid for ${minutes} minutes and can be used once.`],
    code,
    footer: IGNORE,
  });
}
