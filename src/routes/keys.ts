/** `/v1/keys`: the caller's own API keys (whose keys comes only from the key that authenticated). */
import { Hono } from "hono";
import { z } from "zod";
import { findKey, issueKey, keyView, listKeys, revokeKey } from "../auth/key-management";
import { createKeyInput, keyIdParam, keysQuery, ownKeyView } from "../auth/schemas";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson, readQuery, readParam } from "../http/validate";

export const keyRoutes = new Hono<AppEnv>();

keyRoutes.get("/keys", async (c) => {
  const q = readQuery(c, keysQuery);
  const keys = await listKeys(c.env.DB, c.get("principal").userId, q);
  return c.json({ keys: keys.map((k) => ({ ...keyView(k), current: k.id === c.get("apiKeyId") })) });
});
documentRoute({
  method: "get", path: "/v1/keys", tag: "keys", query: keysQuery,
  summary: "Your API keys, newest first: label, prefix and dates (never the key or its hash); `current` marks the key you called with",
  responses: { 200: { description: "Your keys", schema: z.object({ keys: z.array(ownKeyView) }) } },
});

keyRoutes.post("/keys", async (c) => {
  const input = await readJson(c, createKeyInput);
  const p = c.get("principal");
  const { key, api_key } = await issueKey(c.env.DB, c.get("deps").clock, p, input.name ?? null, "self");
  return c.json({ key: { ...keyView(key), current: false }, api_key }, 201);
});
documentRoute({
  method: "post", path: "/v1/keys", tag: "keys", body: createKeyInput,
  summary: "Create another API key for yourself (shown once; at most 10 active keys, else 409 too_many_api_keys)",
  responses: {
    201: {
      description: "The key's record and its value; only the hash is stored",
      schema: z.object({ key: ownKeyView, api_key: z.string() }),
    },
  },
});

keyRoutes.delete("/keys/:id", async (c) => {
  const id = readParam(c, "id", keyIdParam);
  const key = await findKey(c.env.DB, id, c.get("principal").userId);
  const revoked = await revokeKey(c.env.DB, c.get("deps").clock, key, "self", { keepLastActive: true });
  return c.json({ key: { ...keyView(revoked), current: revoked.id === c.get("apiKeyId") } });
});
documentRoute({
  method: "delete", path: "/v1/keys/{id}", tag: "keys", params: ["id"],
  summary: "Revoke one of your keys (it answers 401 from then on). Idempotent; your last active key cannot be revoked (409 last_active_api_key): create a new one first",
  responses: { 200: { description: "The revoked key", schema: z.object({ key: ownKeyView }) } },
});
