// Debian's Chromium, driven by playwright-core (which downloads no browser), for the browser tests.
// Without it they are skipped with a warning; under CI=true a missing Chromium fails the run.
// Every page test keeps screenshots in one folder and checks a page the same way (checkPage).
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type Page } from "playwright-core";
import { expect } from "vitest";

const CHROMIUM = process.env.SPRINTROOM_TEST_CHROMIUM ?? "/usr/bin/chromium";
const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const AXE = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

/** Where the page tests keep their screenshots (SPRINTROOM_SCREENSHOTS to move it). */
export const SCREENSHOTS = process.env.SPRINTROOM_SCREENSHOTS ?? join(ROOT, "test-artifacts", "screenshots");
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Whether the browser tests can run; call at module level, so a missing Chromium fails CI at once. */
export function chromiumAvailable(what: string): boolean {
  const available = existsSync(CHROMIUM);
  if (!available && process.env.CI === "true") throw new Error(`Chromium is not at ${CHROMIUM}; CI=true requires it (.ci/run installs it).`);
  if (!available) console.warn(`[sprintroom tests] no Chromium at ${CHROMIUM}: ${what} is skipped.`);
  return available;
}

export function launchChromium(): Promise<Browser> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
  });
}

let shared: Promise<Browser> | undefined;

/**
 * This worker's Chromium, launched on first use and shared by its suites one after another, as
 * sharedServer is (vitest.config.ts: isolate false): a launch costs about 3 s of CPU. A suite works
 * in browser contexts of its own (each one's cookies and storage apart) and closes them all at its
 * end (closeContexts); the browser ends with the worker.
 */
export async function sharedChromium(): Promise<Browser> {
  const browser = await (shared ??= launchChromium());
  if (browser.isConnected()) return browser;
  shared = launchChromium();
  return shared;
}

/** Closes every context a suite opened in the shared browser (their pages with them), as closing a browser of its own did. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  for (const context of browser?.contexts() ?? []) await context.close();
}

/** axe-core's serious and critical violations on the page as it is now (page code as text: these tests have no DOM types). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const violations = (await page.evaluate("axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations)")) as Array<{
    id: string;
    impact: string;
    nodes: Array<{ target: unknown }>;
  }>;
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id} (${v.impact}): ${JSON.stringify(v.nodes.map((n) => n.target))}`);
}

/**
 * What every page must be: kept as a screenshot (`<name>-<width>.png`), no wider than the window,
 * and (`axe`) without a serious or critical accessibility violation.
 */
export async function checkPage(page: Page, name: string, axe = true): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({ path: join(SCREENSHOTS, `${name}-${width}.png`), fullPage: true });
  if (axe) expect(await axeViolations(page), `${name} at ${width} px`).toEqual([]);
  const overflow = await page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth");
  expect(overflow, `${name} at ${width} px is wider than the window`).toBe(0);
}
