import { createHash, createPublicKey, verify } from "node:crypto";

/*
 * A DKIM check (RFC 6376) of a raw message against a public key, for the relaxed/relaxed canonicalisation and
 * rsa-sha256 that nodemailer signs with: what a receiving server does with the key it reads from DNS.
 */

function unfoldHeaders(head: string): { name: string; raw: string }[] {
  const lines = head.split("\r\n");
  const out: { name: string; raw: string }[] = [];
  for (const line of lines) {
    const last = out.at(-1);
    if (/^[ \t]/.test(line) && last) last.raw += `\r\n${line}`;
    else out.push({ name: line.slice(0, line.indexOf(":")).trim().toLowerCase(), raw: line });
  }
  return out;
}

function relaxedHeader(raw: string): string {
  const colon = raw.indexOf(":");
  const name = raw.slice(0, colon).trim().toLowerCase();
  const value = raw
    .slice(colon + 1)
    .replace(/\r\n/g, "")
    .replace(/[ \t]+/g, " ")
    .trim();
  return `${name}:${value}`;
}

function relaxedBody(body: string): string {
  const lines = body.split("\r\n").map((l) => l.replace(/[ \t]+/g, " ").replace(/ $/, ""));
  while (lines.length > 0 && lines.at(-1) === "") lines.pop();
  return lines.length === 0 ? "" : `${lines.join("\r\n")}\r\n`;
}

export function dkimTags(value: string): Map<string, string> {
  const tags = new Map<string, string>();
  for (const part of value.split(";")) {
    const eq = part.indexOf("=");
    if (eq > 0) tags.set(part.slice(0, eq).trim(), part.slice(eq + 1).replace(/\s+/g, ""));
  }
  return tags;
}

/** Whether the message's DKIM-Signature verifies with `publicKeyBase64` (the DNS record's p=). */
export function dkimVerifies(
  message: string,
  publicKeyBase64: string,
): { bodyHash: boolean; signature: boolean } {
  const split = message.indexOf("\r\n\r\n");
  const headers = unfoldHeaders(message.slice(0, split));
  const body = message.slice(split + 4);
  const signatureHeader = headers.find((h) => h.name === "dkim-signature");
  if (!signatureHeader) return { bodyHash: false, signature: false };
  const tags = dkimTags(signatureHeader.raw.slice(signatureHeader.raw.indexOf(":") + 1));
  const bodyHash = createHash("sha256").update(relaxedBody(body)).digest("base64") === tags.get("bh");
  // The signed headers, each taken from the bottom up as often as it is named.
  const used = new Map<string, number>();
  const signed: string[] = [];
  for (const name of (tags.get("h") ?? "").toLowerCase().split(":")) {
    const all = headers.filter((h) => h.name === name);
    const n = used.get(name) ?? 0;
    const header = all[all.length - 1 - n];
    used.set(name, n + 1);
    if (header) signed.push(`${relaxedHeader(header.raw)}\r\n`);
  }
  const withoutB = relaxedHeader(signatureHeader.raw).replace(/([;:]\s*b=)[^;]*/, "$1");
  const data = signed.join("") + withoutB;
  const key = createPublicKey({ key: Buffer.from(publicKeyBase64, "base64"), format: "der", type: "spki" });
  const signature = verify("sha256", Buffer.from(data), key, Buffer.from(tags.get("b") ?? "", "base64"));
  return { bodyHash, signature };
}
