// The MCP SDK's OAuthServerProvider, over our domain: the SDK's handlers parse and check the
// protocol (parameters, PKCE S256, redirect URI matching, client look-up, error answers), and every
// decision about clients, codes, grants and tokens is made in src/domain/flows/oauth-*.ts. Domain errors
// become the SDK's OAuth errors, which its handlers answer in RFC 6749's shape.
import type { Response } from "express";
import type { AuthorizationParams, OAuthServerProvider } from "@modelcontextprotocol/sdk/server/auth/provider.js";
import type { OAuthRegisteredClientsStore } from "@modelcontextprotocol/sdk/server/auth/clients.js";
import type { AuthInfo } from "@modelcontextprotocol/sdk/server/auth/types.js";
import {
  CustomOAuthError,
  InvalidClientError,
  InvalidClientMetadataError,
  InvalidGrantError,
  InvalidRequestError,
  InvalidScopeError,
  InvalidTargetError,
  InvalidTokenError,
  type OAuthError,
} from "@modelcontextprotocol/sdk/server/auth/errors.js";
import type { OAuthClientInformationFull, OAuthTokenRevocationRequest } from "@modelcontextprotocol/sdk/shared/auth.js";
import type { Logger } from "pino";
import { startAuthorization } from "../domain/flows/oauth-authorization.js";
import { isDocumentClientId } from "../domain/flows/oauth-client-documents.js";
import { getClient, registerClient, type OAuthDeps } from "../domain/flows/oauth-clients.js";
import { challengeForCode, exchangeCode, refreshTokens, revokeToken } from "../domain/flows/oauth-tokens.js";
import { AppError, type ErrorCode } from "../errors.js";
import type { ClientDocuments } from "./client-documents.js";
import { CONSENT_PATH } from "./paths.js";

const OAUTH_ERRORS: Partial<Record<ErrorCode, new (message: string) => OAuthError>> = {
  invalid_grant: InvalidGrantError,
  invalid_target: InvalidTargetError,
  invalid_scope: InvalidScopeError,
  invalid_client_metadata: InvalidClientMetadataError,
  invalid_client: InvalidClientError,
  parameter_invalid: InvalidRequestError,
  parameter_missing: InvalidRequestError,
};

function toOAuthError(error: AppError): OAuthError {
  if (error.code === "invalid_redirect_uri") return new CustomOAuthError("invalid_redirect_uri", error.message);
  const OAuthErrorClass = OAUTH_ERRORS[error.code] ?? InvalidRequestError;
  return new OAuthErrorClass(error.message);
}

/**
 * The provider. A client_id that is an https URL is a Client ID Metadata Document's: `documents`
 * resolves it (fetched or cached); any other is looked up among the registered clients.
 */
export function createOAuthProvider(deps: () => OAuthDeps, documents: ClientDocuments, logger: Logger): OAuthServerProvider {
  /** Runs a domain call; its refusals become OAuth errors, anything else is logged (the SDK answers 500). */
  async function call<T>(what: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (error instanceof AppError) throw toOAuthError(error);
      logger.error({ err: error }, `OAuth ${what} failed`);
      throw error;
    }
  }

  const clientsStore: OAuthRegisteredClientsStore = {
    getClient: (clientId) =>
      call("client look-up", async () =>
        (isDocumentClientId(clientId) ? await documents.resolve(clientId) : await getClient(deps(), clientId)) as OAuthClientInformationFull | undefined,
      ),
    registerClient: (client) =>
      call("registration", async () => {
        const { client_id } = client as OAuthClientInformationFull;
        return (await registerClient(deps(), client, client_id)) as OAuthClientInformationFull;
      }),
  };

  return {
    clientsStore,
    async authorize(client: OAuthClientInformationFull, params: AuthorizationParams, res: Response): Promise<void> {
      const requestId = await call("authorization", () =>
        startAuthorization(deps(), {
          clientId: client.client_id,
          redirectUri: params.redirectUri,
          scopes: params.scopes ?? [],
          codeChallenge: params.codeChallenge,
          state: params.state,
          resource: params.resource?.href,
        }),
      );
      res.redirect(302, `${CONSENT_PATH}?request=${requestId}`);
    },
    challengeForAuthorizationCode: (client, code) => call("code look-up", () => challengeForCode(deps(), client.client_id, code)),
    exchangeAuthorizationCode: (client, code, _verifier, redirectUri, resource) =>
      call("code exchange", () =>
        exchangeCode(deps(), { clientId: client.client_id, registeredRedirectUris: client.redirect_uris, code, redirectUri, resource: resource?.href }),
      ),
    exchangeRefreshToken: (client, refreshToken, scopes, resource) =>
      call("refresh", () => refreshTokens(deps(), { clientId: client.client_id, refreshToken, scopes, resource: resource?.href })),
    async revokeToken(client: OAuthClientInformationFull, request: OAuthTokenRevocationRequest): Promise<void> {
      await call("revocation", () => revokeToken(deps(), client.client_id, request.token));
    },
    // Part of the SDK's interface for its bearer middleware, which is not mounted: /api/v1 and
    // /api/mcp authenticate every credential, access tokens included, through src/auth/.
    async verifyAccessToken(): Promise<AuthInfo> {
      throw new InvalidTokenError("Access tokens are verified by the API itself.");
    },
  };
}
