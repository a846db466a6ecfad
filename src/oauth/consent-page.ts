/**
 * The consent page's HTML: self-contained (inline style, no scripts, nothing fetched). Every value
 * that came from the client (its self-registered name, its redirect URI) is escaped.
 */
import type { ConsentDescription } from "@cloudflare/workers-oauth-provider";

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const STYLE = `body{font:16px/1.5 system-ui,sans-serif;max-width:34rem;margin:3rem auto;padding:0 1rem;color:#222}
code{background:#f3f3f3;padding:0 .25rem;word-break:break-all}.warn{background:#fff4e5;padding:.5rem .75rem}
.error{background:#fdecea;padding:.5rem .75rem}input[type=password]{width:100%;padding:.5rem;font:inherit;box-sizing:border-box}
button{font:inherit;padding:.5rem 1.25rem;margin-right:.5rem}`;

function layout(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="referrer" content="no-referrer"><title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body>${body}</body></html>`;
}

export function consentPage(details: ConsentDescription, handle: string, scope: string, error?: string): string {
  const name = escapeHtml(details.clientName);
  const origin = details.clientDomain
    ? `Published by <strong>${escapeHtml(details.clientDomain)}</strong>.`
    : "This app registered itself: its name is not verified.";
  const loopback = details.redirectIsLoopback
    ? `<p class="warn"><strong>This sends access to an app on your computer.</strong> Continue only if you just started connecting from it.</p>`
    : "";
  return layout(
    `Connect ${details.clientName} to Engram`,
    `<h1>Connect <em>${name}</em> to Engram?</h1>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<p><strong>${name}</strong> asks to read and write your Engram memories through MCP (scope <code>${escapeHtml(scope)}</code>). ${origin}</p>
<p>Access will be sent to <strong>${escapeHtml(details.redirectHost)}</strong>:<br><code>${escapeHtml(details.redirectUri)}</code></p>
${loopback}
<form method="post">
<input type="hidden" name="handle" value="${escapeHtml(handle)}">
<p><label for="api_key">Your Engram API key, to confirm who you are</label><br>
<input type="password" id="api_key" name="api_key" placeholder="egm_…" autocomplete="off" required></p>
<p><small>The key is checked once and is not stored or given to ${name}. The connection stops working when that key is revoked or your user is disabled.</small></p>
<p><button type="submit" name="decision" value="approve">Allow</button><button type="submit" name="decision" value="deny" formnovalidate>Deny</button></p>
</form>`,
  );
}

export function messagePage(title: string, message: string): string {
  return layout(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
