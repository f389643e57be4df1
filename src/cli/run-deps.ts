// What runOperation needs for the CLI's commands, without the HTTP server's services (logger, rate
// limiter, metrics): the database, the settings, the AI provider the server would use, loaded only
// when an operation asks it something (no command does today, and loading the planner's libraries
// is a third of a command's start), and the server's secret key, read (or made, as the server
// does) only when an operation seals a secret.
import type { AiProvider } from "../ai/provider.js";
import { createSecretBox, type SecretBox } from "../auth/secret-box.js";
import { loadSecretKey } from "../auth/secret-key.js";
import type { Config } from "../config.js";
import type { RunDeps } from "../domain/runtime/run.js";
import { createAiQuota } from "../limits/ai-quota.js";
import type { Db } from "../storage/database.js";
import { newId } from "../storage/ids.js";
import { createAnnouncer } from "../live/announcer.js";
import { lookupHost } from "../webhooks/addresses.js";

function secretBoxOnFirstUse(config: Config): SecretBox {
  let box: SecretBox | undefined;
  const open = () => (box ??= createSecretBox(loadSecretKey(config)));
  return { seal: (plaintext) => open().seal(plaintext), open: (sealed) => open().open(sealed) };
}

function providerOnFirstUse(name: AiProvider["name"], load: () => Promise<AiProvider>): AiProvider {
  let provider: Promise<AiProvider> | undefined;
  const loaded = () => (provider ??= load());
  return { name, planSprint: async (request) => (await loaded()).planSprint(request), ask: async (request) => (await loaded()).ask(request) };
}

export function cliRunDeps(config: Config, db: Db, warn: (message: string) => void): RunDeps {
  const local = providerOnFirstUse("local", async () => (await import("../ai/local-provider.js")).createLocalProvider());
  const openai = () => providerOnFirstUse("openai", async () => (await import("../ai/openai-provider.js")).createOpenAiProvider(config.ai));
  return {
    db,
    config,
    ai: { provider: config.ai.provider === "openai" ? openai() : local, local },
    aiQuota: createAiQuota(db.kysely, config.aiQuotas),
    secrets: secretBoxOnFirstUse(config),
    now: () => new Date(),
    newId,
    lookupHost,
    // A command's commits reach the servers' open streams at once, through the deployment's feed
    // (on SQLite the servers notice them themselves). A lost announcement costs a stream its next
    // periodic read of the log (SPRINTROOM_STREAM_RECHECK), never an event.
    changes: createAnnouncer(config, db, (error) => warn(`streams were not told of this change (${error.message}); they read it at their next recheck`)),
  };
}
