import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/** AES-256-GCM with a random 96-bit nonce; the sealed form is "v1.<nonce>.<tag>.<ciphertext>" in base64url. */
export class SecretBox {
  private readonly key: Buffer;
  constructor(keyBase64: string) {
    this.key = Buffer.from(keyBase64, "base64");
    if (this.key.length !== 32) throw new Error("The encryption key must be 32 bytes (base64).");
  }

  seal(plain: string, associatedData: string): string {
    const nonce = randomBytes(12);
    const cipher = createCipheriv("aes-256-gcm", this.key, nonce);
    cipher.setAAD(Buffer.from(associatedData));
    const data = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
    return ["v1", nonce, cipher.getAuthTag(), data]
      .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
      .join(".");
  }

  /** Throws when the sealed value was changed, moved to another record or sealed with another key. */
  open(sealed: string, associatedData: string): string {
    const [version, nonce, tag, data] = sealed.split(".");
    if (version !== "v1" || !nonce || !tag || data === undefined) throw new Error("Unknown sealed format");
    const decipher = createDecipheriv("aes-256-gcm", this.key, Buffer.from(nonce, "base64url"));
    decipher.setAAD(Buffer.from(associatedData));
    decipher.setAuthTag(Buffer.from(tag, "base64url"));
    return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString(
      "utf8",
    );
  }
}
