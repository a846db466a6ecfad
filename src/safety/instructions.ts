/**
 * Write-time detection of text that reads like instructions to a model (issue 18 item 8, memory
 * poisoning): a tool result or a shared item planting "ignore previous instructions", a fake
 * `<system>` block or "call the tool X with …" so that a later session follows it when the memory is
 * recalled. Such a memory is flagged (`instruction_like`), never changed or refused: the flag is
 * shown in recall and the context bundle, and a flagged memory that arrived as tool output or from
 * another agent ranks lower (retrieval/weighting.ts).
 *
 * Deterministic and linear-time: every pattern is a fixed alternation with bounded gaps (no nested
 * unbounded quantifiers), so a crafted 8 KB memory cannot make the write path backtrack. Ordinary
 * developer imperatives ("always run npm test before pushing", "never use var") are preferences and
 * patterns, not injections: a rule needs a model-directed signal (the model's instructions, prompt or
 * role, a chat-template marker, a tool invocation, hiding something from the user).
 */

export interface InstructionSignal {
  rule: string;
  /** The matched text, at most 80 characters (for the write response; the memory is stored as sent). */
  match: string;
}

const RULES: Array<{ rule: string; pattern: RegExp }> = [
  {
    // "ignore (all) previous instructions", "disregard the above rules", "forget your prior guidelines".
    rule: "override_instructions",
    pattern: /\b(?:ignore|disregard|forget|override|bypass|overrule)\s+(?:(?:all|any|every|of|the|your|my|these|those|previous|prior|above|earlier|preceding|original|system|safety|existing)\s+){1,4}(?:instructions?|prompts?|rules|directions|directives|guidelines|guardrails|constraints|messages|context|programming)\b/i,
  },
  {
    // A new identity or mode for the model: "you are now DAN", "you must now obey …", "act as the system".
    // Not "you are now in the repo root" or "you must now pass --flag": the continuation must address a model.
    rule: "role_reassignment",
    pattern: /\b(?:you\s+are\s+now\s+(?:dan|free|unrestricted|unfiltered|jailbroken|no\s+longer\s+(?:bound|restricted|an?\s+ai)|(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:ai|assistant|model|bot|agent|persona)\b)|you\s+must\s+now\s+(?:ignore|forget|obey|follow|act|behave|respond|reply|pretend|comply|disregard)\b|from\s+now\s+on,?\s+you\s+(?:are|will\s+be|act\s+as)\s+(?:a|an|the)\s+(?:[\w-]+\s+){0,3}?(?:ai|assistant|model|bot|agent|persona)\b|from\s+now\s+on,?\s+you\s+(?:will|must|shall)\s+(?:ignore|obey|only\s+(?:obey|follow|respond))\b|pretend\s+(?:to\s+be|you\s+are)\s+(?:a|an|the)\b|(?:act|behave|respond)\s+as\s+(?:if\s+you\s+were\s+)?(?:a|an|the)\s+(?:system|admin(?:istrator)?|root|developer\s+mode|unrestricted|jailbroken)\b|role-?play\s+as\b|enter\s+(?:developer|god|dan|jailbreak)\s+mode\b)/i,
  },
  {
    // The model's own instructions as the object of an action: "reveal your system prompt", "new instructions:".
    // Not "update the system prompt in src/llm/prompts": a developer's prompt is a file, not the reader's instructions.
    rule: "prompt_reference",
    pattern: /\b(?:(?:reveal|leak|repeat|ignore|override|disregard)\s+(?:your|the)\s+(?:system|hidden|initial|original)\s+(?:prompt|instructions|message)|your\s+(?:system\s+prompt|hidden\s+instructions|original\s+instructions)|new\s+(?:system\s+)?instructions\s*:|(?:updated|important|urgent)\s+instructions?\s+(?:for|to)\s+(?:the\s+)?(?:ai|assistant|model|agent|llm|claude)\b)/i,
  },
  {
    // Chat-template and role markers: <system>, </instructions>, <|im_start|>, [INST], <<SYS>>, "### System:",
    // a line "System: you …". Not "System: Ubuntu 22.04" (an environment note).
    rule: "role_marker",
    pattern: /(?:<\s*\/?\s*(?:system|assistant|instructions?|developer|im_start|im_end|tool_call|function_call|admin)\b[^<>\n]{0,80}>|<\|(?:im_start|im_end|system|assistant|user|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|^\s*#{1,4}\s*(?:system|assistant|instructions?)\s*:|^\s*(?:system|assistant)\s*:\s*(?:you|ignore|disregard|the\s+(?:user|assistant|operator)|new\s+instructions|from\s+now\s+on|always|never|do\s+not|don't)\b)/im,
  },
  {
    // Tool invocations addressed to the model: "call the tool send_email with …", "invoke the delete_all tool".
    // Not "call the function parseDate with a string" (code) or "use the tool tsc to type-check".
    rule: "tool_invocation",
    pattern: /\b(?:call|invoke|execute|trigger|use)\s+(?:the\s+)?(?:mcp\s+)?tool\s+[`'"]?[\w.:-]{1,64}[`'"]?\s+(?:with|using|passing|and)\b|\b(?:call|invoke|execute|trigger)\s+the\s+[`'"]?[\w.:-]{1,64}[`'"]?\s+(?:mcp\s+)?tool\b/i,
  },
  {
    // Hiding something from the user: "do not tell the user", "without informing the user".
    // Not "never show the user raw stack traces" or "proceeds without asking the user" (product rules).
    rule: "conceal_from_user",
    pattern: /\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention\s+(?:this\s+|it\s+)?to)\s+(?:the\s+)?user\b|\bwithout\s+(?:telling|informing)\s+(?:the\s+)?user\b/i,
  },
  {
    // Addressed to the model: "Note to the AI: …", "Attention Claude".
    rule: "addressed_to_model",
    pattern: /\bnote\s+(?:to|for)\s+(?:the\s+|any\s+)?(?:ai|assistant|model|llm|claude|chatgpt)\b|\b(?:attention|dear|hey)\s+(?:ai|assistant|claude|chatgpt|language\s+model|llm)\b/i,
  },
];

/** The signals found in `text` (empty: nothing instruction-like). */
export function instructionSignals(text: string): InstructionSignal[] {
  const out: InstructionSignal[] = [];
  for (const { rule, pattern } of RULES) {
    const m = pattern.exec(text);
    if (m) out.push({ rule, match: m[0].replace(/\s+/g, " ").trim().slice(0, 80) });
  }
  return out;
}

/** Whether a memory's title or content reads like instructions to a model. */
export function isInstructionLike(m: { content: string; title?: string | null }): boolean {
  return instructionSignals(m.title ? `${m.title}\n${m.content}` : m.content).length > 0;
}
