// Record ids: UUID v7, time-ordered, so "newest first" is ORDER BY id DESC and keyset cursors carry the last id.
import { v7 as uuidv7 } from "uuid";

export function newId(): string {
  return uuidv7();
}
