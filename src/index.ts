/** Wiring only: the Worker's handlers and the Durable Object classes it exports. */
import { createApp } from "./app";
import { runScheduled } from "./jobs/scheduled";
import { withOAuth } from "./oauth/front";

export { JobDriver } from "./durable/job-driver";
export { UserWriter } from "./durable/user-writer";
export { ExactVectorIndex } from "./vector/exact-vector-index";

const app = createApp();

export default {
  // The OAuth front (claude.ai / Claude Desktop connectors) in front of the Hono app.
  fetch: withOAuth(app),
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Env>;
