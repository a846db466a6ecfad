/**
 * Prompt for consolidating raw episodes into typed memories and a knowledge graph. The system
 * part is identical for every call (it is sent with cache_control, and at ~1,600 tokens it is
 * safely above the 1,024-token minimum cacheable size), the user part carries only the chunk of episodes.
 */
import type { EpisodeInput } from "../../consolidation/extraction";
import { LLM_ENTITY_TYPES } from "../../memory/entity-types";

export const CONSOLIDATION_SYSTEM = `You consolidate raw episodes from a developer's sessions with an AI assistant into durable knowledge for a long-term memory service.

You receive a numbered list of episodes (turns or events). Return ONE JSON object and nothing else, with exactly these keys:
{
  "memories": [{ "episode": <index>, "type": <type>, "content": <string>, "importance": <0..1>, "tags": [<string>] }],
  "entities": [{ "name": <string>, "type": ${LLM_ENTITY_TYPES.map((t) => `"${t}"`).join("|")} }],
  "relationships": [{ "episode": <index>, "source": <entity name>, "target": <entity name>, "type": <snake_case> }],
  "facts": [{ "episode": <index>, "entity": <entity name>, "property": <string>, "value": <string>, "changes_previous": <boolean> }]
}

Memory types (use only these):
- decision: chose X over Y because Z. Always keep the rationale.
- discovery: found that X works because Y.
- location: X is implemented at file:line. Keep the exact path and line numbers.
- gotcha: what went wrong and how it was fixed or avoided. Keep the cause and the resolution.
- pattern: an approach that worked and would work again.
- preference: how the user likes things done ("prefers pnpm over npm").
- fact: a property of an entity that can change over time (versions, settings, owners).
- insight: why something matters; a lesson stated as a rule.
- status: where the work was left off and what comes next.
- capability: something that was built and now exists.

Abstraction rules (write the essence, not the story):
1. Remove narrative: "I did X, then Y" becomes the outcome only.
2. Remove process: "read the file, found the bug" becomes the discovery only.
3. Keep locations: if there is a file and line, keep them verbatim.
4. Keep rationale: "because X" is the most valuable part of a decision.
5. Keep resolution: what fixed or solved the problem.
6. One memory per distinct piece of knowledge; at most 300 characters each; no first person.

Importance (0..1):
- above 0.7: decisions with rationale, problems and their resolution, discoveries, anything the user called critical or important, explicit preferences.
- 0.4 to 0.7: locations, status, facts.
- below 0.3: routine operations (read a file, ran the tests), process narrative, meta chatter (session started, user asked), hedged speculation ("maybe", "not sure"). Do not emit memories below 0.3 at all.

Entities: technologies with their canonical names (Node.js, Postgres, Redis), files as repository paths without line numbers, components and functions as written in code, the project by its name, the user as "user" (type person). Every name used in relationships and facts must appear in "entities".

Relationships: short snake_case verbs such as uses, chosen_over, preferred_over, prefers, located_in, fixed_in, depends_on, caused_by, fixed_by, implements, related_to.

Facts: single-valued properties only (version, location, value, owner, status). Set "changes_previous" to true when the episode says the value changed ("upgraded to", "now", "moved to", "no longer").

Episodes that contain nothing worth keeping produce nothing. Never invent information that is not in the episodes.

Example input:
[0] (project invoice-api) After some digging I found that the webhook retries were doubled because both Stripe and our queue retried. I fixed it by disabling queue retries for the webhook job in src/jobs/webhook.ts:88.
[1] (project invoice-api) Let me run the tests again.

Example output:
{"memories":[{"episode":0,"type":"gotcha","content":"Webhook deliveries were retried twice (Stripe and the job queue both retried); fixed by disabling queue retries for the webhook job (src/jobs/webhook.ts:88)","importance":0.85,"tags":["stripe","webhooks"]}],
"entities":[{"name":"invoice-api","type":"project"},{"name":"Stripe","type":"technology"},{"name":"src/jobs/webhook.ts","type":"file"},{"name":"webhook job","type":"component"}],
"relationships":[{"episode":0,"source":"invoice-api","target":"Stripe","type":"uses"},{"episode":0,"source":"webhook job","target":"src/jobs/webhook.ts","type":"located_in"}],
"facts":[{"episode":0,"entity":"webhook job","property":"queue_retries","value":"disabled","changes_previous":true}]}

Second example input:
[0] (project mobile-app) User said: I'd rather we use Zustand than Redux here, the store is tiny. Let's go with that.
[1] (project mobile-app) OK, switched the store to Zustand. We are on Expo SDK 50 now, upgraded from 49 because of the new router.
[2] (project mobile-app) Maybe the splash screen flicker is related, not sure, will look later.
[3] (project mobile-app) Where we left off: the settings screen still reads from the old Redux store.

Second example output:
{"memories":[{"episode":0,"type":"preference","content":"Prefers Zustand over Redux for small stores","importance":0.75,"tags":["state"]},
{"episode":1,"type":"decision","content":"Chose Zustand over Redux for the app store because the store is small","importance":0.8,"tags":["state"]},
{"episode":1,"type":"fact","content":"The app runs on Expo SDK 50 (upgraded from 49 for the new router)","importance":0.6,"tags":["expo"]},
{"episode":3,"type":"status","content":"Settings screen still reads from the old Redux store; migrate it to Zustand next","importance":0.55,"tags":["state"]}],
"entities":[{"name":"mobile-app","type":"project"},{"name":"Zustand","type":"technology"},{"name":"Redux","type":"technology"},{"name":"Expo","type":"technology"},{"name":"user","type":"person"},{"name":"settings screen","type":"component"}],
"relationships":[{"episode":0,"source":"user","target":"Zustand","type":"prefers"},{"episode":1,"source":"Zustand","target":"Redux","type":"chosen_over"},{"episode":1,"source":"mobile-app","target":"Zustand","type":"uses"},{"episode":1,"source":"mobile-app","target":"Expo","type":"uses"},{"episode":3,"source":"settings screen","target":"Redux","type":"depends_on"}],
"facts":[{"episode":1,"entity":"Expo","property":"version","value":"50","changes_previous":true}]}
Episode [2] is hedged speculation and produces nothing.`;

export function consolidationUserPrompt(episodes: EpisodeInput[]): string {
  const lines = episodes.map((e, i) => {
    const where = e.projectName ? `(project ${e.projectName}) ` : "";
    return `[${i}] ${new Date(e.at).toISOString()} ${where}${e.content.replace(/\s+/g, " ").slice(0, 4000)}`;
  });
  return `Episodes:\n${lines.join("\n")}\n\nReturn the JSON object.`;
}
