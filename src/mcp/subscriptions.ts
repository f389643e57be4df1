// Resource subscriptions (protocol 2026-07-28, `subscriptions/listen`): the resources a listen
// names are checked with the caller's access when it opens, then each team they belong to is
// watched through its event log, and every new event is told to the stream as
// `notifications/resources/updated` for the URIs it concerns. The event log is the source of
// truth; what wakes the watcher is wakeOnTeamChanges, the one seam to the change feed.
import type { Actor } from "../auth/actor.js";
import { authenticate } from "../auth/authenticate.js";
import { operationsOn } from "../domain/catalog.js";
import { runOperation } from "../domain/runtime/run.js";
import type { AnyOperation } from "../domain/runtime/operation.js";
import { AppError } from "../errors.js";
import type { Services } from "../services.js";
import { activitiesOf, parseResourceUri, readResource, type FeedEvent } from "./resources.js";

/** How often a watched team's event log is read when nothing woke it: a safety net for a change feed that was unreachable (a lost notification), not the way changes arrive. */
export const SAFETY_LOOK_MS = 15_000;
/** How often the stream's credential is checked again: a revoked or expired one ends it within this. */
export const CREDENTIAL_CHECK_MS = 30_000;
/** Events read per look at a team's log: more new ones than this between two looks still wake every URI they concern. */
const LOOK_BACK = 50;

const LIST_EVENTS = operationsOn("mcp").find((op) => op.toolName === "list_events") as AnyOperation;

/**
 * Calls `wake` whenever team `teamId` may have new events; returns the function that stops it. The
 * change feed (`services.changes`, woken after each commit here or on another instance) wakes it at
 * once; a look every SAFETY_LOOK_MS catches up after a notification the feed lost. The watcher reads
 * the log itself on each wake, so an extra wake costs one read and repeats nothing.
 */
export function wakeOnTeamChanges(services: Services, teamId: string, wake: () => void): () => void {
  const unsubscribe = services.changes.subscribe(teamId, wake);
  const timer = setInterval(wake, SAFETY_LOOK_MS);
  timer.unref();
  return () => {
    unsubscribe();
    clearInterval(timer);
  };
}

/** A subscribed resource, resolved to the team whose events concern it. */
export interface Watched {
  uri: string;
  teamId: string;
  /** For an activity: its id (its team's events about it wake it); absent for a team's feed. */
  activityId?: string;
}

/**
 * The URIs a listen names, each resolved with the caller's access (an activity's team from its
 * record). Refuses the first URI that is not ours or that the caller may not read: an AppError, or
 * `unknown` for a URI we do not serve.
 */
export async function resolveSubscriptions(
  services: Services,
  actor: Actor,
  requestId: string,
  uris: readonly string[],
): Promise<{ watched: Watched[] } | { refused: string; error?: AppError }> {
  const watched: Watched[] = [];
  for (const uri of new Set(uris)) {
    const resource = parseResourceUri(uri);
    if (!resource) return { refused: uri };
    try {
      const record = await readResource(services, actor, requestId, resource);
      watched.push(resource.kind === "activity" ? { uri, teamId: String(record.teamId), activityId: resource.activityId } : { uri, teamId: resource.teamId });
    } catch (error) {
      if (error instanceof AppError) return { refused: uri, error };
      throw error;
    }
  }
  return { watched };
}

export interface WatchOptions {
  services: Services;
  actor: Actor;
  /** The Authorization header the listen came with, checked again every CREDENTIAL_CHECK_MS. */
  authorization: string | undefined;
  requestId: string;
  watched: Watched[];
  /** Tells the stream that `uri` changed, by these events (newest first). */
  publish: (uri: string, events: FeedEvent[]) => void;
  /** Ends the stream: the credential was revoked or expired, or the caller lost access to a team. */
  end: (reason: string) => void;
}

/**
 * Watches the teams of the subscribed resources until the returned function is called. Resolves once
 * each team's newest events are read: an event committed after that is told, none before it.
 */
export async function watchSubscriptions(options: WatchOptions): Promise<() => void> {
  const { services, actor, requestId, watched } = options;
  const stops: Array<() => void> = [];
  let stopped = false;
  const finish = (reason: string) => {
    if (stopped) return;
    stop();
    options.end(reason);
  };

  const newest = async (teamId: string) =>
    ((await runOperation(services, LIST_EVENTS, actor, { params: { teamId }, query: { limit: LOOK_BACK }, body: {}, requestId })) as { data: FeedEvent[] }).data;
  const teams = [...new Set(watched.map((w) => w.teamId))];
  // Every team's baseline first, so that a refusal leaves nothing watching.
  const baselines = await Promise.all(teams.map(async (teamId) => new Set((await newest(teamId)).map((event) => event.id))));

  for (const [index, teamId] of teams.entries()) {
    const uris = watched.filter((w) => w.teamId === teamId);
    let seen = baselines[index] as Set<string>;
    let reading = false;
    let again = false;
    const look = async (): Promise<void> => {
      if (reading) return void (again = true);
      reading = true;
      try {
        do {
          again = false;
          const page = await newest(teamId);
          if (stopped) return;
          const fresh = page.filter((event) => !seen.has(event.id));
          seen = new Set(page.map((event) => event.id));
          for (const { uri, activityId } of uris) {
            const events = activityId === undefined ? fresh : fresh.filter((event) => activitiesOf(event).includes(activityId));
            if (events.length > 0) options.publish(uri, events);
          }
        } while (again && !stopped);
      } catch (error) {
        if (error instanceof AppError) finish(`${error.code}: ${error.message}`);
        else services.logger.error({ err: error, requestId, teamId }, "could not read the events of an MCP subscription");
      } finally {
        reading = false;
      }
    };
    stops.push(wakeOnTeamChanges(services, teamId, () => void look()));
  }

  const credentialCheck = setInterval(() => {
    authenticate(services.db.reader, options.authorization, services.now()).then(
      () => undefined,
      (error: unknown) => finish(error instanceof Error ? error.message : String(error)),
    );
  }, CREDENTIAL_CHECK_MS);
  credentialCheck.unref();
  stops.push(() => clearInterval(credentialCheck));

  function stop() {
    if (stopped) return;
    stopped = true;
    for (const s of stops) s();
  }
  return stop;
}
