/** zod shapes of the API key routes: what they accept and what they answer (never a key hash). */
import { z } from "zod";

export const createKeyInput = z.object({
  name: z.string().trim().min(1).max(100).optional().describe('A label to tell keys apart, e.g. "laptop" or "ci"'),
});
export type CreateKeyInput = z.infer<typeof createKeyInput>;

export const keysQuery = z.object({
  status: z.enum(["active", "revoked", "all"]).default("all"),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export type KeysQuery = z.infer<typeof keysQuery>;

/** Path ids are only looked up; anything longer than an id cannot match one. */
export const keyIdParam = z.string().min(1).max(64);
export const userIdParam = z.string().min(1).max(64);

export const apiKeyView = z.object({
  id: z.string(),
  name: z.string().nullable(),
  prefix: z.string().describe("The first characters of the key, enough to recognise it"),
  created_at: z.string(),
  revoked_at: z.string().nullable(),
});
export type ApiKeyView = z.infer<typeof apiKeyView>;

export const ownKeyView = apiKeyView.extend({
  current: z.boolean().describe("true on the key that authenticated this request"),
});
export const adminKeyView = apiKeyView.extend({ user_id: z.string() });

/** The operator's user list: a search over name, id and organization, paged by id. */
export const usersQuery = z.object({
  q: z.string().trim().min(1).max(100).optional().describe("Case-insensitive substring of the user's name, id or organization"),
  status: z.enum(["enabled", "disabled", "all"]).default("all"),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(100).optional(),
});

export const operatorUserView = z.object({
  id: z.string(),
  name: z.string(),
  org_id: z.string(),
  org: z.string(),
  created_at: z.string(),
  disabled_at: z.string().nullable().describe("Set while the user is disabled: their keys and OAuth grants are refused, data kept"),
});

export const operatorUserListItem = operatorUserView.extend({
  active_keys: z.number().int(),
  live_memories: z.number().int().describe("Memories not archived"),
});

export const userUsageView = z.object({
  memories: z.record(z.string(), z.object({ live: z.number().int(), archived: z.number().int() })).describe("Per scope"),
  keys: z.object({ active: z.number().int(), revoked: z.number().int() }),
  last_key_use_at: z.string().nullable(),
  last_write_at: z.string().nullable(),
});
