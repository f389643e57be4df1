// user, team, member, key and token commands: argv → domain/admin.ts → output.
import { parseArgs } from "node:util";
import {
  addMember,
  createCredential,
  createTeam,
  createUser,
  removeMember,
  revokeCredential,
  setTeamPlan,
  type AdminCredential,
} from "../../domain/admin.js";
import { invalidParam } from "../../domain/errors.js";
import type { Services } from "../../services.js";
import type { Output } from "../output.js";

type Options = Record<string, { type: "string" }>;

function read(args: string[], options: Options) {
  const { values, positionals } = parseArgs({ args, options, allowPositionals: true, strict: true });
  return { values: values as Record<string, string | undefined>, positionals };
}

function required(values: Record<string, string | undefined>, name: string): string {
  const value = values[name];
  if (value === undefined || value === "") throw invalidParam(name, `--${name} is required.`);
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

export async function runAdminCommand(services: Services, noun: string, verb: string | undefined, args: string[], out: Output): Promise<boolean> {
  const key = `${noun} ${verb ?? ""}`;
  switch (key) {
    case "user create": {
      const { values } = read(args, { email: { type: "string" }, name: { type: "string" } });
      out.print(await createUser(services, { email: required(values, "email"), name: required(values, "name") }));
      return true;
    }
    case "team create": {
      const { values } = read(args, { name: { type: "string" }, plan: { type: "string" } });
      out.print(await createTeam(services, { name: required(values, "name"), plan: values.plan }));
      return true;
    }
    case "team set-plan": {
      const { positionals } = read(args, {});
      out.print(await setTeamPlan(services, positional(positionals, 0, "TEAM"), positional(positionals, 1, "PLAN")));
      return true;
    }
    case "member add": {
      const { values } = read(args, { team: { type: "string" }, user: { type: "string" }, role: { type: "string" } });
      out.print(
        await addMember(services, { team: required(values, "team"), user: required(values, "user"), role: required(values, "role") }),
      );
      return true;
    }
    case "member remove": {
      const { values } = read(args, { team: { type: "string" }, user: { type: "string" } });
      out.print(await removeMember(services, { team: required(values, "team"), user: required(values, "user") }));
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
