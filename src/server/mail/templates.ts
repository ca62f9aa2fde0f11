import type { InvitationRole } from "../../shared/admins.ts";
import { type DateFormat, formatDate, formatTime, type TimeFormat } from "../../shared/formats.ts";
import type { Locale } from "../../shared/i18n/locales.ts";
import { t } from "../i18n.ts";

/**
 * E-mail bodies of the product: one layout, an HTML and a plain-text part, each written in its reader's
 * language (`locale`, chosen by the caller: src/server/mail/recipient-locale.ts) from the "email" catalog.
 */

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

/** The four e-mail themes a club can choose (spec section 5: default, modern, classic, minimal). */
export type EmailTheme = "default" | "modern" | "classic" | "minimal";

export interface LayoutInput {
  /** The reader's language: the texts are given in it; the layout writes its own words and `lang` in it. */
  locale: Locale;
  subject: string;
  heading: string;
  paragraphs: string[];
  /** A quoted block, e.g. the inviter's own message. */
  quote?: { label: string; text: string };
  action?: { label: string; url: string };
  /** A code shown large, for one-time codes. */
  code?: string;
  /**
   * A body written in the rich-text editor, after the paragraphs: HTML already sanitised and with its values
   * escaped (src/server/modules/communications/render.ts), with its plain-text form.
   */
  body?: { html: string; text: string };
  /** The club's e-mail signature (its communication settings), plain text under the body. */
  signature?: string | null;
  /** A link under the footer, e.g. bulk mail's unsubscribe link. */
  footerLink?: { label: string; url: string };
  footer: string;
  primaryColor?: string;
  /** The name in the header: the product's, or the club's for club e-mail. */
  brand?: string;
  /** An absolute address of the club's logo, shown in the header. */
  logoUrl?: string | null;
  theme?: EmailTheme;
}

interface ThemeLook {
  body: string;
  font: string;
  card: string;
  header: (brand: string, color: string, logo: string) => string;
  heading: string;
  button: (color: string) => string;
}

const SANS = "-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif";
const themes: Record<EmailTheme, ThemeLook> = {
  default: {
    body: "#f4f5f7",
    font: SANS,
    card: "background:#ffffff;border-radius:8px;padding:32px",
    header: (brand, color, logo) =>
      `<div style="font-weight:700;font-size:18px;margin-bottom:16px;color:${color}">${logo}${brand}</div>`,
    heading: "margin:0 0 16px;font-size:22px",
    button: (color) =>
      `display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:600`,
  },
  modern: {
    body: "#eef1f6",
    font: SANS,
    card: "background:#ffffff;border-radius:16px;padding:32px;box-shadow:0 2px 8px rgba(0,0,0,.06)",
    header: (brand, color, logo) =>
      `<div style="background:${color};color:#ffffff;border-radius:16px;padding:20px 24px;margin-bottom:16px;font-weight:700;font-size:20px">${logo}${brand}</div>`,
    heading: "margin:0 0 16px;font-size:26px;letter-spacing:-0.5px",
    button: (color) =>
      `display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:14px 28px;border-radius:999px;font-weight:700`,
  },
  classic: {
    body: "#f7f4ee",
    font: "Georgia,'Times New Roman',serif",
    card: "background:#ffffff;border:1px solid #d9d2c3;padding:32px",
    header: (brand, color, logo) =>
      `<div style="text-align:center;border-bottom:3px double ${color};padding-bottom:12px;margin-bottom:16px;font-size:22px;color:${color}">${logo}${brand}</div>`,
    heading: "margin:0 0 16px;font-size:22px;font-weight:normal",
    button: (color) =>
      `display:inline-block;background:${color};color:#ffffff;text-decoration:none;padding:10px 22px;border-radius:2px`,
  },
  minimal: {
    body: "#ffffff",
    font: SANS,
    card: "padding:8px 0",
    header: (brand, _color, logo) =>
      `<div style="font-size:14px;color:#555;margin-bottom:8px">${logo}${brand}</div>`,
    heading: "margin:0 0 16px;font-size:20px;font-weight:600",
    button: (color) =>
      `display:inline-block;color:${color};text-decoration:underline;font-weight:600;padding:4px 0`,
  },
};

