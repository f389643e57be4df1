// Debian's Chromium, driven by playwright-core (which downloads no browser), for the browser tests.
// Without it they are skipped with a warning; under CI=true a missing Chromium fails the run.
import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

const CHROMIUM = process.env.SPRINTROOM_TEST_CHROMIUM ?? "/usr/bin/chromium";

/** Whether the browser tests can run; call at module level, so a missing Chromium fails CI at once. */
export function chromiumAvailable(what: string): boolean {
  const available = existsSync(CHROMIUM);
  if (!available && process.env.CI === "true") throw new Error(`Chromium is not at ${CHROMIUM}; CI=true requires it (.ci/run installs it).`);
  if (!available) console.warn(`[sprintroom tests] no Chromium at ${CHROMIUM}: ${what} is skipped.`);
  return available;
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}
