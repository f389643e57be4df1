// What runOperation needs for the CLI's commands, without the HTTP server's services (logger, rate
// limiter, metrics): the database, the settings, the AI provider the server would use, and the
// server's secret key, read (or made, as the server does) only when an operation seals a secret.
import { createLocalProvider } from "../ai/local-provider.js";
import { createOpenAiProvider } from "../ai/openai-provider.js";
import { createSecretBox, type SecretBox } from "../auth/secret-box.js";
import { loadSecretKey } from "../auth/secret-key.js";
import type { Config } from "../config.js";
import type { RunDeps } from "../domain/runtime/run.js";
import { createAiQuota } from "../limits/ai-quota.js";
import type { Db } from "../storage/database.js";
import { newId } from "../storage/ids.js";
import { lookupHost } from "../webhooks/addresses.js";

function secretBoxOnFirstUse(config: Config): SecretBox {
  let box: SecretBox | undefined;
  const open = () => (box ??= createSecretBox(loadSecretKey(config)));
  return { seal: (plaintext) => open().seal(plaintext), open: (sealed) => open().open(sealed) };
}

export function cliRunDeps(config: Config, db: Db): RunDeps {
  const local = createLocalProvider();
  return {
    db,
    config,
    ai: { provider: config.ai.provider === "openai" ? createOpenAiProvider(config.ai) : local, local },
    aiQuota: createAiQuota(db.kysely, config.aiQuotas),
    secrets: secretBoxOnFirstUse(config),
    now: () => new Date(),
    newId,
    lookupHost,
  };
}