/** A paragraph of the layout's body text. */
function paragraphHtml(text: string): string {
  return `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
}

/** A rich-text body (a club's own wording) followed by paragraphs of the product's, as one body. */
export function withParagraphs(
  body: { html: string; text: string },
  paragraphs: string[],
): { html: string; text: string } {
  return {
    html: body.html + paragraphs.map(paragraphHtml).join(""),
    text: [body.text, ...paragraphs].join("\n\n"),
  };
}

export function renderEmail(input: LayoutInput): EmailContent {
  const texts = t("email", input.locale).layout;
  const color = /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(input.primaryColor ?? "")
    ? (input.primaryColor as string)
    : "#0ea5e9";
  const look = themes[input.theme ?? "default"] ?? themes.default;
  const brand = escapeHtml(input.brand ?? "Clubhouse");
  const logo = input.logoUrl
    ? `<img src="${escapeHtml(input.logoUrl)}" alt="" height="32" style="height:32px;vertical-align:middle;margin-right:10px;border:0">`
    : "";
  const paragraphs = input.paragraphs.map(paragraphHtml).join("");
  const quote = input.quote
    ? `<p style="margin:0 0 4px;font-size:13px;color:#555">${escapeHtml(input.quote.label)}</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:4px solid ${color};white-space:pre-line;line-height:1.5">${escapeHtml(input.quote.text)}</blockquote>`
    : "";
  const code = input.code
    ? `<p style="margin:8px 0 24px;font-size:32px;font-weight:700;letter-spacing:8px;font-family:monospace">${escapeHtml(input.code)}</p>`
    : "";
  const action = input.action
    ? `<p style="margin:8px 0 24px"><a href="${escapeHtml(input.action.url)}" style="${look.button(color)}">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(input.theme === "minimal" ? texts.linkFallback : texts.buttonFallback)}<br><a href="${escapeHtml(input.action.url)}" style="color:${color};word-break:break-all">${escapeHtml(input.action.url)}</a></p>`
    : "";
  const body = input.body ? `<div style="line-height:1.5">${input.body.html}</div>` : "";
  const signature = input.signature?.trim()
    ? `<p style="margin:16px 0 0;padding-top:12px;border-top:1px solid #e5e7eb;white-space:pre-line;line-height:1.5;color:#444">${escapeHtml(input.signature.trim())}</p>`
    : "";
  const footerLink = input.footerLink
    ? ` <a href="${escapeHtml(input.footerLink.url)}" style="color:#777">${escapeHtml(input.footerLink.label)}</a>`
    : "";
  const html = `<!doctype html>
<html lang="${input.locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;background:${look.body};font-family:${look.font};color:#1a1b1e">
<div style="max-width:560px;margin:0 auto;padding:32px 16px">
${look.header(brand, color, logo)}
<div style="${look.card}">
<h1 style="${look.heading}">${escapeHtml(input.heading)}</h1>
${paragraphs}${body}${quote}${code}${action}${signature}
</div>
<p style="font-size:12px;color:#777;margin-top:16px">${escapeHtml(input.footer)}${footerLink}</p>
</div></body></html>`;
  const text = [
    input.heading,
    "",
    ...input.paragraphs.flatMap((p) => [p, ""]),
    ...(input.body ? [input.body.text, ""] : []),
    ...(input.quote
      ? [`${input.quote.label}`, ...input.quote.text.split("\n").map((l) => `> ${l}`), ""]
      : []),
    ...(input.code ? [input.code, ""] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ""] : []),
    ...(input.signature?.trim() ? ["-- ", input.signature.trim(), ""] : []),
    input.footer,
    ...(input.footerLink ? [`${input.footerLink.label}: ${input.footerLink.url}`] : []),
  ].join("\n");
  return { subject: input.subject, html, text };
}

