// Secrets the server must read back (webhook signing secrets) are kept encrypted with AES-256-GCM
// under the server's key: a copy of the database alone does not give them away.
import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

export interface SecretBox {
  seal(plaintext: string): string;
  open(sealed: string): string;
}

const VERSION = "v1";

export function createSecretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error("The secret key must be 32 bytes");
  return {
    seal(plaintext) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
      return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64")}`;
    },
    open(sealed) {
      const [version, data] = sealed.split(":");
      if (version !== VERSION || data === undefined) throw new Error("Not a sealed secret");
      const bytes = Buffer.from(data, "base64");
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    },
  };
}
