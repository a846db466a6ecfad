/**
 * The OAuth 2.1 front, so claude.ai and Claude Desktop can add Engram as a custom connector by URL
 * (authorization code + PKCE, Client ID Metadata Documents and, for older clients, dynamic client
 * registration, RFC 8414 / RFC 9728 discovery).
 * `@cloudflare/workers-oauth-provider` serves the discovery documents, `/oauth/register` and
 * `/oauth/token`; `/authorize` is our consent page (consent.ts); `/mcp` accepts its access tokens
 * and, as before, API keys; everything else goes to the Hono app untouched.
 *
 * The provider binds tokens to one canonical resource URL, so it is built per origin: the
 * deployment's own hostnames (Cloudflare routes only those to the Worker), or a loopback origin
 * under `wrangler dev`. Plain `http` on another host, or a deployment without the OAUTH_KV
 * binding, gets the app alone: API keys only, no OAuth.
 */
import { OAuthProvider, getOAuthApi, type OAuthHelpers, type OAuthProviderOptions } from "@cloudflare/workers-oauth-provider";
import { EngramError, toHttpResponse } from "../errors";
import { clientIp, countEvent, FAILED_AUTH, refuseIfOverLimit, REGISTRATIONS } from "../auth/abuse";
import { mcpAllowedOrigins } from "../config";
import { isAllowedOrigin, isLoopbackHost } from "../mcp/origin";
import { authorize, OAUTH_SCOPE } from "./consent";

const API_ROUTE = "/mcp";

type Fetch = (request: Request, env: Env, ctx: ExecutionContext) => Response | Promise<Response>;

export function withOAuth(app: { fetch: Fetch }): Fetch {
  const providers = new Map<string, { provider: OAuthProvider<Env>; options: OAuthProviderOptions<Env> } | null>();

  const forOrigin = (origin: string) => {
    if (!providers.has(origin)) {
      if (providers.size >= 32) providers.clear(); // bounded: only a local server sees arbitrary hosts
      providers.set(origin, build(origin, app));
    }
    return providers.get(origin)!;
  };

  return async (request, env, ctx) => {
    const url = new URL(request.url);
    const front = oauthAvailable(url, env) ? forOrigin(url.origin) : null;
    if (!front) return app.fetch(request, env, ctx);
    try {
      await limitUnauthenticated(request, url, env);
    } catch (err) {
      return restrictCors(request, url, toHttpResponse(err), mcpAllowedOrigins(env));
    }
    const response = await front.provider.fetch(atResourceMetadata(request, url), env, ctx);
    const out = isApiRoute(url) && response.status === 401 ? await challenge(response, url.origin, request, env) : response;
    return restrictCors(request, url, out, mcpAllowedOrigins(env));
  };
}

/**
 * Abuse limits the provider does not have (auth/abuse.ts): dynamic client registration needs no
 * credential, so it is capped per address; an address over the failed-authentication limit is
 * refused on /mcp before the provider looks at its token.
 */
async function limitUnauthenticated(request: Request, url: URL, env: Env) {
  const ip = clientIp(request);
  if (!ip) return;
  if (url.pathname === "/oauth/register" && request.method === "POST") {
    await refuseIfOverLimit(env.WORKING_MEMORY, "register", ip, REGISTRATIONS, "too many client registrations from this address");
    await countEvent(env.WORKING_MEMORY, "register", ip, REGISTRATIONS);
  } else if (isApiRoute(url) && request.method !== "OPTIONS") {
    await refuseIfOverLimit(env.WORKING_MEMORY, "auth", ip, FAILED_AUTH, "too many failed authentication attempts");
  }
}

/**
 * The provider reflects any request Origin into Access-Control-Allow-Origin (bearer tokens are not
 * ambient credentials, it argues). On /mcp and /oauth/* only trusted browser origins (loopback,
 * MCP_ALLOWED_ORIGINS — the same list as the DNS-rebinding check) get CORS headers; for any other
 * the browser cannot read the response. Discovery documents stay public, as RFC 8414 intends.
 */
function restrictCors(request: Request, url: URL, response: Response, allowed: string[]): Response {
  const origin = request.headers.get("origin");
  const guarded = isApiRoute(url) || url.pathname.startsWith("/oauth/");
  if (!origin || !guarded || isAllowedOrigin(origin, allowed)) return response;
  const out = new Response(response.body, response);
  for (const name of [...out.headers.keys()]) if (name.startsWith("access-control-")) out.headers.delete(name);
  return out;
}

/** OAuth needs its KV binding and an origin a token can safely be bound to: https, or loopback http. */
function oauthAvailable(url: URL, env: Env): boolean {
  const secureOrigin = url.protocol === "https:" || (url.protocol === "http:" && isLoopbackHost(url.hostname));
  return Boolean(env.OAUTH_KV) && secureOrigin;
}

/**
 * The provider's helpers (list and revoke grants, look up clients) for a request's origin and env,
 * or null where the front is off (same rule as above), for the app's own routes (/v1/connections).
 * Grants live in OAUTH_KV under the user's id, so any origin's helpers see all of a user's grants.
 */
