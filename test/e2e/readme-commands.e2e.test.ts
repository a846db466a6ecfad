/**
 * Every command in README.md is exercised: the curl walkthrough runs verbatim in bash against
 * `npm run dev` (placeholders such as MEMORY_ID filled with fresh fixtures, every HTTP status
 * checked), the deploy commands are checked against the pinned wrangler (subcommand and flags, and
 * `npm run deploy` as a dry run), and every other command must be named by the test or CI script
 * that runs it (readme-commands.ts). A README edit that adds a command nobody runs fails here.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { api, type DevServer } from "./dev-server";
import { sharedDevServer } from "./shared-dev";
import { wranglerCommandTree, wranglerProblems } from "./wrangler-commands";
import { cliSynopsis, COMPANION_COVERAGE, coverageOf, placeholdersIn, readFileAt, readmeCommands, root, type Placeholder, type ReadmeCommand } from "./readme-commands";

const commands = readmeCommands(readFileSync(path.join(root, "README.md"), "utf8"));
const httpCommands = commands.filter((c) => c.where === "block" && coverageOf(c).some((k) => k.by === "http"));
const wranglerCommands = commands.filter((c) => coverageOf(c).some((k) => k.by === "wrangler"));

/** A command's exit code and output (steps run one at a time, so a blocking spawn is enough). */
function run(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number }) {
  const r = spawnSync(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, encoding: "utf8", timeout: opts.timeout ?? 60_000 });
  return { code: r.status, stdout: r.stdout ?? "", stderr: r.stderr ?? "" };
}

/** `run` without blocking, so independent `--help` spawns can overlap. */
function runAsync(cmd: string, args: string[], opts: { cwd: string; env?: NodeJS.ProcessEnv; timeout?: number }) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    const child = spawn(cmd, args, { cwd: opts.cwd, env: { ...process.env, ...opts.env }, timeout: opts.timeout ?? 60_000 });
    let stdout = "";
    let stderr = "";
    child.stdout.setEncoding("utf8").on("data", (d: string) => (stdout += d));
    child.stderr.setEncoding("utf8").on("data", (d: string) => (stderr += d));
    child.on("error", (e) => (stderr += String(e)));
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/**
 * `fn` over every item, at most `limit` at once, results in the items' order. Each `--help` is a Node
 * start and module load, one core's work (a loaded 2-core machine stretches each from under a second
 * to several): one after another they were the e2e suite's longest test (~20 wrangler spawns, 72 s
 * of 119 s at load 14).
 */
async function inPool<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
const HELP_SPAWNS_AT_ONCE = Math.max(2, availableParallelism());

/**
 * `--help` for each item's argument list, spawned once per distinct list (a few at once, inPool) and
 * handed to every item that asks for it: the README repeats a subcommand with the same arguments
 * (four `vectorize create-metadata-index engram-memories`, the companion's synopses a subcommand's
 * several forms), and a help text does not change between two spawns. Results in the items' order.
 */
async function helpsOf<T>(items: T[], argsOf: (item: T) => string[], spawnHelp: (args: string[]) => ReturnType<typeof runAsync>) {
  const keyOf = (item: T) => JSON.stringify(argsOf(item));
  const distinct = [...new Set(items.map(keyOf))];
  const helps = await inPool(distinct, HELP_SPAWNS_AT_ONCE, (key) => spawnHelp(JSON.parse(key) as string[]));
  const byKey = new Map(distinct.map((key, i) => [key, helps[i]]));
  return items.map((item) => byKey.get(keyOf(item))!);
}

