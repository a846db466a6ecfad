/**
 * What MCP tools may use — deliberately small: tools read this instead of reaching into the
 * request, env or app. Identity is fixed per request from the verified API key.
 */
import type { Principal } from "../auth/principal";
import type { Deps } from "../config";
import type { WriteCommand, WriteOutcome } from "../durable/user-writer";
import type { RestCall } from "../http/self-dispatch";

export interface McpDeps {
  deps: Deps;
  principal: Principal;
  /** A write through the caller's UserWriter (the REST write path, without HTTP). */
  write: (command: WriteCommand) => Promise<WriteOutcome>;
  /** The app's own REST routes, called in-process as this caller. */
  rest: RestCall;
  /** Work that may finish after the response (access statistics, indexing). */
  waitUntil: (work: Promise<unknown>) => void;
}
