/**
 * Converts the file-based memory layouts of the seed documents into import lines:
 *  - seed 000 (`~/.claude/global-memory/`): patterns/<domain>.yaml, gotchas/<technology>.yaml,
 *    preferences.yaml, and a project's project-context.yaml;
 *  - seed 002: a project's `.claude/memory.md` (headings group bullets; the heading picks the type).
 * Each converted item keeps what the file knew (confidence, last_used, use_count, learned_from) so
 * it ranks and decays from where it was. Unknown files are refused by name, not skipped silently.
 */
import { parse as parseYaml } from "yaml";
import { EngramError } from "../errors";
import { LIMITS } from "../memory/types";

export interface SeedItem {
  /** Where it came from, e.g. "patterns/auth.yaml#2" or "memory.md#5". */
  origin: string;
  line: Record<string, unknown>;
}

const tag = (s: unknown) => String(s).toLowerCase().trim().replace(/\s+/g, "-").slice(0, LIMITS.tagChars);
const tags = (...xs: unknown[]) => [...new Set(xs.flat().filter((x) => x !== undefined && x !== null && x !== "").map(tag))].slice(0, LIMITS.tags);
const text = (s: string) => {
  const bytes = new TextEncoder().encode(s);
  return bytes.length <= LIMITS.contentBytes ? s : `${new TextDecoder().decode(bytes.slice(0, LIMITS.contentBytes - 4)).replace(/\uFFFD+$/, "")} …`;
};
/** Seed dates are days ("2025-01-25") or ISO date-times. */
const date = (v: unknown): string | undefined => {
  if (v instanceof Date) return v.toISOString();
  if (typeof v !== "string" || Number.isNaN(Date.parse(v))) return undefined;
  return new Date(Date.parse(v)).toISOString();
};
const basename = (path: string) => path.split("/").pop()!.replace(/\.(ya?ml|md)$/i, "");
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : undefined);
const asList = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter((x) => x && typeof x === "object") : []);

function parse(path: string, source: string): Record<string, unknown> {
  try {
    const doc = parseYaml(source) as unknown;
    if (!doc || typeof doc !== "object" || Array.isArray(doc)) throw new Error("top level must be a mapping");
    return doc as Record<string, unknown>;
  } catch (err) {
    throw new EngramError("validation_failed", `files.${path}: not valid YAML: ${(err as Error).message.split("\n")[0]}`, { field: `files.${path}` });
  }
}

function patterns(path: string, doc: Record<string, unknown>): SeedItem[] {
  const domain = (doc.domain as string | undefined) ?? basename(path);
  return asList(doc.patterns).map((p, i) => {
    const learned = asList(p.learned_from);
    const firstLearned = learned.map((l) => date(l.date)).filter(Boolean).sort()[0];
    return {
      origin: `${path}#${i + 1}`,
      line: {
        type: "pattern", source: "ai_inferred", title: p.name ?? p.id,
        content: text([p.description, p.approach].filter(Boolean).join("\n\n") || String(p.name ?? p.id)),
        tags: tags(domain, p.applicable_when ?? []),
        confidence: num(p.confidence), use_count: num(p.use_count),
        success_count: learned.filter((l) => l.success === true).length || undefined,
        last_used_at: date(p.last_used), created_at: firstLearned,
        metadata: { seed: { file: path, id: p.id ?? null, code_example: p.code_example ?? null, learned_from: learned, alternatives: p.alternatives ?? null } },
      },
    };
  });
}

function gotchas(path: string, doc: Record<string, unknown>): SeedItem[] {
  const tech = (doc.technology as string | undefined) ?? basename(path);
  return asList(doc.gotchas).map((g, i) => {
    const learned = asList(g.learned_from);
    const parts = [g.problem && `Problem: ${g.problem}`, g.solution && `Solution: ${g.solution}`, g.wrong_approach && `Wrong approach: ${g.wrong_approach}`];
    return {
      origin: `${path}#${i + 1}`,
      line: {
        type: "gotcha", source: "ai_inferred", title: g.title ?? g.id,
        content: text(parts.filter(Boolean).join("\n\n") || String(g.title ?? g.id)),
        tags: tags(tech, g.tags ?? []), confidence: num(g.confidence), last_used_at: date(g.last_used),
        created_at: learned.map((l) => date(l.date)).filter(Boolean).sort()[0],
        metadata: { seed: { file: path, id: g.id ?? null, learned_from: learned } },
      },
    };
  });
}

