// The server's own key for secrets it must read back (src/auth/secret-box.ts): from the
// configuration, or from a file beside the data, made on the first start with a fresh random key.
// Every instance that shares a database must share this key (SPRINTROOM_SECRET_KEY, or the file).
import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import type { Config } from "../config.js";

export function loadSecretKey(config: Pick<Config, "secretKey" | "secretKeyFile">): Buffer {
  if (config.secretKey) return config.secretKey;
  const file = config.secretKeyFile;
  try {
    mkdirSync(dirname(file), { recursive: true });
    // `wx`: only if no file is there, so two processes starting at once agree on one key.
    writeFileSync(file, `${randomBytes(32).toString("base64")}\n`, { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const key = Buffer.from(readFileSync(file, "utf8").trim(), "base64");
  if (key.length !== 32) throw new Error(`${file} does not hold a 32-byte key in base64`);
  return key;
}
