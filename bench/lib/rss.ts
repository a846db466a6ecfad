/**
 * Samples the resident memory of workerd processes under a dev stack (Linux /proc only), so a
 * benchmark can report the peak and notice a crash: production isolates get 128 MB, and a workerd
 * that grows without bound under `wrangler dev` dies and is restarted by the supervisor.
 * The worker's workerd is the one with the most RSS among the stack's descendants named workerd
 * (wrangler also runs a small proxy workerd); a workerd pid that disappears mid-run counts as a crash.
 */
import { readdirSync, readFileSync } from "node:fs";

interface Proc { pid: number; ppid: number; name: string; rssKb: number }

function processes(): Proc[] {
  const out: Proc[] = [];
  let entries: string[] = [];
  try { entries = readdirSync("/proc"); } catch { return out; }
  for (const e of entries) {
    if (!/^\d+$/.test(e)) continue;
    try {
      const status = readFileSync(`/proc/${e}/status`, "utf8");
      const name = /^Name:\s+(.*)$/m.exec(status)?.[1] ?? "";
      const ppid = Number(/^PPid:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      const rssKb = Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
      out.push({ pid: Number(e), ppid, name, rssKb });
    } catch { /* gone */ }
  }
  return out;
}

/** workerd processes descending from `root`. */
export function workerdUnder(root: number): Proc[] {
  const all = processes();
  const children = new Map<number, Proc[]>();
  for (const p of all) children.set(p.ppid, [...(children.get(p.ppid) ?? []), p]);
  const found: Proc[] = [];
  const stack = [root];
  while (stack.length) {
    const pid = stack.pop()!;
    for (const c of children.get(pid) ?? []) {
      if (c.name === "workerd") found.push(c);
      stack.push(c.pid);
    }
  }
  return found;
}

export interface RssMonitor {
  /** Peak RSS (MB) of the largest workerd seen so far. */
  peakMb(): number;
  /** Latest RSS (MB) of the largest workerd. */
  currentMb(): number;
  /** workerd pids that vanished while the monitor ran (a crash or a restart). */
  lost(): number[];
  /** Peak since the last call (for per-phase figures), then resets the phase peak. */
  phasePeakMb(): number;
  stop(): void;
}

export function monitorWorkerd(root: number, everyMs = 250): RssMonitor {
  let peak = 0, phase = 0, current = 0;
  const seen = new Set<number>();
  const lost = new Set<number>();
  const tick = () => {
    const ws = workerdUnder(root);
    const alive = new Set(ws.map((w) => w.pid));
    for (const pid of seen) if (!alive.has(pid)) lost.add(pid);
    for (const pid of alive) seen.add(pid);
    for (const pid of lost) seen.delete(pid);
    current = ws.reduce((m, w) => Math.max(m, w.rssKb / 1024), 0);
    peak = Math.max(peak, current);
    phase = Math.max(phase, current);
  };
  tick();
  const timer = setInterval(tick, everyMs);
  timer.unref?.();
  return {
    peakMb: () => peak,
    currentMb: () => current,
    lost: () => [...lost],
    phasePeakMb: () => { const p = phase; phase = current; return p; },
    stop: () => { clearInterval(timer); tick(); },
  };
}