describe("README commands: each one has a place that runs it", () => {
  it("finds the walkthrough, the deploy steps and the inline commands", () => {
    expect(httpCommands.length).toBeGreaterThan(50);
    expect(wranglerCommands.length).toBeGreaterThan(10);
    expect(commands.some((c) => c.text === "npm run dev")).toBe(true);
  });

  it("maps every command to exactly one way it is exercised, and that place names it", () => {
    const problems: string[] = [];
    const pkg = JSON.parse(readFileAt("package.json")!) as { scripts: Record<string, string> };
    for (const c of commands) {
      const ways = coverageOf(c);
      if (ways.length !== 1) {
        problems.push(`README.md:${c.line} \`${c.text}\`: ${ways.length} coverage rules (add one to test/e2e/readme-commands.ts)`);
        continue;
      }
      const way = ways[0];
      if (way.by === "file") {
        const text = readFileAt(way.file);
        if (text === null) problems.push(`README.md:${c.line} \`${c.text}\`: ${way.file} does not exist`);
        else if (!text.includes(way.needle)) problems.push(`README.md:${c.line} \`${c.text}\`: ${way.file} no longer contains ${way.needle}`);
      }
      if (way.by === "bench") {
        const name = c.text.replace(/^npm run /, "");
        const script = pkg.scripts[name];
        const entry = script?.match(/^(?:node|tsx) (\S+)/)?.[1];
        if (!entry) problems.push(`README.md:${c.line} \`${c.text}\`: package.json has no script ${name} run by node or tsx`);
        else if (readFileAt(entry) === null) problems.push(`README.md:${c.line} \`${c.text}\`: ${entry} does not exist`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("local-embedder/README.md: the companion's commands", () => {
  const companion = readmeCommands(readFileSync(path.join(root, "local-embedder", "README.md"), "utf8"), { inline: "engram" });
  const testSources = ["local-embedder/test", "test/e2e"].flatMap((dir) =>
    readdirSync(path.join(root, dir)).filter((f) => f.endsWith(".ts")).map((f) => readFileSync(path.join(root, dir, f), "utf8")),
  );

  it("maps every command to one way it is exercised, and that place names it", () => {
    expect(companion.filter((c) => c.where === "inline").length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const c of companion) {
      const ways = coverageOf(c, COMPANION_COVERAGE);
      if (ways.length !== 1) {
        problems.push(`local-embedder/README.md:${c.line} \`${c.text}\`: ${ways.length} coverage rules`);
        continue;
      }
      const way = ways[0];
      if (way.by === "file" && !readFileAt(way.file)?.includes(way.needle)) problems.push(`local-embedder/README.md:${c.line} \`${c.text}\`: ${way.file} does not contain ${way.needle}`);
      if (way.by === "bench") {
        const name = c.text.match(/^npm run (\S+)/)![1];
        if (!JSON.parse(readFileAt("local-embedder/package.json")!).scripts[name]) problems.push(`local-embedder/README.md:${c.line}: no script ${name}`);
      }
      if (way.by === "external" && c.text.includes("--local-dir") && !readFileAt("local-embedder/src/embed/load-embedder.ts")?.includes('".engram", "models", "qwen3-embedding-0.6b"')) {
        problems.push(`local-embedder/README.md:${c.line}: the download goes where the embedder does not look`);
      }
    }
    expect(problems).toEqual([]);
  });

  // One companion spawn per distinct synopsis, a few at once (helpsOf).
  it("every CLI synopsis: the subcommand's --help lists each flag, and a test runs the subcommand", { timeout: 240_000 }, async () => {
    const problems: string[] = [];
    const bin = path.join(root, "local-embedder", "bin", "engram.js");
    const synopses = companion.filter((c) => coverageOf(c, COMPANION_COVERAGE)[0]?.by === "cli");
    const helps = await helpsOf(synopses, (c) => [...cliSynopsis(c.text).words, "--help"], (args) =>
      runAsync(process.execPath, [bin, ...args], { cwd: root, env: { ENGRAM_CONFIG_DIR: tmpdir() } }),
    );
    for (const [i, c] of synopses.entries()) {
      const { words, flags } = cliSynopsis(c.text);
      const res = helps[i];
      if (res.code !== 0) {
        problems.push(`local-embedder/README.md:${c.line} \`${c.text}\`: --help exited ${res.code}`);
        continue;
      }
      for (const f of flags) if (f !== "--help" && !res.stdout.includes(f)) problems.push(`local-embedder/README.md:${c.line} \`${c.text}\`: engram ${words.join(" ")} --help does not mention ${f}`);
      const sub = words[0];
      if (sub && !testSources.some((t) => new RegExp(`[\\[,]\\s*(BIN,\\s*)?"${sub}"\\s*[,\\]]`).test(t))) problems.push(`local-embedder/README.md:${c.line} \`${c.text}\`: no test runs engram ${sub}`);
    }
    expect(problems).toEqual([]);
  });
});

describe("README deploy commands against the pinned wrangler", () => {
  const wrangler = path.join(root, "node_modules", ".bin", "wrangler");

  // One child process reads the installed wrangler's command registry (wrangler-commands.ts), instead of
  // a `wrangler … --help` spawn per distinct command.
  it("every `npx wrangler …` subcommand exists and takes the flags the README gives it", { timeout: 240_000 }, () => {
    const tree = wranglerCommandTree(root);
    // The check can fail: a made-up subcommand, flag or extra argument is refused by the same tree.
    expect(wranglerProblems(tree, ["d1", "frobnicate", "engram"])).not.toEqual([]);
    expect(wranglerProblems(tree, ["vectorize", "create", "engram-memories", "--dimension=1024"])).not.toEqual([]);
    expect(wranglerProblems(tree, ["secret", "put", "ADMIN_TOKEN", "extra"])).not.toEqual([]);
    const deploySteps = wranglerCommands.filter((c) => c.text.startsWith("npx wrangler "));
    expect(deploySteps.length).toBeGreaterThan(0);
    const problems = deploySteps.flatMap((c) =>
      wranglerProblems(tree, c.text.replace(/^npx wrangler /, "").split(/\s+/)).map((p) => `README.md:${c.line} \`${c.text}\`: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it("`npm run deploy` builds the Worker (wrangler deploy --dry-run)", { timeout: 180_000 }, async () => {
    const pkg = JSON.parse(readFileAt("package.json")!) as { scripts: Record<string, string> };
    expect(pkg.scripts.deploy).toBe("wrangler deploy");
    const outdir = mkdtempSync(path.join(tmpdir(), "engram-readme-deploy-"));
    try {
      const res = run(wrangler, ["deploy", "--dry-run", "--outdir", outdir], { cwd: root, env: { WRANGLER_SEND_METRICS: "false", NO_COLOR: "1" }, timeout: 170_000 });
      expect(res.code, res.stdout + res.stderr).toBe(0);
      expect(res.stdout + res.stderr).toMatch(/--dry-run: exiting now/);
    } finally {
      rmSync(outdir, { recursive: true, force: true });
    }
  });
});

describe("README curl walkthrough, verbatim, against npm run dev", () => {
  let dev: DevServer;
  let cwd: string;
  beforeAll(async () => {
    dev = sharedDevServer();
    cwd = mkdtempSync(path.join(tmpdir(), "engram-readme-curl-"));
  });
  afterAll(async () => {
    if (cwd) rmSync(cwd, { recursive: true, force: true });
  });

  // Every curl call reports its status on stderr; the README's own output handling is untouched.
  const PRELUDE = `set -o pipefail
curl() { command curl --write-out '%{stderr}HTTP %{http_code} %{method} %{url_effective}\\n' "$@"; }
`;
  const statusesOf = (stderr: string) => [...stderr.matchAll(/^HTTP (\d{3}) (\S+) (\S+)$/gm)].map((m) => ({ status: Number(m[1]), call: `${m[2]} ${m[3]}` }));

  /** A user of their own for one step, so a destructive step (erase, account deletion) spoils nothing else. */
  let n = 0;
  async function fixtures(needs: Placeholder[], swarm: boolean): Promise<Record<string, string>> {
    const user = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: `readme-${++n}`, org: `readme-fixtures-${n}` });
    expect(user.status).toBe(201);
    const key = user.body.api_key as string;
    const vars: Record<string, string> = { KEY: key, USER_ID: user.body.user.id };
    const write = async (body: object) => {
      const r = await api(dev.url, "POST", "/v1/memories", key, body);
      expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
      return r.body;
    };
    if (needs.includes("MEMORY_ID")) vars.MEMORY_ID = (await write({ content: "wrangler dev needs --local offline", type: "gotcha", project: "engram" })).memory.id;
    if (needs.includes("CONFLICT_ID")) {
      await write({ content: "Redis listens on port 6379 in production", type: "fact", project: "engram", metadata: { subject: "redis.port", value: "6379" } });
      await write({ content: "Redis listens on port 6380 in production", type: "fact", project: "engram", metadata: { subject: "redis.port", value: "6380" } });
      const open = await api(dev.url, "GET", "/v1/conflicts?status=open", key);
      vars.CONFLICT_ID = open.body.conflicts[0].id;
    }
    if (needs.includes("ENTITY_ID")) {
      await write({ content: "We use Redis for sessions and rate limits", type: "decision", project: "engram" });
      const ents = await api(dev.url, "GET", "/v1/graph/entities?query=redis", key);
      vars.ENTITY_ID = ents.body.entities[0].id;
    }
    if (needs.includes("SKILL_ID")) {
      const s = await api(dev.url, "POST", "/v1/skills", key, { name: "release", description: "Cut a release", triggers: ["release"], body: { kind: "procedure", content: "1. bump\n2. tag" } });
      vars.SKILL_ID = s.body.skill.id;
    }
    if (needs.includes("KEY_ID")) {
      const k = await api(dev.url, "POST", `/v1/admin/users/${vars.USER_ID}/keys`, dev.adminToken, { name: "spare" });
      vars.KEY_ID = k.body.key?.id ?? k.body.id;
    }
    if (needs.includes("ORG_ID") || needs.includes("ADMIN_KEY") || swarm) {
      const o = await api(dev.url, "POST", "/v1/admin/orgs", dev.adminToken, { name: `readme-org-${n}`, admin: "Ada" });
      expect(o.status, JSON.stringify(o.body)).toBe(201);
      vars.ORG_ID = o.body.org.id;
      vars.ADMIN_KEY = o.body.api_key;
    }
    if (swarm) {
      // The SWARM steps after the first two read as the organization's admin, who has turned SWARM
      // on and opted in (the two steps before them in the README).
      expect((await api(dev.url, "PUT", `/v1/orgs/${vars.ORG_ID}/swarm`, vars.ADMIN_KEY, { enabled: true })).status).toBe(200);
      expect((await api(dev.url, "PUT", "/v1/me/swarm", vars.ADMIN_KEY, { enabled: true })).status).toBe(200);
      vars.KEY = vars.ADMIN_KEY;
    }
    if (needs.includes("MEMBER_ID")) {
      const m = await api(dev.url, "POST", "/v1/admin/users", dev.adminToken, { name: `readme-member-${n}`, org: `readme-fixtures-${n}` });
      vars.MEMBER_ID = m.body.user.id;
      expect((await api(dev.url, "POST", "/v1/projects", key, { name: "engram" })).status).toBe(201);
    }
    // No OAuth grant exists without a browser consent flow, and no SWARM item without the nightly
    // promotion over > 3 members (test/oauth*.test.ts and bench:swarm cover those): these two steps
    // check the route answers the error envelope, not a 5xx.
    if (needs.includes("GRANT_ID")) vars.GRANT_ID = "grant_unknown";
    if (needs.includes("ITEM_ID")) vars.ITEM_ID = "swi_unknown";
    return vars;
  }

  const EXPECTED_404 = (text: string) => /GRANT_ID|ITEM_ID/.test(text);

  it("every step answers 2xx (placeholders filled with fresh fixtures), and the variables it sets are filled", { timeout: 300_000 }, async () => {
    const state: Record<string, string> = {};
    const arrays: string[] = []; // `H=(…)` lines, re-evaluated in later steps with that step's KEY
    const problems: string[] = [];
    let steps = 0;
    for (const c of httpCommands) {
      const assigned = c.text.match(/^([A-Z_]+)=(\(?)/);
      if (assigned?.[2] === "(") {
        arrays.push(c.text);
        continue;
      }
      let text = c.text;
      // The walkthrough's server address is the reader's: point BASE and ENGRAM at this dev server.
      if (/^(BASE|ENGRAM)=/.test(text)) text = `${assigned![1]}=${dev.url}`;
      const needs = placeholdersIn(text);
      const swarm = /\/v1\/(swarm|me\/swarm)/.test(text);
      const vars = { ...state, ENGRAM: state.BASE ?? dev.url, ...(needs.length || swarm ? await fixtures(needs, swarm) : {}) };
      for (const p of needs) {
        if (p === "ADMIN_KEY") continue; // a shell variable in the README: set below
        text = p === "MEMBER_ID" ? text.replaceAll("usr_…", vars.MEMBER_ID) : text.replace(new RegExp(`(?<![$\\w])${p}\\b`, "g"), vars[p]);
      }
      const exports = Object.entries(vars).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join("\n");
      const script = `${PRELUDE}${exports}\n${arrays.join("\n")}\n${text}\n${assigned ? `printf '%s' "$${assigned[1]}" > .value` : ""}\n`;
      rmSync(path.join(cwd, ".value"), { force: true });
      const res = run("bash", ["-c", script], { cwd, timeout: 90_000 });
      steps++;
      const statuses = statusesOf(res.stderr);
      const where = `README.md:${c.line} \`${c.text.slice(0, 90)}\``;
      if (res.code !== 0) problems.push(`${where}: exit ${res.code} ${res.stderr.slice(0, 300)}`);
      const calls = c.text.match(/\bcurl\b/g)?.length ?? 0;
      if (statuses.length < calls) problems.push(`${where}: ${calls} curl calls, ${statuses.length} answered`);
      for (const s of statuses) {
        const ok = EXPECTED_404(c.text) ? s.status === 404 : s.status >= 200 && s.status < 300;
        if (!ok) problems.push(`${where}: ${s.call} answered ${s.status}: ${res.stdout.slice(0, 200)}`);
      }
      if (assigned) {
        const valueFile = path.join(cwd, ".value");
        const value = existsSync(valueFile) ? readFileSync(valueFile, "utf8") : "";
        if (!value || value === "null") problems.push(`${where}: ${assigned[1]} is empty`);
        state[assigned[1]] = value;
      }
    }
    expect(problems).toEqual([]);
    expect(steps).toBe(httpCommands.length - httpCommands.filter((c) => /^[A-Z_]+=\(/.test(c.text)).length);
    // The walkthrough's key rotation really happened: the README's final KEY is the new one.
    expect(state.KEY).toMatch(/^egm_/);
    expect(state.KEY).toBe(state.NEW);
  });
});
