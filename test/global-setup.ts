// Runs in Node before the workerd tests: starts the fake Messages API (workerd cannot listen on a
// socket itself) and hands its URL to the tests through vitest's provide/inject.
import type { TestProject } from "vitest/node";
import { startFakeMessagesApi } from "./llm/fake-messages-api.mjs";

export default async function setup(project: TestProject) {
  const server = await startFakeMessagesApi();
  project.provide("fakeMessagesUrl", server.url);
  return () => server.close();
}

declare module "vitest" {
  export interface ProvidedContext {
    fakeMessagesUrl: string;
  }
}
