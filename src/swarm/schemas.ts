/** SWARM's request and response shapes (validation at the edge and the OpenAPI document). */
import { z } from "zod";

export const idParam = z.string().min(1).max(64);
export const optInInput = z.object({ enabled: z.boolean().describe("Opt in to (true) or out of (false) your organization's SWARM pool") });
export const optInView = z.object({
  enabled: z.boolean(), organization_enabled: z.boolean(), active: z.boolean().describe("Both switches on: you see and feed the pool"),
  changed_at: z.string().nullable(), withdrawn: z.array(z.string()).optional().describe("Items withdrawn because your opt-out dropped their support to 3 or fewer"),
});
export const settingsInput = z.object({
  enabled: z.boolean(),
  max_promotions: z.number().int().min(0).max(100).default(10).describe("New items per 24 hours (poisoning: rate limit)"),
  quarantine_reports: z.number().int().min(1).max(50).default(1).describe("Reports by distinct members that quarantine an item"),
});
export const settingsView = z.object({ enabled: z.boolean(), max_promotions: z.number(), quarantine_reports: z.number(), updated_at: z.string().nullable() });
// `limit` first: a request with a bad limit and no q names the limit (issues follow the shape's order).
export const findQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(10), q: z.string().trim().min(1).max(1000) });
export const useInput = z.object({
  success: z.boolean().optional().describe("You used the item: did it work?"),
  rating: z.number().int().min(1).max(10).optional().describe("Your 1-10 rating"),
}).refine((v) => v.success !== undefined || v.rating !== undefined, { message: "give success, rating or both", path: ["success"] });
export const reportInput = z.object({ reason: z.string().trim().min(1).max(1000) });
export const approveInput = z.object({ content: z.string().trim().min(10).max(2000).optional().describe("The text as edited by the admin (default: as held)") });
export const itemsQuery = z.object({ status: z.enum(["review", "shared", "quarantined", "withdrawn", "rejected"]).optional() });
export const auditQuery = z.object({ before: z.string().max(64).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
export const membersQuery = z.object({ after: z.string().max(64).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) });
export const roleInput = z.object({ role: z.enum(["member", "admin"]) });
export const createOrgInput = z.object({
  name: z.string().trim().min(1).max(200),
  admin: z.string().trim().min(1).max(200).describe("Name of the first admin: a new user in the organization, with an API key shown once"),
});
export const grantAdminInput = z.object({ user_id: z.string().min(1).max(64) });

export const sharedItemView = z.object({
  id: z.string(), type: z.string(), content: z.string(), source: z.literal("swarm"), provenance: z.literal("swarm"),
  usage: z.object({
    users: z.number().describe("Members whose own verified use supports it"), uses: z.number(), success_rate: z.number().nullable(),
    effectiveness: z.number().describe("Pooled, 10-point scale"), last_confirmed: z.string().nullable(),
  }),
  shared_at: z.string().nullable(),
});
export const adminItemView = sharedItemView.extend({ status: z.string(), status_reason: z.string().nullable(), content_hash: z.string(), created_at: z.string() });
