/**
 * A small route registry that produces the OpenAPI 3.1 document from the same zod schemas the
 * routes validate with (zod's JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses).
 */
import { z } from "zod";
import { errorEnvelope } from "../memory/schemas";
import { BOOKMARK_HEADER } from "../storage/sessions";

/** Every API-key route reads through a D1 session (storage/sessions.ts): the header in, and back out. */
const BOOKMARK_DOC =
  "Read-your-writes across requests (D1 read replication): send the value of the previous response's x-engram-bookmark " +
  "(`<database>:<D1 bookmark>`) and this request reads at least that state. Optional; a malformed value or an unbound " +
  "database is a 400 naming this header. One from another database (the organization moved) makes the request read the primary.";

export interface RouteDoc {
  method: "get" | "post" | "patch" | "delete" | "put";
  path: string; // OpenAPI style: /v1/memories/{id}
  summary: string;
  tag: string;
  auth?: "api_key" | "admin" | "none";
  body?: z.ZodType;
  query?: z.ZodObject;
  params?: string[];
  headers?: { name: string; description: string }[];
  responses: Record<number, { description: string; schema?: z.ZodType }>;
}

const registry: RouteDoc[] = [];

export function documentRoute(doc: RouteDoc): void {
  registry.push(doc);
}

const jsonSchema = (s: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(s, { io, unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;

export function buildOpenApi(serverUrl: string) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of registry) {
    const parameters: unknown[] = [];
    for (const name of r.params ?? []) parameters.push({ name, in: "path", required: true, schema: { type: "string" } });
    if (r.query) {
      const shape = jsonSchema(r.query, "input") as { properties?: Record<string, unknown>; required?: string[] };
      for (const [name, schema] of Object.entries(shape.properties ?? {})) {
        parameters.push({ name, in: "query", required: shape.required?.includes(name) ?? false, schema });
      }
    }
    for (const h of r.headers ?? []) parameters.push({ name: h.name, in: "header", required: false, description: h.description, schema: { type: "string" } });
    const sessions = (r.auth ?? "api_key") === "api_key";
    if (sessions) parameters.push({ $ref: "#/components/parameters/bookmark" });
    const responses: Record<string, unknown> = {};
    for (const [status, res] of Object.entries(r.responses)) {
      const headers = sessions && Number(status) < 300 ? { headers: { [BOOKMARK_HEADER]: { $ref: "#/components/headers/bookmark" } } } : {};
      responses[status] = res.schema
        ? { description: res.description, ...headers, content: { "application/json": { schema: jsonSchema(res.schema, "output") } } }
        : { description: res.description, ...headers };
    }
    responses.default = {
      description: "Error envelope",
      content: { "application/json": { schema: jsonSchema(errorEnvelope, "output") } },
    };
    paths[r.path] ??= {};
    paths[r.path][r.method] = {
      summary: r.summary,
      tags: [r.tag],
      security: r.auth === "none" ? [] : r.auth === "admin" ? [{ adminToken: [] }] : [{ apiKey: [] }],
      ...(parameters.length ? { parameters } : {}),
      ...(r.body
        ? { requestBody: { required: true, content: { "application/json": { schema: jsonSchema(r.body, "input") } } } }
        : {}),
      responses,
    };
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Engram",
      version: "0.1.0",
      description:
        "Long-term memory for Claude and other MCP clients. Errors: { error: { code, message, details? } }, " +
        "with details.field naming the failing field. JSON bodies refuse unknown fields (400, details.unknown lists them) " +
        "and nest at most 64 levels (metadata: 20 levels, 16 KB). 20 failed authentications from one address in 5 minutes " +
        "answer 429 rate_limited with Retry-After until the window ends.",
    },
    servers: [{ url: serverUrl }],
    components: {
      parameters: { bookmark: { name: BOOKMARK_HEADER, in: "header", required: false, description: BOOKMARK_DOC, schema: { type: "string", maxLength: 80 } } },
      headers: { bookmark: { description: "The newest D1 bookmark this request read or wrote; send it on the next request to read your own writes", schema: { type: "string" } } },
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A user's API key (egm_…)" },
        adminToken: { type: "http", scheme: "bearer", description: "The ADMIN_TOKEN secret (at least 32 characters, or the admin API answers 403)" },
      },
    },
    paths,
  };
}
