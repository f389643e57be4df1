// Where the authorization server and the pages it sends people to live.
export const OAUTH_PATHS = {
  authorize: "/oauth/authorize",
  token: "/oauth/token",
  register: "/oauth/register",
  revoke: "/oauth/revoke",
} as const;

/** The consent page (src/web/consent/), where /oauth/authorize sends the browser. */
export const CONSENT_PATH = "/oauth/consent";

