// migrate, user, team, member, key and token commands: argv → domain/admin.ts → output. They need
// the database and what operations run with (src/cli/run-deps.ts), not the HTTP stack, logger or
// rate limiter, so they start fast. Team and member changes run operations, as the operator.
import { parseArgs } from "node:util";
import type { Config } from "../../config.js";
import {
  createCredential,
  createTeamByOperator,
  createUser,
  removeMembership,
  revokeCredential,
  setMembership,
  setPassword,
  setTeamPlanByOperator,
  type AdminCredential,
} from "../../domain/admin.js";
import { invalidParam } from "../../errors.js";
import { createDatabase } from "../../storage/database.js";
import { migrateToLatest } from "../../storage/migrate.js";
import type { RunDeps } from "../../domain/run.js";
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

function credentialOutput({ secret, ...credential }: AdminCredential & { secret: string }, field: "key" | "token") {
  return { ...credential, [field]: secret };
}

/** Runs one admin command on a freshly migrated database; false when there is no such command. */
export async function runAdminCommand(config: Config, noun: string, verb: string | undefined, args: string[], out: Output): Promise<boolean> {
  const db = createDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    if (noun === "migrate") {
      out.print({ object: "migration", status: "up to date" });
      return true;
    }
    return await runCommand(cliRunDeps(config, db), `${noun} ${verb ?? ""}`, args, out);
  } finally {
    await db.close();
  }
}

async function runCommand(services: RunDeps, key: string, args: string[], out: Output): Promise<boolean> {
  const noun = key.split(" ")[0];
  switch (key) {
    case "user create": {
      const { values } = parseArgs({
        args,
        options: { email: { type: "string" }, name: { type: "string" }, "password-stdin": { type: "boolean" } },
        strict: true,
      });
      const email = required(values, "email");
      const name = required(values, "name");
      const password = values["password-stdin"] ? await readNewPassword() : undefined;
      out.print(await createUser(services, { email, name, password }));
      return true;
    }
    case "user set-password": {
      const { positionals } = read(args, {});
      const user = positional(positionals, 0, "USER");
      const updated = await setPassword(services, user, await readNewPassword());
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
    case "key create":
    case "token create": {
      const type = noun === "key" ? "api_key" : "oauth_token";
      const { values } = read(args, {
        user: { type: "string" },
        scopes: { type: "string" },
        name: { type: "string" },
        "expires-in": { type: "string" },
      });
      const created = await createCredential(services, type, {
        user: required(values, "user"),
        scopes: values.scopes,
        name: values.name,
        expiresIn: values["expires-in"],
      });
      out.print(credentialOutput(created, noun === "key" ? "key" : "token"));
      return true;
    }
    case "key revoke":
    case "token revoke": {
      const { positionals } = read(args, {});
      const type = noun === "key" ? "api_key" : "oauth_token";
      out.print(await revokeCredential(services, type, positional(positionals, 0, noun === "key" ? "KEY_ID" : "TOKEN_ID")));
      return true;
    }
    default:
      return false;
  }
}
