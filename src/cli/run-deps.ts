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
import { createMemoryChangeFeed } from "../live/change-feed.js";
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

export function cliRunDeps(config: Config, db: Db): RunDeps {
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
    // A command's writes wake no stream directly: the servers' streams read them at their next
    // periodic read of the log (SPRINTROOM_STREAM_RECHECK), as they do any write they were not told of.
    changes: createMemoryChangeFeed(),
  };
}
