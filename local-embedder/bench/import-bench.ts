/**
 * Times `engram import` of N small memories against the local stand-in for
 * the Worker (test/helpers/memory-service.ts, a real HTTP server on
 * 127.0.0.1), through the real bin in a child process under /usr/bin/time -v.
 * Embedding is off (--no-embed): it costs the same either way and would hide
 * what this measures (queueing and sync).
 *
 *   npm run bench:import --workspace local-embedder -- [N] [extra import flags…]
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startMemoryService } from "../test/helpers/memory-service.ts";

const [countArg, ...extra] = process.argv.slice(2);
const count = Number(countArg ?? 2000);
// BENCH_BIN: another checkout's bin/engram.js, to time the same run against older code.
const bin = process.env.BENCH_BIN ?? join(import.meta.dirname, "..", "bin", "engram.js");
// BENCH_DIR: where the queue lives (fsync cost depends on the file system; /tmp may be tmpfs).
const home = mkdtempSync(join(process.env.BENCH_DIR ?? tmpdir(), "engram-import-bench-"));
const service = await startMemoryService();
try {
  const file = join(home, "memories.jsonl");
  const rows = Array.from({ length: count }, (_, i) => JSON.stringify({ content: `Small memory number ${i}: the staging deploy uses wrangler ${i % 7}`, type: "fact", tags: ["bench"] }));
  writeFileSync(file, rows.join("\n") + "\n");
  const env = { ...process.env, ENGRAM_CONFIG_DIR: join(home, "config"), ENGRAM_DATA_DIR: join(home, "data"), ENGRAM_URL: service.url, ENGRAM_API_KEY: "test-key" };
  const child = spawn("/usr/bin/time", ["-v", process.execPath, bin, "import", file, "--no-embed", "--project", "bench", ...extra], { env, stdio: ["ignore", "ignore", "pipe"] });
  let stderr = "";
  child.stderr.on("data", (c) => (stderr += c));
  const code = await new Promise<number | null>((resolve) => child.on("exit", resolve));
  const field = (name: string) => new RegExp(`${name}: (.+)`).exec(stderr)?.[1]?.trim();
  process.stdout.write(
    JSON.stringify({
      memories: count,
      exit: code,
      wall: field("Elapsed \\(wall clock\\) time \\(h:mm:ss or m:ss\\)"),
      user_s: Number(field("User time \\(seconds\\)")),
      system_s: Number(field("System time \\(seconds\\)")),
      max_rss_kb: Number(field("Maximum resident set size \\(kbytes\\)")),
      http_requests: service.httpRequests,
      stored: service.created.size,
      cli: stderr.split("\n").filter((l) => l.startsWith("engram:")),
    }) + "\n",
  );
} finally {
  await service.close();
  rmSync(home, { recursive: true, force: true });
}
