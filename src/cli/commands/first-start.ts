// The first start's one-time secrets (the demo's API key) are for a person. On a terminal they are
// printed there. Anywhere else stdout is a log stream that others read and keep (a supervisor, a
// pipe, a log file), so they go into a file only its owner can read, in the data folder, and the log
// names the file, never the secret.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { flushLogs } from "../../logging.js";
import type { Services } from "../../services.js";

const FIRST_START_FILE = "first-start.txt";

export async function deliverFirstStart(services: Services, banner: string, dataDir: string, userEmail: string): Promise<void> {
  if (process.stdout.isTTY) {
    // After the log lines already written, not in the middle of them.
    await flushLogs(services.logger, 500);
    process.stdout.write(`${banner}\n`);
    return;
  }
  const file = join(dataDir, FIRST_START_FILE);
  try {
    mkdirSync(dataDir, { recursive: true });
    // A file left by an earlier first start keeps its old mode when overwritten: replace it instead.
    rmSync(file, { force: true });
    writeFileSync(file, `${banner}\nThis file is readable by its owner only. Delete it once you have kept the key.\n`, { mode: 0o600, flag: "wx" });
  } catch (error) {
    services.logger.error(
      { err: error, file },
      `first start: could not write the demo's API key to ${file}; make a key with \`sprintroom key create --user ${userEmail}\``,
    );
    return;
  }
  services.logger.info({ file }, `first start: created a demo team; its one-time API key is in ${file}`);
}
