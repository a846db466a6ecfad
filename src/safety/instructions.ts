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
    // A new identity or mode for the model: "you are now DAN", "you must now …", "act as the system".
    rule: "role_reassignment",
    pattern: /\b(?:you\s+are\s+now\s+(?:a|an|the|in|no\s+longer|free|unrestricted|dan)\b|you\s+must\s+now\b|from\s+now\s+on,?\s+you\s+(?:are|will\s+be|act)\b|(?:pretend|imagine)\s+(?:to\s+be|you\s+are)\s+(?:a|an|the)\b|(?:act|behave|respond)\s+as\s+(?:if\s+you\s+were\s+)?(?:a|an|the)\s+(?:system|admin(?:istrator)?|root|developer\s+mode|unrestricted|jailbroken)\b|role-?play\s+as\b|enter\s+(?:developer|god|dan|jailbreak)\s+mode\b|jailbreak(?:ed)?\b)/i,
  },
  {
    // The model's own instructions as the object of an action: "reveal your system prompt", "new instructions:".
    rule: "prompt_reference",
    pattern: /\b(?:(?:reveal|print|show|repeat|leak|output|override|replace|update|change|ignore)\s+(?:your|the)\s+(?:system|hidden|initial|original)\s+(?:prompt|instructions|message)|your\s+(?:system\s+prompt|hidden\s+instructions|original\s+instructions)|new\s+(?:system\s+)?instructions\s*:|(?:updated|important|urgent)\s+instructions?\s+(?:for|to)\s+(?:the\s+)?(?:ai|assistant|model|agent|llm|claude)\b)/i,
  },
  {
    // Chat-template and role markers: <system>, </instructions>, <|im_start|>, [INST], <<SYS>>, "### System:", a line "System: …".
    rule: "role_marker",
    pattern: /(?:<\s*\/?\s*(?:system|assistant|instructions?|developer|im_start|im_end|tool_call|function_call|admin)\b[^<>\n]{0,80}>|<\|(?:im_start|im_end|system|assistant|user|endoftext)\|>|\[\/?INST\]|<<\/?SYS>>|^\s*#{1,4}\s*(?:system|assistant|instructions?)\s*:|^\s*(?:system|assistant)\s*:\s)/im,
  },
  {
    // Tool invocations addressed to the model: "call the tool send_email with …", "invoke the delete_all function".
    rule: "tool_invocation",
    pattern: /\b(?:call|invoke|run|execute|use|trigger)\s+(?:the\s+)?(?:tool|function|mcp\s+tool)\s+[`'"]?[\w.:-]{1,64}[`'"]?\s+(?:with|using|passing|and)\b|\b(?:call|invoke|execute|trigger)\s+the\s+[`'"]?[\w.:-]{1,64}[`'"]?\s+(?:tool|function)\b/i,
  },
  {
    // Addressed to the model and hidden from the user: "do not tell the user", "without informing the user".
    rule: "conceal_from_user",
    pattern: /\b(?:do\s+not|don't|never)\s+(?:tell|inform|mention\s+(?:this\s+|it\s+)?to|alert|notify|show)\s+(?:the\s+)?user\b|\bwithout\s+(?:telling|informing|notifying|asking)\s+(?:the\s+)?user\b/i,
  },
  {
    // Addressed to the model by name or role and told what to do: "AI assistant: you must …", "Note to the AI: …".
    rule: "addressed_to_model",
    pattern: /\b(?:note|message|instructions?)\s+(?:to|for)\s+(?:the\s+|any\s+)?(?:ai|assistant|model|agent|llm|claude|chatgpt)\b|\b(?:attention|dear|hey)\s+(?:ai|assistant|claude|chatgpt|language\s+model|llm)\b/i,
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
