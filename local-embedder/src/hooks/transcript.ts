import { existsSync, readFileSync } from "node:fs";

export interface TranscriptMessage {
  role: "user" | "assistant";
  text: string;
  line: number;
}

type Block = { type?: string; text?: string };
type Entry = { type?: string; isMeta?: boolean; message?: { role?: string; content?: string | Block[] } };

/**
 * Reads a Claude Code transcript (JSONL, one event per line) and keeps only
 * what people said in prose: user and assistant text blocks, not tool calls
 * or tool output (large, and mostly not worth remembering).
 */
export function readTranscript(path: string, fromLine = 0): { messages: TranscriptMessage[]; lines: number } {
  if (!existsSync(path)) return { messages: [], lines: 0 };
  const lines = readFileSync(path, "utf8").split("\n");
  const messages: TranscriptMessage[] = [];
  for (let i = fromLine; i < lines.length; i++) {
    const raw = lines[i];
    if (!raw?.trim()) continue;
    let entry: Entry;
    try {
      entry = JSON.parse(raw) as Entry;
    } catch {
      continue;
    }
    const role = entry.message?.role ?? entry.type;
    if ((role !== "user" && role !== "assistant") || entry.isMeta) continue;
    const content = entry.message?.content;
    const text =
      typeof content === "string"
        ? content
        : Array.isArray(content)
          ? content.filter((b) => b.type === "text" && typeof b.text === "string").map((b) => b.text).join("\n")
          : "";
    if (text.trim()) messages.push({ role, text, line: i });
  }
  return { messages, lines: lines.length };
}
