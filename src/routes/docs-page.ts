/**
 * `/docs`: the OpenAPI document rendered by Swagger UI, every asset served by this Worker (no CDN,
 * nothing fetched from elsewhere), with "Try it out" against this same service. The page holds no
 * inline script, so its Content-Security-Policy can allow scripts from this origin only; the API
 * key typed into "Authorize" stays in the page's memory (persistAuthorization is off), never in
 * localStorage or a URL.
 */
import { Hono } from "hono";
import type { AppEnv } from "../http/hono-env";
import { SWAGGER_UI_CSS, SWAGGER_UI_JS } from "./docs-assets";

const ASSETS = "/docs/assets";

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>Engram API</title>
<link rel="stylesheet" href="${ASSETS}/swagger-ui.css">
<link rel="stylesheet" href="${ASSETS}/docs.css">
</head><body>
<noscript>This page needs JavaScript; the raw document is at <a href="/openapi.json">/openapi.json</a>.</noscript>
<div id="swagger-ui"></div>
<script src="${ASSETS}/swagger-ui-bundle.js"></script>
<script src="${ASSETS}/docs.js"></script>
</body></html>`;

// validatorUrl null: Swagger UI would otherwise send the document to validator.swagger.io.
const INIT_JS = `window.ui = SwaggerUIBundle({
  url: "/openapi.json",
  dom_id: "#swagger-ui",
  validatorUrl: null,
  deepLinking: true,
  persistAuthorization: false,
  tryItOutEnabled: false,
  displayRequestDuration: true,
  defaultModelsExpandDepth: 0,
});
`;

const PAGE_CSS = `body{margin:0}.swagger-ui .topbar{display:none}`;

// Swagger UI sets inline styles and draws icons from data: URIs; everything else is this origin.
const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join("; ");

export const docsRoutes = new Hono<AppEnv>();

docsRoutes.get("/docs", (c) => {
  c.header("content-security-policy", CSP);
  c.header("x-content-type-options", "nosniff");
  c.header("referrer-policy", "no-referrer");
  return c.html(PAGE);
});

const asset = (body: string, type: string) => () =>
  new Response(body, {
    headers: {
      "content-type": `${type}; charset=utf-8`,
      // The bundle changes only with a deploy; a day of caching keeps repeat visits light.
      "cache-control": "public, max-age=86400",
      "x-content-type-options": "nosniff",
    },
  });

docsRoutes.get(`${ASSETS}/swagger-ui-bundle.js`, asset(SWAGGER_UI_JS, "text/javascript"));
docsRoutes.get(`${ASSETS}/swagger-ui.css`, asset(SWAGGER_UI_CSS, "text/css"));
docsRoutes.get(`${ASSETS}/docs.js`, asset(INIT_JS, "text/javascript"));
docsRoutes.get(`${ASSETS}/docs.css`, asset(PAGE_CSS, "text/css"));
