/**
 * Tools whose capability lives behind another area's REST route (feedback, conflicts, outcomes,
 * skills) are thin adapters: the validated arguments become one in-process request, and the
 * route's JSON comes back as structured content. Text that holds stored memory or skill content is
 * fenced as data.
 */
import { z } from "zod";
import { fenceData } from "../context/display";

/** A route's JSON body, kept as it is (the route owns its shape). */
export const passthrough = z.looseObject({});

export function asObject(body: unknown): Record<string, unknown> {
  return body && typeof body === "object" && !Array.isArray(body) ? (body as Record<string, unknown>) : { result: body };
}

/** JSON that may carry stored text, fenced so the model reads it as data. */
export const fencedJson = (summary: string, body: unknown) => `${summary}\n${fenceData(JSON.stringify(body, null, 2))}`;

export const idArg = z.string().min(1).max(64).describe("A memory id (mem_…)");
