// migrate, user, team, member, key and token commands: argv → domain/operator/admin.ts → output. They need
// the database and what operations run with (src/cli/run-deps.ts), not the HTTP stack, logger or
// rate limiter, so they start fast. Team, member, key and token changes run operations, as the
// operator; here the flags only become the operation's input.
import { parseArgs } from "node:util";
import type { Config } from "../../config.js";
import {
  createKeyForUser,
  createTeamByOperator,
  createUser,
  issueTokenForUser,
  removeMembership,
  revokeKeyOfUser,
  revokeTokenByOperator,
  setMembership,
  setPassword,
  setTeamPlanByOperator,
} from "../../domain/operator/admin.js";
import { invalidParam } from "../../errors.js";
import { createDatabase } from "../../storage/database.js";
import { migrateToLatest } from "../../storage/migrate.js";
import type { RunDeps } from "../../domain/runtime/run.js";
import type { Output } from "../output.js";
import { cliRunDeps } from "../run-deps.js";
import { readNewPassword } from "../password-input.js";

type Options = Record<string, { type: "string" }>;

function read(args: string[], options: Options) {
  const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
  return { values: values as Record<string, string | undefined>, positionals };
}

function required(values: Record<string, string | boolean | undefined>, name: string): string {
  const value = values[name];
  if (typeof value !== "string" || value === "") throw invalidParam(name, `--${name} is required.`);
  return value;
}

function positional(positionals: string[], index: number, name: string): string {
  const value = positionals[index];
  if (value === undefined) throw invalidParam(name, `${name} is required.`);
  return value;
}

const SECONDS = { s: 1, m: 60, h: 3_600, d: 86_400 } as const;

/** `--expires-in` (`30d`, `12h`, `15m`, `90s`) in seconds; the operation checks the range. */
function lifetimeSeconds(value: string): number {
  const match = /^(\d{1,7})([smhd])$/.exec(value.trim());
  if (!match) throw invalidParam("expires-in", `'${value}' is not a lifetime like 30d, 12h, 15m or 90s.`);
  return Number(match[1]) * SECONDS[match[2] as keyof typeof SECONDS];
}

/** An API key lives whole days (the API's expiresInDays). */
function lifetimeDays(value: string): number {
  const seconds = lifetimeSeconds(value);
  if (seconds % SECONDS.d !== 0) throw invalidParam("expires-in", `An API key lives a whole number of days, like 90d; '${value}' is not.`);
  return seconds / SECONDS.d;
}

/** `--scopes read,write` as the list the operations take (read and write without the flag). */
const scopeList = (value: string | undefined) => (value ?? "read,write").split(",").map((scope) => scope.trim()).filter((scope) => scope !== "");

/** The name a key made without --name gets (the API asks every key for one). */
const CLI_KEY_NAME = "sprintroom CLI";

/** Runs one admin command on a freshly migrated database; false when there is no such command. */
export async function runAdminCommand(config: Config, noun: string, verb: string | undefined, args: string[], out: Output): Promise<boolean> {
  const db = createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    if (noun === "migrate") {
      out.print({ object: "migration", status: "up to date" });
      return true;
    }
    const deps = cliRunDeps(config, db, (message) => out.io.stderr.write(`sprintroom: ${message}\n`));
    try {
      return await runCommand(deps, `${noun} ${verb ?? ""}`, args, out);
    } finally {
      await deps.changes.close();
    }
  } finally {
    await db.close();
  }
}

async function runCommand(services: RunDeps, key: string, args: string[], out: Output): Promise<boolean> {
  switch (key) {
    case "user create": {
      const { values } = parseArgs({
        args,
        options: { email: { type: "string" }, name: { type: "string" }, "password-stdin": { type: "boolean" } },
        strict: true,
      });
      const email = required(values, "email");
      const name = required(values, "name");
      const password = values["password-stdin"] ? await readNewPassword(out.io) : undefined;
      out.print(await createUser(services, { email, name, password }));
      return true;
    }
    case "user set-password": {
      const { positionals } = read(args, {});
      const user = positional(positionals, 0, "USER");
      const updated = await setPassword(services, user, await readNewPassword(out.io));
      out.say(`Password set for ${updated.name} <${updated.email}>; they are signed out of every browser and sign in with it from now on.`);
      out.print(updated);
      return true;
    }
    case "team create": {
      const { values } = read(args, { name: { type: "string" }, plan: { type: "string" } });
      out.print((await createTeamByOperator(services, { name: required(values, "name"), plan: values.plan })) as object);
      return true;
    }
    case "team set-plan": {
      const { positionals } = read(args, {});
      out.print((await setTeamPlanByOperator(services, positional(positionals, 0, "TEAM"), positional(positionals, 1, "PLAN"))) as object);
      return true;
    }
    case "member add": {
      const { values } = read(args, { team: { type: "string" }, user: { type: "string" }, role: { type: "string" } });
      out.print(
        (await setMembership(services, { team: required(values, "team"), user: required(values, "user"), role: required(values, "role") })) as object,
      );
      return true;
    }
    case "member remove": {
      const { values } = read(args, { team: { type: "string" }, user: { type: "string" } });
      out.print((await removeMembership(services, { team: required(values, "team"), user: required(values, "user") })) as object);
      return true;
    }
    case "key create": {
      const { values } = read(args, { user: { type: "string" }, scopes: { type: "string" }, name: { type: "string" }, "expires-in": { type: "string" } });
      const expiresIn = values["expires-in"];
      const body = { name: values.name ?? CLI_KEY_NAME, scopes: scopeList(values.scopes), expiresInDays: expiresIn === undefined ? undefined : lifetimeDays(expiresIn) };
      out.print((await createKeyForUser(services, required(values, "user"), body)) as object);
      return true;
    }
    case "key revoke": {
      const { positionals } = read(args, {});
      out.print((await revokeKeyOfUser(services, positional(positionals, 0, "KEY_ID"))) as object);
      return true;
    }
    case "token create": {
      const { values } = read(args, { user: { type: "string" }, scopes: { type: "string" }, name: { type: "string" }, "expires-in": { type: "string" } });
      const expiresIn = values["expires-in"];
      const body = { name: values.name, scopes: scopeList(values.scopes), expiresInSeconds: expiresIn === undefined ? undefined : lifetimeSeconds(expiresIn) };
      out.print((await issueTokenForUser(services, required(values, "user"), body)) as object);
      return true;
    }
    case "token revoke": {
      const { positionals } = read(args, {});
      out.print((await revokeTokenByOperator(services, positional(positionals, 0, "TOKEN_ID"))) as object);
      return true;
    }
    default:
      return false;
  }
}
