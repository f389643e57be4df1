// CLI output: JSON with --json, otherwise short `key: value` lines a person can read.
export interface Output {
  json: boolean;
  print(value: object): void;
  /** A sentence for a person, where JSON has only the record (printed with print). */
  say(text: string): void;
}

export function createOutput(json: boolean): Output {
  return {
    json,
    print(value) {
      if (json) {
        process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
        return;
      }
      for (const [key, v] of Object.entries(value)) {
        process.stdout.write(`${key}: ${typeof v === "object" && v !== null ? JSON.stringify(v) : String(v)}\n`);
      }
    },
    say(text) {
      if (!json) process.stdout.write(`${text}\n`);
    },
  };
}
