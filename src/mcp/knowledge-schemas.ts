/**
 * Tool inputs of the knowledge area: the same zod schemas its REST routes validate with, so a tool
 * and its route cannot drift. Only skill search is tool-shaped (a query is required for a tool).
 */
import { z } from "zod";
import { outcomeInput } from "../knowledge/outcome-schemas";
import { skillInput, skillUseInput } from "../skills/schemas";

export const outcomeArgs = outcomeInput;
export const skillArgs = skillInput;
export const skillUseArgs = skillUseInput;

export const skillSearchArgs = z.object({
  query: z.string().trim().min(1).max(500).describe("The task at hand"),
  limit: z.number().int().min(1).max(100).optional(),
});
