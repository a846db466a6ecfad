/**
 * A small route registry that produces the OpenAPI 3.1 document from the same zod schemas the
 * routes validate with (zod's JSON Schema output is draft 2020-12, which OpenAPI 3.1 uses).
 */
import { z } from "zod";
import { errorEnvelope } from "../memory/schemas";

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
    const responses: Record<string, unknown> = {};
    for (const [status, res] of Object.entries(r.responses)) {
      responses[status] = res.schema
        ? { description: res.description, content: { "application/json": { schema: jsonSchema(res.schema, "output") } } }
        : { description: res.description };
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
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer", description: "A user's API key (egm_…)" },
        adminToken: { type: "http", scheme: "bearer", description: "The ADMIN_TOKEN secret (at least 32 characters, or the admin API answers 403)" },
      },
    },
    paths,
  };
}
