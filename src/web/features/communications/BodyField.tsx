import { Textarea } from "@mantine/core";
import { useState } from "react";

/*
 * The message's body until the club's rich-text editor (src/web/components/RichTextEditor.tsx, from the
 * templates' branch) is in this branch: the same controlled field (an HTML value), written as plain text.
 * Paragraphs become <p>, lines <br>; a template's HTML is kept as it is until the text is edited.
 */

const escapeHtml = (s: string) =>
  s.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;").replaceAll('"', "&quot;");

/** Plain text as the HTML a body is. */
export function textToHtml(text: string): string {
  return text
    .replaceAll("\r\n", "\n")
    .split(/\n{2,}/)
    .map((p) => p.trim())
    .filter((p) => p !== "")
    .map((p) => `<p>${escapeHtml(p).replaceAll("\n", "<br>")}</p>`)
    .join("");
}

/** A body's HTML as the text it reads (a template shown in the plain field). */
export function htmlToText(html: string): string {
  const doc = new DOMParser().parseFromString(
    html.replace(/<br\s*\/?>/gi, "\n").replace(/<\/(p|h[1-6]|li|div|blockquote)>/gi, "$&\n\n"),
    "text/html",
  );
  return (doc.body.textContent ?? "").replace(/\n{3,}/g, "\n\n").trim();
}

export function BodyField({
  label,
  description,
  value,
  onChange,
  error,
  required,
}: {
  label: string;
  description?: string;
  /** HTML. */
  value: string;
  onChange: (html: string) => void;
  error?: string;
  required?: boolean;
}) {
  // What the field shows: the text of the HTML it was given, or what was typed.
  const [typed, setTyped] = useState<{ html: string; text: string } | null>(null);
  const shown = typed && typed.html === value ? typed.text : htmlToText(value);
  return (
    <Textarea
      label={label}
      description={description}
      required={required}
      value={shown}
      error={error}
      autosize
      minRows={8}
      maxRows={20}
      onChange={(event) => {
        const text = event.currentTarget.value;
        const html = textToHtml(text);
        setTyped({ html, text });
        onChange(html);
      }}
    />
  );
}
