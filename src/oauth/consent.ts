/**
 * `/authorize`: the consent page of the OAuth front. Engram has no sign-in of its own, so the user
 * proves who they are by pasting an API key; the key is checked like any Bearer key and is not
 * stored: the grant keeps the user and the key's id (src/auth/grants.ts). The provider keeps the
 * authorization request server-side behind a one-time handle bound to this browser by a cookie,
 * which is what makes the form CSRF-safe; the page is never framed and loads nothing external.
 */
import { AuthorizationError, CimdFetchError, type OAuthHelpers } from "@cloudflare/workers-oauth-provider";
import { grantForApiKey } from "../auth/grants";
import { EngramError, toHttpResponse } from "../errors";
import { consentPage, messagePage } from "./consent-page";

/** The one scope a grant carries: read and write the user's memory through /mcp. */
export const OAUTH_SCOPE = "memory";

export async function authorize(request: Request, env: Env, oauth: OAuthHelpers): Promise<Response> {
  try {
    if (request.method === "GET") return await showConsent(request, oauth);
    if (request.method === "POST") return await decide(request, env, oauth);
    return html(405, messagePage("Method not allowed", "Open this page from the app you are connecting."), { allow: "GET, POST" });
  } catch (err) {
    // Redirect only once the provider has validated the client and its exact redirect URI.
    if (err instanceof AuthorizationError && err.redirectTo) return Response.redirect(err.redirectTo, 302);
    if (err instanceof AuthorizationError) return html(400, messagePage("This authorization cannot continue", err.description));
    // An https:// client id whose metadata document cannot be fetched or does not hold up (CIMD):
    // the client is unknown, as with an unregistered id; never redirect to what it claims.
    if (err instanceof CimdFetchError) {
      return html(400, messagePage("This authorization cannot continue", "The app's client metadata document could not be used."));
    }
    return toHttpResponse(err);
  }
}

async function showConsent(request: Request, oauth: OAuthHelpers): Promise<Response> {
  const authRequest = await oauth.parseAuthRequest(request);
  const details = await oauth.describeConsent(authRequest);
  const consent = await oauth.beginConsent(authRequest);
  return html(200, consentPage(details, consent.handle, OAUTH_SCOPE), consent.headers);
}

async function decide(request: Request, env: Env, oauth: OAuthHelpers): Promise<Response> {
  const form = await request.formData().catch(() => null);
  if (!form) return html(400, messagePage("This authorization cannot continue", "Expected the consent form."));
  const handle = String(form.get("handle") ?? "");

  if (form.get("decision") !== "approve") {
    const denied = await oauth.denyConsent(request, handle); // redirect: error=access_denied, state, iss
    return new Response(null, { status: 302, headers: denied.headers });
  }

  let grant;
  try {
    grant = await grantForApiKey(env.DB, String(form.get("api_key") ?? "").trim());
  } catch (err) {
    if (!(err instanceof EngramError && err.code === "unauthorized")) throw err;
    // The form posts back to the authorization URL, so the request can be shown again; the
    // handle is not consumed until a valid key approves or the user denies.
    const details = await oauth.describeConsent(await oauth.parseAuthRequest(request));
    const error = "That API key is not valid, or it was revoked. Paste an active Engram API key (egm_…).";
    return html(401, consentPage(details, handle, OAUTH_SCOPE, error));
  }

  const approved = await oauth.approveConsent(request, handle, { scope: [OAUTH_SCOPE] });
  const { redirectTo } = await oauth.completeAuthorization({
    request: approved.request, // the stored request, not anything from the form
    userId: grant.userId,
    metadata: { keyId: grant.keyId },
    scope: approved.request.scope,
    props: grant,
  });
  approved.headers.set("Location", redirectTo);
  return new Response(null, { status: 302, headers: approved.headers });
}

const PAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'";

function html(status: number, body: string, extra?: HeadersInit): Response {
  const headers = new Headers(extra);
  headers.set("content-type", "text/html; charset=utf-8");
  headers.set("cache-control", "no-store");
  headers.set("content-security-policy", PAGE_CSP);
  headers.set("x-frame-options", "DENY");
  headers.set("referrer-policy", "no-referrer");
  return new Response(body, { status, headers });
}