export function verificationEmail(locale: Locale, name: string, url: string): EmailContent {
  const texts = t("email", locale);
  const own = texts.verification;
  return renderEmail({
    locale,
    subject: own.subject,
    heading: own.heading(name),
    paragraphs: [own.text],
    action: { label: own.action, url },
    footer: texts.layout.ignore,
  });
}

export function existingAccountEmail(locale: Locale, url: string): EmailContent {
  const texts = t("email", locale);
  const own = texts.existingAccount;
  return renderEmail({
    locale,
    subject: own.subject,
    heading: own.heading,
    paragraphs: [own.text, own.hint],
    action: { label: own.action, url },
    footer: texts.layout.ignore,
  });
}

export function resetPasswordEmail(locale: Locale, name: string, url: string): EmailContent {
  const texts = t("email", locale);
  const own = texts.resetPassword;
  return renderEmail({
    locale,
    subject: own.subject,
    heading: own.heading,
    paragraphs: [own.greeting(name), own.text],
    action: { label: own.action, url },
    footer: texts.layout.ignore,
  });
}

export function oneTimeCodeEmail(locale: Locale, code: string, minutes: number): EmailContent {
  const texts = t("email", locale);
  const own = texts.oneTimeCode;
  return renderEmail({
    locale,
    subject: own.subject(code),
    heading: own.heading,
    paragraphs: [own.text(minutes)],
    code,
    footer: texts.layout.ignore,
  });
}

export interface InvitationEmailInput {
  /** The invitee's language (`memberEmailLocale`, src/server/mail/recipient-locale.ts). */
  locale: Locale;
  clubName: string | null | undefined;
  inviterName: string | null | undefined;
  role: InvitationRole;
  url: string;
  message?: string | null;
  validDays: number;
  /** When the invitation expires, written with the club's date and time format in its time zone. */
  expiresAt: Date;
  dateFormat: DateFormat;
  timeFormat: TimeFormat;
  timezone: string;
  theme: EmailTheme;
  primaryColor: string;
  logoUrl?: string | null;
  /**
   * The invitation's wording (its built-in template, issue 16: the club's version in the reader's language,
   * else the product's; issue 33), filled in and escaped: its subject, and its body before the product's
   * sentence of who invited in which role; the expiry, the inviter's message and the button stay the product's.
   */
  custom?: { subject: string; body: { html: string; text: string } } | null;
  /** The club's e-mail signature (its communication settings). */
  signature?: string | null;
}

/** Spec section 7: the invitation e-mail, themed with the club's e-mail theme and primary colour. */
export function invitationEmail(input: InvitationEmailInput): EmailContent {
  const { locale } = input;
  const own = t("email", locale).invitation;
  // Spec section 7's defaults when the club or the inviter has no name, in the reader's language.
  const club = input.clubName?.trim() || own.defaultClub;
  const inviter = input.inviterName?.trim() || own.defaultInviter;
  const expires = {
    date: formatDate(input.expiresAt, input.dateFormat, input.timezone),
    time: formatTime(input.expiresAt, input.timeFormat, input.timezone),
  };
  const validity = own.validity(input.validDays, expires);
  const custom = input.custom;
  return renderEmail({
    locale,
    subject: custom ? custom.subject : own.subject(club, input.role),
    heading: own.heading(club),
    ...(custom
      ? {
          paragraphs: [],
          // Who invited, in which role (spec section 7: the role shown capitalised), and the expiry.
          body: withParagraphs(custom.body, [own.invited(inviter, club, input.role), validity]),
        }
      : { paragraphs: [own.invited(inviter, club, input.role), validity] }),
    ...(input.message?.trim()
      ? { quote: { label: own.messageFrom(inviter), text: input.message.trim() } }
      : {}),
    action: { label: own.action, url: input.url },
    footer: own.footer,
    brand: club,
    logoUrl: input.logoUrl ?? null,
    primaryColor: input.primaryColor,
    theme: input.theme,
    signature: input.signature,
  });
}
