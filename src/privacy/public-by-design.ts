import { base64UrlDecode } from "./checksums.ts";
import type { FindingType } from "./types.ts";

/**
 * Credentials their vendors publish as public (issue 14, round 11, branch `privforms11`): read from each vendor's own
 * definition of the form, never from a value seen in a corpus. Each ships in browser bundles and mobile apps by design,
 * so redacting it destroys a useful value and protects nothing:
 * - a Mapbox public token: "pk." and a base64url JSON head naming the account ({"u":…}); Mapbox's secret tokens are
 *   "sk." and temporary ones "tk." (docs.mapbox.com, "Access tokens": token prefixes);
 * - a Supabase anon key: a JWT whose payload's role is "anon" (supabase.com/docs, "API keys": the anon key is safe in a
 *   browser with row level security on); its service_role key is a secret and stays one;
 * - an OAuth client id (below);
 * - a Sentry DSN: its key before "@…sentry.io/<project>" (docs.sentry.io, "Data Source Name": "DSNs are safe to keep
 *   public because they only allow submission of new events"). A secret key after a colon (the legacy
 *   "https://public:secret@…" form) is a secret and is not matched. The ingest endpoints' `sentry_key` parameter is that key.
 */
export function publicByDesign(text: string, type: FindingType, start: number, end: number): boolean {
  if (type !== "api_key" && type !== "jwt" && type !== "password") return false;
  const value = text.slice(start, end);
  return STRIPE_PUBLISHABLE.test(value) || mapboxPublicToken(value) || supabaseAnonKey(value) || sentryDsnKey(text, value, end) || OAUTH_CLIENT_ID_KEY.test(text.slice(Math.max(0, start - 40), start));
}

/**
 * An OAuth client's identifier ("client_id=…", "AUTH0_CLIENT_ID=…", `"clientId": "…"`): RFC 6749 §2.2 makes it public (it is
 * sent in every authorization URL); the client's secret is "client_secret" and stays one.
 */
const OAUTH_CLIENT_ID_KEY = /(?:^|[^A-Za-z])client[_-]?id["']?[ \t]*[:=][ \t]*["']?$/i;

/**
 * A Stripe publishable key, live or test (docs.stripe.com, "API keys": publishable keys "can be publicly accessible in your
 * web or mobile app's client-side code"); the secret "sk_" and restricted "rk_" keys stay secrets.
 */
const STRIPE_PUBLISHABLE = /^pk_(?:live|test)_[A-Za-z0-9]{16,}$/;

const MAPBOX_PUBLIC = /^pk\.(eyJ[A-Za-z0-9_-]{4,})\.[A-Za-z0-9_-]{10,}$/;
function mapboxPublicToken(value: string): boolean {
  const m = MAPBOX_PUBLIC.exec(value);
  if (!m) return false;
  const head = decodedJson(m[1]!);
  return head !== undefined && typeof head.u === "string";
}

const JWT = /^eyJ[A-Za-z0-9_-]+\.(eyJ[A-Za-z0-9_-]+)\.[A-Za-z0-9_-]*$/;
function supabaseAnonKey(value: string): boolean {
  const m = JWT.exec(value);
  if (!m) return false;
  return decodedJson(m[1]!)?.role === "anon";
}

/** The DSN's key, whole ("https://<32 hex>@o451122.ingest.sentry.io/5512093") or alone before "@". */
const SENTRY_DSN = /^https?:\/\/[0-9a-f]{32}@(?:[\w-]+\.)*sentry\.io\/\d+$/;
const SENTRY_HOST_AFTER = /^@(?:[\w-]+\.)*sentry\.io\/\d+/;
/** Sentry's ingest endpoints take the same public key as a query parameter ("…/api/4507781/minidump/?sentry_key=<32 hex>"). */
const SENTRY_KEY_PARAM = /[?&]sentry_key=$/;
function sentryDsnKey(text: string, value: string, end: number): boolean {
  if (SENTRY_DSN.test(value)) return true;
  if (!/^[0-9a-f]{32}$/.test(value)) return false;
  return SENTRY_HOST_AFTER.test(text.slice(end, end + 60)) || SENTRY_KEY_PARAM.test(text.slice(Math.max(0, end - value.length - 12), end - value.length));
}

function decodedJson(segment: string): Record<string, unknown> | undefined {
  try {
    const parsed: unknown = JSON.parse(base64UrlDecode(segment));
    return parsed !== null && typeof parsed === "object" ? (parsed as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
