// CLI output: JSON with --json, otherwise short `key: value` lines a person can read.
import type { CliIo } from "./io.js";

export interface Output {
  json: boolean;
  /** Where the command reads its input (a password) and writes. */
  io: CliIo;
  print(value: object): void;
  /** A sentence for a person, where JSON has only the record (printed with print). */
  say(text: string): void;
}

export function createOutput(json: boolean, io: CliIo): Output {
  const { stdout } = io;
  return {
    json,
    io,
    print(value) {
      if (json) {
        stdout.write(`${JSON.stringify(value, null, 2)}\n`);
        return;
      }
      for (const [key, v] of Object.entries(value)) {
        stdout.write(`${key}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}\n`);
      }
    },
    say(text) {
      if (!json) stdout.write(`${text}\n`);
    },
  };
}
