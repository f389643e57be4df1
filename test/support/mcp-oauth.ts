// An MCP client that connects by OAuth the way desktop clients do: the official SDK's client (v1, or
// v2 on the 2026-07-28 protocol) with an OAuthClientProvider kept in memory, a redirect URI on a
// loopback port it listens on (RFC 8252), and the user's part (sign-in and consent) played in Chromium.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { Client as ClientV2, StreamableHTTPClientTransport as HttpV2, type OAuthClientProvider as OAuthClientProviderV2 } from "@modelcontextprotocol/client";
import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import type { OAuthClientProvider, OAuthDiscoveryState } from "@modelcontextprotocol/sdk/client/auth.js";
import { StreamableHTTPClientTransport } from "@modelcontextprotocol/sdk/client/streamableHttp.js";
import type { OAuthClientInformationMixed, OAuthClientMetadata, OAuthTokens } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Page } from "playwright-core";

/** Where the browser lands after consent: a loopback server that keeps what it was sent. */
export interface Callback {
  url: string;
  /** The query of each request it received. */
  received: URLSearchParams[];
  close(): Promise<void>;
}

export async function startCallback(): Promise<Callback> {
  const received: URLSearchParams[] = [];
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://127.0.0.1");
    // The browser also asks for /favicon.ico.
    if (url.pathname === "/callback") received.push(url.searchParams);
    response.writeHead(200, { "content-type": "text/plain" }).end("Connected. You can close this window.");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/callback`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export class MemoryOAuthProvider implements OAuthClientProvider {
  client: OAuthClientInformationMixed | undefined;
  saved: OAuthTokens | undefined;
  verifier: string | undefined;
  /** The last authorization URL the SDK wanted the user sent to. */
  authorizationUrl: URL | undefined;
  /** What discovery found, kept across the redirect (the v2 SDK checks the code's issuer against it). */
  discovered: OAuthDiscoveryState | undefined;

  constructor(readonly redirect: string) {}

  get redirectUrl(): string {
    return this.redirect;
  }
  get clientMetadata(): OAuthClientMetadata {
    return {
      client_name: "Sprintroom E2E Client",
      redirect_uris: [this.redirect],
      grant_types: ["authorization_code", "refresh_token"],
      response_types: ["code"],
      token_endpoint_auth_method: "none",
    };
  }
  state(): string {
    return "e2e-state";
  }
  clientInformation() {
    return this.client;
  }
  saveClientInformation(info: OAuthClientInformationMixed): void {
    this.client = info;
  }
  tokens() {
    return this.saved;
  }
  saveTokens(tokens: OAuthTokens): void {
    this.saved = tokens;
  }
  redirectToAuthorization(url: URL): void {
    this.authorizationUrl = url;
  }
  saveCodeVerifier(verifier: string): void {
    this.verifier = verifier;
  }
  codeVerifier(): string {
    if (!this.verifier) throw new Error("no code verifier saved");
    return this.verifier;
  }
  saveDiscoveryState(state: OAuthDiscoveryState): void {
    this.discovered = state;
  }
  discoveryState() {
    return this.discovered;
  }
  invalidateCredentials(scope: "all" | "client" | "tokens" | "verifier" | "discovery"): void {
    if (scope === "all" || scope === "client") this.client = undefined;
    if (scope === "all" || scope === "tokens") this.saved = undefined;
    if (scope === "all" || scope === "discovery") this.discovered = undefined;
  }
}

export function mcpTransport(baseUrl: string, provider: OAuthClientProvider): StreamableHTTPClientTransport {
  return new StreamableHTTPClientTransport(new URL(`${baseUrl}/api/mcp`), { authProvider: provider });
}

export async function connectClient(baseUrl: string, provider: OAuthClientProvider): Promise<Client> {
  const client = new Client({ name: "sprintroom-e2e", version: "1.0.0" });
  await client.connect(mcpTransport(baseUrl, provider));
  return client;
}

export function mcpTransportV2(baseUrl: string, provider: OAuthClientProviderV2): HttpV2 {
  return new HttpV2(new URL(`${baseUrl}/api/mcp`), { authProvider: provider });
}

/** The v2 SDK's client, pinned to the 2026-07-28 protocol. */
export async function connectClientV2(baseUrl: string, provider: OAuthClientProviderV2): Promise<ClientV2> {
  const client = new ClientV2({ name: "sprintroom-e2e-v2", version: "1.0.0" }, { versionNegotiation: { mode: { pin: "2026-07-28" } } });
  await client.connect(mcpTransportV2(baseUrl, provider));
  return client;
}

/**
 * The user's part in Chromium: open the authorization URL, sign in, keep `grant` on the consent
 * page (all asked for when not given), allow; returns what the callback received (code, state, iss).
 */
export async function authorizeInBrowser(
  page: Page,
  authorizationUrl: URL,
  user: { email: string; password: string },
  callback: Callback,
  grant?: string[],
): Promise<URLSearchParams> {
  const before = callback.received.length;
  await page.goto(authorizationUrl.href);
  if (new URL(page.url()).pathname === "/signin") {
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill(user.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/oauth\/consent\?request=/);
  }
  if (grant) {
    for (const box of await page.locator("input[name=scopes]").all()) {
      const wanted = grant.includes((await box.getAttribute("value")) as string);
      if ((await box.isChecked()) !== wanted) await box.setChecked(wanted);
    }
  }
  await Promise.all([page.waitForURL((url) => url.href.startsWith(callback.url)), page.getByRole("button", { name: "Allow" }).click()]);
  const query = callback.received[before];
  if (!query?.get("code")) throw new Error(`the callback got no code: ${query?.toString()}`);
  return query;
}
