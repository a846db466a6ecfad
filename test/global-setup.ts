// Runs in Node before the workerd tests: starts the fake Messages API (workerd cannot listen on a
// socket itself) and hands its URL to the tests through vitest's provide/inject.
import type { TestProject } from "vitest/node";
import { startFakeMessagesApi } from "./llm/fake-messages-api.mjs";

export default async function setup(project: TestProject) {
  const server = await startFakeMessagesApi();
  project.provide("fakeMessagesUrl", server.url);
  // The API fuzz suite (test/fuzz-api.test.ts): FUZZ_SEED=<n> replays a run, FUZZ_SCALE=<n> multiplies its random rounds
  // (6 by default: ≥ 10,000 requests, the bar the fuzz suite asserts; 1 for a quick local run).
  project.provide("fuzzSeed", Number(process.env.FUZZ_SEED ?? 20240611) >>> 0);
  project.provide("fuzzScale", Math.max(0, Number(process.env.FUZZ_SCALE ?? 6)));
  return () => server.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeMessagesUrl: string;
    fuzzSeed: number;
    fuzzScale: number;
  }
}
