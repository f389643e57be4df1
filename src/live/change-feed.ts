// The change feed: what tells the readers of a team's change stream that events of the team have
// committed. It carries no events, only team ids: the event log stays the one source of truth, and a
// woken reader reads the log after its own cursor (docs/decisions/0017-change-stream.md). A lost or
// duplicated announcement therefore costs a late or an empty read, never a lost or repeated event.

import type { Config } from "../config.js";

/** What the runner tells of its commits: a server's feed, or a `sprintroom` command's announcer (announcer.ts). */
export interface Announcer {
  /** Called after a transaction commits, with the teams whose events it wrote; never for a rollback or a dry run. Never throws. */
  announce(teamIds: Iterable<string>): void;
  /** Stops: a server's subscribers are not called again; a command's announcements still on their way are waited for (briefly). */
  close(): Promise<void>;
}

/** Subscribers of one team in this process, each woken at most once per turn of the event loop. */
export interface ChangeFeed extends Announcer {
  /** Calls `wake` (no arguments) whenever the team's events may have grown, here or on another instance; returns the unsubscribe. */
  subscribe(teamId: string, wake: () => void): () => void;
}

export type FeedKind = "memory" | "postgres" | "redis";

/** Which feed a deployment gets (SPRINTROOM_CHANGE_FEED, default `auto`): Redis pub/sub when REDIS_URL is set, else NOTIFY on PostgreSQL, else memory. */
export function feedKind(config: Pick<Config, "changeFeed" | "redisUrl">, engine: "sqlite" | "postgres"): FeedKind {
  if (config.changeFeed !== "auto") return config.changeFeed;
  if (config.redisUrl !== undefined) return "redis";
  return engine === "postgres" ? "postgres" : "memory";
}

/**
 * The subscribers of this process, by team: what every feed keeps, the shared ones adding only how
 * an announcement travels to the other instances. A wake throws into nobody: its errors are the
 * subscriber's.
 */
export class LocalSubscribers {
  private readonly byTeam = new Map<string, Set<() => void>>();

  subscribe(teamId: string, wake: () => void): () => void {
    let set = this.byTeam.get(teamId);
    if (set === undefined) {
      set = new Set();
      this.byTeam.set(teamId, set);
    }
    set.add(wake);
    return () => {
      const current = this.byTeam.get(teamId);
      if (current === undefined) return;
      current.delete(wake);
      if (current.size === 0) this.byTeam.delete(teamId);
    };
  }

  /** Every team's subscribers: a commit was seen whose teams are not known. */
  wakeAll(): void {
    this.wake([...this.byTeam.keys()]);
  }

  wake(teamIds: Iterable<string>): void {
    for (const teamId of teamIds) {
      const set = this.byTeam.get(teamId);
      if (set === undefined) continue;
      for (const wake of [...set]) wake();
    }
  }

  clear(): void {
    this.byTeam.clear();
  }
}

/**
 * The teams announced during one turn of the event loop, handed to `send` once, when the turn ends:
 * under a write load a turn commits many writes, often to one team, and each announcement woke its
 * subscribers (a read of the log each) and, between instances, sent a message of its own.
 */
export function perTurn(send: (teamIds: string[]) => void): (teamIds: Iterable<string>) => void {
  const pending = new Set<string>();
  const flush = () => {
    const teams = [...pending];
    pending.clear();
    send(teams);
  };
  return (teamIds) => {
    const idle = pending.size === 0;
    for (const teamId of teamIds) pending.add(teamId);
    if (idle && pending.size > 0) setImmediate(flush);
  };
}

/**
 * One process (SQLite): an announcement wakes this process's subscribers, on the next turn of the
 * event loop (the announcements of one turn together). `watchOtherWriters` (the database's) hears another process's commits, whose teams it
 * does not know: every subscriber is woken, and each reads its team's log after its own position.
 */
export function createMemoryChangeFeed(watchOtherWriters?: (onCommit: () => void) => () => void): ChangeFeed {
  const local = new LocalSubscribers();
  let closed = false;
  const stopWatching = watchOtherWriters?.(() => local.wakeAll());
  const wakeAtTurnEnd = perTurn((teams) => {
    if (!closed) local.wake(teams);
  });
  return {
    announce(teamIds) {
      if (!closed) wakeAtTurnEnd(teamIds);
    },
    subscribe: (teamId, wake) => local.subscribe(teamId, wake),
    async close() {
      closed = true;
      stopWatching?.();
      local.clear();
    },
  };
}

/**
 * What an announcement carries between instances: the sender's id (so that it wakes its own
 * subscribers directly, not a second time on the echo) and the team ids, space-separated (ids are
 * UUIDs). Kept well under PostgreSQL's 8000-byte NOTIFY payload by splitting.
 */
export const MESSAGE_TEAMS = 100;

export function encodeAnnouncement(instanceId: string, teamIds: readonly string[]): string[] {
  const messages: string[] = [];
  for (let start = 0; start < teamIds.length; start += MESSAGE_TEAMS) messages.push([instanceId, ...teamIds.slice(start, start + MESSAGE_TEAMS)].join(" "));
  return messages;
}

/** The teams of another instance's announcement, or none (our own echo, or a message that is not one). */
export function decodeAnnouncement(instanceId: string, message: string): string[] {
  const [sender, ...teams] = message.split(" ");
  return sender === instanceId || sender === undefined ? [] : teams.filter((team) => team !== "");
}
