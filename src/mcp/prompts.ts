/**
 * Prompts for the moments seed 001 names: session start (recall), session end ("anything from
 * this session worth remembering?") and before context compaction (extract what must survive).
 * Capture rules follow seed 002: keep decisions with their reason, fixes, discoveries, locations
 * and status; drop narration, routine steps and hedging; store the essence, not the story.
 */
import type { McpServer } from "@modelcontextprotocol/server";
import type { GetPromptResult } from "@modelcontextprotocol/server";
import { z } from "zod";
import { buildContextBundle } from "../context/bundle";
import { skillSource } from "../context/skills";
import { projectName } from "../memory/schemas";
import type { McpDeps } from "./deps";
import { DEFAULT_CONTEXT_TOKENS } from "./tools/get-context";

const WHAT_TO_KEEP = `What is worth remembering (call \`remember\` once per item, with type, importance and project):
- decision: chose X over Y because Z (always with the reason) — importance ≥ 0.7
- gotcha: what went wrong and how to avoid it; discovery: found that X works because Y — importance ≥ 0.7
- location: X is implemented at path:line
- preference: how the user likes things done (source user_stated when they said it)
- pattern: an approach that worked and would work again
- status: where we left off and the next step (one per project, it replaces the last)
Leave out narration, routine operations, hedging and anything already remembered. Write the essence in one or two
sentences that make sense without this conversation. Use \`feedback\` on memories that turned out right or wrong,
and \`record_outcome\` for a finished task (verified: true only if it was checked).`;

const user = (text: string): GetPromptResult["messages"][number] => ({ role: "user", content: { type: "text", text } });

export function registerPrompts(server: McpServer, d: McpDeps) {
  server.registerPrompt(
    "session_start",
    {
      title: "Start a session with memory",
      description: "Loads what Engram remembers for this project (and the open files or current error) into the conversation",
      argsSchema: {
        project: projectName.optional().describe("Project name"),
        files: z.string().max(20_000).optional().describe("Open files, comma-separated"),
        error: z.string().max(2000).optional().describe("The current error, if any"),
      },
    },
    async ({ project, files, error }) => {
      const bundle = await buildContextBundle(
        d.deps,
        d.principal,
        { project, files: (files ?? "").split(",").map((f) => f.trim()).filter(Boolean).slice(0, 20), error, maxTokens: DEFAULT_CONTEXT_TOKENS },
        skillSource(d.rest),
      );
      return {
        description: "Session-start context from Engram",
        messages: [
          user(
            `${bundle.markdown}\n\nThis is what Engram remembers for this session. Use it where it applies; if an open ` +
              `conflict matters to the task, ask me which side is right before relying on it. During the work, call ` +
              `\`recall\` with triggers.file or triggers.error when you open unfamiliar code or meet an error, and ` +
              `\`remember\` decisions, fixes and discoveries as they happen without interrupting the work.`,
          ),
        ],
      };
    },
  );

  server.registerPrompt(
    "session_reflection",
    {
      title: "End-of-session reflection",
      description: "What from this session is worth remembering?",
      argsSchema: { project: projectName.optional().describe("Project name") },
    },
    async ({ project }) => ({
      description: "Capture what this session taught",
      messages: [
        user(
          `The session is ending. Anything from this session worth remembering${project ? ` for project ${project}` : ""}?\n\n` +
            `${WHAT_TO_KEEP}\n\nFinally, remember a status memory: where we left off and the next step.`,
        ),
      ],
    }),
  );

  server.registerPrompt(
    "before_compaction",
    {
      title: "Before context compaction",
      description: "Extract the memories that must survive before the conversation is summarized",
      argsSchema: { project: projectName.optional().describe("Project name") },
    },
    async ({ project }) => ({
      description: "Preserve continuity across compaction",
      messages: [
        user(
          `The context is about to be compacted and details will be lost. Before that, store what must survive` +
            `${project ? ` for project ${project}` : ""}: critical decisions and their reasons, fixes for errors met, ` +
            `discoveries, where things live, and the current state of the task.\n\n${WHAT_TO_KEEP}`,
        ),
      ],
    }),
  );
}