/** One memory per leaf "section.key: value", with a metadata claim so later disagreements are flagged. */
function leaves(path: string, doc: Record<string, unknown>, o: { type: string; skip: string[]; sections?: string[] }): SeedItem[] {
  const out: SeedItem[] = [];
  for (const [section, body] of Object.entries(doc)) {
    if (o.skip.includes(section) || (o.sections && !o.sections.includes(section))) continue;
    if (!body || typeof body !== "object" || Array.isArray(body)) continue;
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (value === null || value === undefined || typeof value === "object") continue;
      out.push({
        origin: `${path}#${section}.${key}`,
        line: {
          type: o.type, source: "user_stated", content: `${section.replace(/_/g, " ")} ${key.replace(/_/g, " ")}: ${value}`,
          tags: tags(section), metadata: { subject: `${section}.${key}`, value: String(value), seed: { file: path } },
          created_at: date(doc.updated_at),
        },
      });
    }
  }
  return out;
}

function projectContext(path: string, doc: Record<string, unknown>): SeedItem[] {
  const items = leaves(path, doc, { type: "fact", skip: ["quirks"] }).filter((x) => !x.origin.endsWith("#project.name"));
  asList(doc.quirks).forEach((q, i) => {
    items.push({
      origin: `${path}#quirks.${i + 1}`,
      line: {
        type: "gotcha", source: "user_stated", content: text(String(q.description ?? "")), tags: ["quirk"],
        created_at: date(q.learned), metadata: { applies_to: q.applies_to ?? [], seed: { file: path } },
      },
    });
  });
  return items;
}

const HEADING_TYPES: [RegExp, string][] = [
  [/decision/i, "decision"], [/gotcha|pitfall|quirk|warning/i, "gotcha"], [/pattern|recipe|how ?to/i, "pattern"],
  [/preference|convention|style/i, "preference"], [/path|location|where|file|structure/i, "location"],
  [/stack|tech|dependenc|fact/i, "fact"], [/status|progress|next|todo/i, "status"], [/capabilit|feature/i, "capability"],
];

/** seed 002 memory.md: `## Heading` then `- bullet` items (continuation lines indented); paragraphs count too. */
function memoryMarkdown(path: string, source: string): SeedItem[] {
  const items: SeedItem[] = [];
  let heading = "";
  let current: string[] | null = null;
  const flush = () => {
    if (current && current.join(" ").trim()) {
      const type = HEADING_TYPES.find(([re]) => re.test(heading))?.[1] ?? "insight";
      items.push({
        origin: `${path}#${items.length + 1}`,
        line: { type, source: "user_stated", importance: 0.7, content: text(current.join("\n").trim()), tags: heading ? tags(heading) : [], metadata: { seed: { file: path, heading } } },
      });
    }
    current = null;
  };
  for (const raw of source.split(/\r?\n/)) {
    const h = /^(#{1,6})\s+(.*)$/.exec(raw);
    if (h) {
      flush();
      if (h[1].length > 1) heading = h[2].trim();
      continue;
    }
    const bullet = /^\s{0,3}(?:[-*+]|\d+[.)])\s+(.*)$/.exec(raw);
    if (bullet) {
      flush();
      current = [bullet[1]];
    } else if (!raw.trim()) {
      flush();
    } else if (current) {
      current.push(raw.trim());
    } else {
      current = [raw.trim()];
    }
  }
  flush();
  return items;
}

export function seedFilesToItems(files: Record<string, string>): SeedItem[] {
  const out: SeedItem[] = [];
  for (const [path, source] of Object.entries(files)) {
    const name = path.replace(/^\.?\/?(?:\.claude\/)?(?:global-memory\/|memory\/)?/, "");
    if (/(^|\/)memory\.md$/i.test(name)) out.push(...memoryMarkdown(path, source));
    else if (/^patterns\/[^/]+\.ya?ml$/i.test(name)) out.push(...patterns(path, parse(path, source)));
    else if (/^gotchas\/[^/]+\.ya?ml$/i.test(name)) out.push(...gotchas(path, parse(path, source)));
    else if (/^preferences\.ya?ml$/i.test(name)) out.push(...leaves(path, parse(path, source), { type: "preference", skip: ["updated_at"] }));
    else if (/^project-context\.ya?ml$/i.test(name)) out.push(...projectContext(path, parse(path, source)));
    else {
      throw new EngramError(
        "validation_failed",
        `files.${path}: not a known layout (patterns/*.yaml, gotchas/*.yaml, preferences.yaml, project-context.yaml, memory.md)`,
        { field: `files.${path}` },
      );
    }
  }
  return out;
}

/** The project a project-context.yaml names, when the request does not name one. */
export function projectNamed(files: Record<string, string>): string | undefined {
  for (const [path, source] of Object.entries(files)) {
    if (/project-context\.ya?ml$/i.test(path)) {
      const name = (parse(path, source).project as Record<string, unknown> | undefined)?.name;
      if (typeof name === "string") return name;
    }
  }
  return undefined;
}
