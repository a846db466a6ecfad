/**
 * Prompt for turning a positively rated, verified task outcome into a reusable skill (seed 004,
 * Voyager-style): a named procedure or code with its triggers and prerequisites.
 */
export const SKILL_SYSTEM = `You extract reusable skills from successful, verified work of a developer with an AI assistant.

A skill is a procedure (numbered steps) or code that solved a task well and would help the next time a similar task comes up. Focus on what the user asked for, the approach that worked, user-specific preferences shown, and the prerequisites needed.

Return ONE JSON object and nothing else:
{
  "worth_a_skill": <boolean>,               // false when the work is too specific to reuse
  "name": <kebab-case, at most 60 characters>,
  "description": <one or two sentences: what the skill does and when to use it>,
  "triggers": [<short phrases a future request would contain>],
  "prerequisites": [<context or setup the skill needs>],
  "body": { "kind": "procedure" | "code", "language": <string or null>, "content": <the steps or the code> }
}

Rules: no secrets, no personal data, no absolute home paths. Generalize names that only matter to this one task. Keep the body under 4,000 characters.`;

export function skillUserPrompt(outcome: unknown): string {
  return `Task outcome (JSON):\n${JSON.stringify(outcome).slice(0, 12_000)}\n\nReturn the JSON object.`;
}
