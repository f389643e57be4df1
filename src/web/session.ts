// The browser session: a cookie holding the session's secret (HttpOnly, SameSite=Lax so the consent
// page still sees it when an app sends the browser there, Secure and `__Host-` when the public URL is
// https), and who it signs in. Read only by the pages, never by the API.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { Actor } from "../auth/actor.js";
import { findSessionActor, SESSION_TTL_MS } from "../domain/flows/sign-in.js";
import type { EventStreams } from "../http/event-stream.js";
import type { PublicUrl } from "../http/public-url.js";
import type { Services } from "../services.js";
import { createFlashStore, type FlashStore } from "./flash.js";

export interface WebDeps {
  services: Services;
  publicUrl: PublicUrl;
  /** Whether the public URL is https: the cookies are then Secure and `__Host-` prefixed. */
  secure: boolean;
  /** The session's secret, the CSRF secret, and the team `/` opens (the one seen last). */
  cookies: { session: string; csrf: string; team: string };
  flash: FlashStore;
  /** The server's change streams, which the board's live route opens with the session. */
  streams: EventStreams;
}

export function webDeps(services: Services, publicUrl: PublicUrl, streams: EventStreams): WebDeps {
  const secure = services.config.publicUrl?.startsWith("https://") === true;
  const prefix = secure ? "__Host-" : "";
  return { services, publicUrl, secure, cookies: { session: `${prefix}sr_session`, csrf: `${prefix}sr_csrf`, team: `${prefix}sr_team` }, flash: createFlashStore(), streams };
}

export function cookieOptions(deps: WebDeps) {
  return { path: "/", httpOnly: true, sameSite: "lax" as const, secure: deps.secure };
}

export function sessionSecretOf(deps: WebDeps, request: FastifyRequest): string | undefined {
  return request.cookies[deps.cookies.session];
}

/** The signed-in user as an actor for runOperation, or undefined. */
export function currentActor(deps: WebDeps, request: FastifyRequest): Promise<Actor | undefined> {
  return findSessionActor(deps.services, sessionSecretOf(deps, request));
}

export function setSessionCookie(deps: WebDeps, reply: FastifyReply, secret: string): void {
  reply.setCookie(deps.cookies.session, secret, { ...cookieOptions(deps), maxAge: SESSION_TTL_MS / 1000 });
}

export function clearSessionCookie(deps: WebDeps, reply: FastifyReply): void {
  reply.clearCookie(deps.cookies.session, cookieOptions(deps));
}

/**
 * Where to go after signing in: only our own pages (the account, a consent request, a team's view
 * with its query), so the link cannot send anyone elsewhere; anything else goes home.
 */
const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";
const OWN_PAGE = new RegExp(String.raw`^/(account|oauth/consent\?request=[0-9A-Za-z]{32}|t/${UUID}(/[\w-]+)*(\?[\w.~%&=+,-]*)?)?$`);

export function safeNext(next: unknown): string {
  return typeof next === "string" && OWN_PAGE.test(next) ? next : "/";
}

/** Whose flash messages a request may read: the session's own (its id is the secret's hash). */
export const flashOwner = (actor: Actor): string => actor.credential.id;

export function signInUrl(next: string): string {
  return `/signin?next=${encodeURIComponent(next)}`;
}
