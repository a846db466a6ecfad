/** Wiring only: the Worker's handlers and the Durable Object classes it exports. */
import { createApp } from "./app";
import { runScheduled } from "./jobs/scheduled";

export { UserWriter } from "./durable/user-writer";
export { ExactVectorIndex } from "./vector/exact-vector-index";

const app = createApp();

export default {
  fetch: app.fetch,
  scheduled(controller, env, ctx) {
    ctx.waitUntil(runScheduled(controller, env));
  },
} satisfies ExportedHandler<Env>;
