import { hasLeadingZeroBits, proofInput } from "../../../shared/joining.ts";
import { sha256 } from "./sha256.ts";

/** Hashes tried at once: Web Crypto answers each digest asynchronously, so a batch keeps it busy. */
const BATCH = 256;

/**
 * Finds a nonce whose SHA-256(challenge ":" nonce) starts with `bits` zero bits (decision 032), with Web
 * Crypto (JavaScript's SHA-256 outside secure contexts), in batches; `onProgress` hears how many were tried. Runs in the proof's Web Worker (proof.worker.ts),
 * or in the page where workers are missing: each batch awaits the digests, so the page stays responsive.
 */
export async function solveProof(
  challenge: string,
  bits: number,
  onProgress: (tried: number) => void = () => undefined,
): Promise<string> {
  const encoder = new TextEncoder();
  // Web Crypto exists only in secure contexts (https, localhost): elsewhere the hash is computed in JavaScript.
  const subtle = globalThis.crypto?.subtle;
  const digest = subtle
    ? async (bytes: Uint8Array<ArrayBuffer>) => new Uint8Array(await subtle.digest("SHA-256", bytes))
    : async (bytes: Uint8Array<ArrayBuffer>) => sha256(bytes);
  for (let start = 0; ; start += BATCH) {
    const nonces = Array.from({ length: BATCH }, (_, i) => String(start + i));
    const hashes = await Promise.all(
      nonces.map((nonce) => digest(encoder.encode(proofInput(challenge, nonce)))),
    );
    const found = hashes.findIndex((hash) => hasLeadingZeroBits(hash, bits));
    if (found >= 0) return nonces[found] as string;
    if ((start / BATCH) % 8 === 0) onProgress(start + BATCH);
  }
}
