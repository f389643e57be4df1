// GET /t/{teamId}/live: the team's change stream for its open pages, with the browser's session
// instead of a Bearer credential. The same operation opens it (streamEvents: membership, where it
// starts, 410 for a cursor no longer kept) and the same adapter holds it (src/http/event-stream.ts:
// the per-user limit, the heartbeat, the recheck), so a stream on the board ends when the session
// ends or its user leaves the team, as an API client's does when its key is revoked. Not signed in
// is a 401, not a trip to sign in: an EventSource follows redirects and would read a page.
import type { FastifyInstance } from "fastify";
import type { Actor } from "../../auth/actor.js";
import { unauthenticated } from "../../errors.js";
import { currentActor, sessionSecretOf, type WebDeps } from "../session.js";
import { findSessionActor } from "../../domain/flows/sign-in.js";

const signedOut = () => unauthenticated("credential_expired", "You are not signed in (or your session has ended): sign in again to see the board's changes live.");

export const livePath = (teamId: string) => `/t/${teamId}/live`;

export function registerLive(web: FastifyInstance, deps: WebDeps): void {
  web.get("/t/:teamId/live", { config: { public: true } }, async (request, reply) => {
    const actor = await currentActor(deps, request);
    if (!actor) throw signedOut();
    const secret = sessionSecretOf(deps, request);
    const reauthenticate = async (): Promise<Actor> => (await findSessionActor(deps.services, secret)) ?? Promise.reject(signedOut());
    await deps.streams.open(request, reply, { actor, reauthenticate });
  });
}
