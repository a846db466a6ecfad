// The scale corpus without a dev stack: `npx tsx bench/judgment/scale-corpus-offline.mts OUT.sqlite --embed URL
// [COUNT]` applies the migrations to a fresh SQLite file and stores `seedCorpus(COUNT)` (10,000) for one user, each
// memory with its embedder vector, as ab-seed.mjs's stack would, in minutes instead of half an hour of HTTP batches
// on a loaded machine. What differs from the stack: a repeated text (same project, same words up to case, spaces and a
// final dot) is stored once, where the write path also merges the near repeats its judgment calls duplicates, so this
// file holds about as many live rows (9,174 of 10,000 against 9,140 a seeded stack kept). Good for CPU comparisons of two engines on one file
// (`scale-pairs-timing.mts OUT.sqlite VECTORS.json`), not as a replica of a seeded stack.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { seedCorpus } from "./scale.mjs";

const [out, ...rest] = process.argv.slice(2);
const embedUrl = rest.includes("--embed") ? rest[rest.indexOf("--embed") + 1] : undefined;
const count = Number(rest.find((a) => /^\d+$/.test(a)) ?? 10000);
if (!out || !embedUrl) throw new Error("usage: scale-corpus-offline.mts OUT.sqlite --embed URL [COUNT]");
if (existsSync(out)) throw new Error(`${out} exists`);

const db = new DatabaseSync(out, { enableForeignKeyConstraints: false });
const migrations = path.join(import.meta.dirname, "../../migrations");
for (const f of readdirSync(migrations).filter((f) => f.endsWith(".sql")).sort()) db.exec(readFileSync(path.join(migrations, f), "utf8"));

type Seeded = { type: string; content: string; project?: string };
const key = (m: Seeded) => `${m.project ?? ""}|${m.content.toLowerCase().replace(/\s+/g, " ").replace(/[.\s]+$/, "")}`;
const seen = new Set<string>();
const memories = (seedCorpus(count) as Seeded[]).filter((m) => !seen.has(key(m)) && (seen.add(key(m)), true));

const embed = async (texts: string[]) => {
  const res = await fetch(`${embedUrl}/embed`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ texts, kind: "document" }) });
  if (!res.ok) throw new Error(`embedder: ${res.status}`);
  return ((await res.json()) as { vectors: number[][] }).vectors;
};

const now = Date.parse("2026-11-29T00:00:00Z");
db.exec(`INSERT INTO organizations (id, name, created_at) VALUES ('org-scale', 'scale', ${now})`);
db.exec(`INSERT INTO users (id, org_id, name, created_at) VALUES ('user-scale', 'org-scale', 'ab-seed', ${now})`);
const projects = new Map<string, string>();
const projectOf = (name: string) => {
  if (!projects.has(name)) {
    const id = `project-${projects.size}`;
    db.prepare("INSERT INTO projects (id, org_id, name, created_by, created_at) VALUES (?, 'org-scale', ?, 'user-scale', ?)").run(id, name, now);
    projects.set(name, id);
  }
  return projects.get(name)!;
};
const insertMemory = db.prepare(
  `INSERT INTO memories (id, org_id, user_id, scope, project_id, type, content, created_at, updated_at, content_hash)
   VALUES (?, 'org-scale', 'user-scale', ?, ?, ?, ?, ?, ?, ?)`,
);
const insertVector = db.prepare(
  "INSERT INTO memory_vectors (memory_id, org_id, model, dimension, vector, content_hash, created_at) VALUES (?, 'org-scale', 'local', ?, ?, ?, ?)",
);
for (let i = 0; i < memories.length; i += 100) {
  const batch = memories.slice(i, i + 100);
  const vectors = await embed(batch.map((m) => m.content));
  db.exec("BEGIN");
  batch.forEach((m, j) => {
    const id = `mem-${String(i + j).padStart(5, "0")}`;
    const hash = `h${i + j}`;
    const at = now + i + j;
    insertMemory.run(id, "private", m.project ? projectOf(m.project) : null, m.type, m.content, at, at, hash);
    insertVector.run(id, vectors[j].length, new Uint8Array(Float32Array.from(vectors[j]).buffer), hash, at);
  });
  db.exec("COMMIT");
  if ((i / 100) % 10 === 0) console.log(`${i + batch.length}/${memories.length}`);
}
console.log(`stored ${memories.length} memories of ${count} (repeats stored once), ${projects.size} projects, in ${out}`);
