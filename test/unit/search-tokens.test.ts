// documents_fts keeps no positions (detail=column), so FTS5 refuses a phrase: every query word must
// reach it as one token, whatever letters and digits it holds. Checked over every letter and digit
// of Unicode, against the table the migrations create.
import SqliteDatabase from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../src/config.js";
import { createServices } from "../../src/services.js";
import { migrateToLatest } from "../../src/storage/migrate.js";
import { searchTokens } from "../../src/storage/repos/search-text.js";
import { prepareDatabase } from "../support/start-server.js";

describe("search words and FTS5's tokenizer", () => {
  let database: Awaited<ReturnType<typeof prepareDatabase>>;
  let db: SqliteDatabase.Database;

  beforeAll(async () => {
    database = await prepareDatabase("sqlite");
    const services = createServices(loadConfig({ DATABASE_URL: database.databaseUrl, LOG_LEVEL: "silent" }));
    await migrateToLatest(services.db);
    await services.close();
    db = new SqliteDatabase(database.databaseUrl.slice("sqlite:".length));
  });
  afterAll(async () => {
    db?.close();
    await database?.drop();
  });

  it("never sends a word FTS5 would split", () => {
    const match = db.prepare("SELECT count(*) AS n FROM documents_fts WHERE documents_fts MATCH ?");
    const refused: string[] = [];
    for (let code = 0; code <= 0x10ffff; code++) {
      if (code >= 0xd800 && code <= 0xdfff) continue;
      const letter = String.fromCodePoint(code);
      if (!/[\p{L}\p{N}]/u.test(letter)) continue;
      for (const word of searchTokens(`a${letter}b`)) {
        try {
          match.get(`"${word}"*`);
        } catch {
          refused.push(`U+${code.toString(16).toUpperCase()}`);
        }
      }
    }
    expect(refused).toEqual([]);
  });

  it("splits words where FTS5 does, and keeps the rest whole", () => {
    expect(searchTokens("x\u19B0y Zephyr-rollout café 𞤢x")).toEqual(["x", "y", "zephyr", "rollout", "café", "𞤢x"]);
  });
});