export function oauthHelpersFor(url: URL, env: Env): OAuthHelpers | null {
  if (!oauthAvailable(url, env)) return null;
  try {
    return getOAuthApi(providerOptions(url.origin, HELPERS_ONLY), env);
  } catch {
    return null; // the front refuses this origin too (build() below)
  }
}

/** The helpers never pass a request on; the options still need handlers to be valid. */
const HELPERS_ONLY = { fetch: () => toHttpResponse(new EngramError("not_found", "no such route")) };

function build(origin: string, app: { fetch: Fetch }) {
  const options = providerOptions(origin, app);
  try {
    return { provider: new OAuthProvider<Env>(options), options };
  } catch (err) {
    console.warn(`OAuth disabled for ${origin}:`, err);
    return null;
  }
}

/** The one place the provider's options are built: `app` serves everything the provider passes on. */
function providerOptions(origin: string, app: { fetch: Fetch }): OAuthProviderOptions<Env> {
  const options: OAuthProviderOptions<Env> = {
    apiRoute: API_ROUTE,
    apiHandler: { fetch: (request, env, ctx) => app.fetch(request, env, ctx) },
    defaultHandler: {
      fetch: (request, env, ctx) =>
        new URL(request.url).pathname === "/authorize"
          ? authorize(request, env, getOAuthApi(options, env))
          : app.fetch(request, env, ctx),
    },
    authorizeEndpoint: "/authorize",
    tokenEndpoint: "/oauth/token",
    clientRegistrationEndpoint: "/oauth/register",
    scopesSupported: [OAUTH_SCOPE],
    requiredScopes: [OAUTH_SCOPE],
    // Client ID Metadata Documents, the registration MCP clients now prefer: an `https://` client
    // id is the URL of the client's own metadata, fetched (HTTPS only, 5 KB, 10 s, cached per its
    // Cache-Control) instead of registered. Needs the `global_fetch_strictly_public` flag
    // (wrangler.toml), so that fetch cannot be pointed at private addresses. Dynamic client
    // registration (/oauth/register) stays for clients that predate CIMD.
    clientIdMetadataDocumentEnabled: true,
    resourceMetadata: { resource: origin + API_ROUTE, resource_name: "Engram" },
    // API keys keep working on /mcp. Only their shape is checked here: the app's requireUser
    // verifies them exactly as on every other route (one code path), and its 401 becomes a
    // challenge below. Anything else that is not one of our tokens is refused here.
    resolveExternalToken: async ({ token }) =>
      token.startsWith("egm_") ? { props: { kind: "api_key" }, audience: origin + API_ROUTE } : null,
  };
  return options;
}

const ROOT_RESOURCE_METADATA = "/.well-known/oauth-protected-resource";

/**
 * RFC 9728 places the metadata of resource `/mcp` at the path-suffixed URL, which the provider
 * serves; clients written to earlier MCP revisions probe the root URL instead and got an empty 404.
 * Engram protects one resource, so the root answers with the same document.
 */
function atResourceMetadata(request: Request, url: URL): Request {
  if (url.pathname !== ROOT_RESOURCE_METADATA) return request;
  return new Request(`${url.origin}${ROOT_RESOURCE_METADATA}${API_ROUTE}${url.search}`, request);
}

const isApiRoute = (url: URL) => url.pathname === API_ROUTE || url.pathname.startsWith(API_ROUTE + "/");

/**
 * Every 401 from /mcp, the provider's or the app's (a bad key, a disabled user), carries the
 * Engram error envelope and a Bearer challenge that points MCP clients at the OAuth discovery.
 */
async function challenge(response: Response, origin: string, request: Request, env: Env): Promise<Response> {
  let message = "Missing Authorization: Bearer <API key or OAuth access token>";
  const text = await response.text();
  let envelope = false;
  try {
    const body = text ? JSON.parse(text) : null;
    envelope = typeof body?.error?.message === "string";
    if (envelope) message = body.error.message; // already an envelope (the app counted its own failure)
    else if (typeof body?.error_description === "string") message = body.error_description; // the provider's
  } catch {
    /* no body */
  }
  const ip = clientIp(request);
  if (!envelope && ip && request.headers.has("authorization")) await countEvent(env.WORKING_MEMORY, "auth", ip, FAILED_AUTH);
  const out = toHttpResponse(new EngramError("unauthorized", message));
  const given = response.headers.get("www-authenticate");
  out.headers.set(
    "www-authenticate",
    given?.includes("resource_metadata=")
      ? given
      : `Bearer realm="OAuth", resource_metadata="${origin}/.well-known/oauth-protected-resource${API_ROUTE}", error="invalid_token", scope="${OAUTH_SCOPE}"`,
  );
  for (const [name, value] of response.headers) if (name.startsWith("access-control-") || name === "vary") out.headers.set(name, value);
  return out;
}
