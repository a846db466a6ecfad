import { Hono } from "hono";
import { z } from "zod";
import { createUser } from "../auth/users";
import { documentRoute } from "../http/openapi";
import type { AppEnv } from "../http/hono-env";
import { readJson } from "../http/validate";
import { createUserInput } from "../memory/schemas";

export const adminRoutes = new Hono<AppEnv>();

adminRoutes.post("/users", async (c) => {
  const input = await readJson(c, createUserInput);
  return c.json(await createUser(c.env.DB, c.get("deps").clock, input), 201);
});
documentRoute({
  method: "post", path: "/v1/admin/users", tag: "admin", auth: "admin", summary: "Create a user and its API key (shown once)",
  body: createUserInput,
  responses: {
    201: {
      description: "The user and a new API key; only its hash is stored",
      schema: z.object({
        user: z.object({ id: z.string(), name: z.string(), org_id: z.string(), org: z.string(), created_at: z.string() }),
        api_key: z.string(),
      }),
    },
  },
});
