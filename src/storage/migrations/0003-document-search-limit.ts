// Frozen: PostgreSQL's tsvector holds at most 1 MiB, less than 1,000,000 characters of varied words
// can need, so such a document failed to save (500). Past that size only the head of the content is
// indexed. SQLite's FTS5 has no such limit: nothing changes there.
import { sql, type Kysely } from "kysely";
import { isPostgres } from "./dialect.js";

// A tsvector costs at most about 6 bytes per character of text (one-letter words of 3-byte letters):
// 150,000 characters stay well under the limit.
const INDEXED_HEAD_CHARS = 150_000;

export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`CREATE FUNCTION document_search_vector(title text, content text) RETURNS tsvector
    LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE AS $$
    BEGIN
      RETURN setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B');
    EXCEPTION WHEN program_limit_exceeded THEN
      RETURN setweight(to_tsvector('english', title), 'A')
        || setweight(to_tsvector('english', left(content, ${sql.lit(INDEXED_HEAD_CHARS)})), 'B');
    END $$`.execute(db);
  await sql`ALTER TABLE documents DROP COLUMN search`.execute(db);
  await sql`ALTER TABLE documents ADD COLUMN search tsvector
    GENERATED ALWAYS AS (document_search_vector(title, content)) STORED`.execute(db);
  await sql`CREATE INDEX documents_search_idx ON documents USING GIN (search)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`ALTER TABLE documents DROP COLUMN search`.execute(db);
  await sql`ALTER TABLE documents ADD COLUMN search tsvector GENERATED ALWAYS AS (
    setweight(to_tsvector('english', title), 'A') || setweight(to_tsvector('english', content), 'B')
  ) STORED`.execute(db);
  await sql`CREATE INDEX documents_search_idx ON documents USING GIN (search)`.execute(db);
  await sql`DROP FUNCTION document_search_vector(text, text)`.execute(db);
}
