/**
 * One CPU profile of the privacy engine in its steady state, shared by privacy-stages.ts (time per stage) and
 * privacy-hot-lines.ts (time per source line): WARMING passes over every speed memory first (regexes tiered up,
 * functions optimized), then `passes` passes over `profiled` with node:inspector sampling every 100 µs. The
 * process's CPU time per pass comes back with the profile, so callers scale sample counts to milliseconds.
 */
import { Session } from "node:inspector/promises";

export interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
  positionTicks?: Array<{ line: number; ticks: number }>;
}

export async function profileSteadyState(
  scrub: (text: string) => unknown,
  memories: string[],
  profiled: string[],
  passes: number,
): Promise<{ profile: { nodes: ProfileNode[]; samples: number[] }; perPassMs: number }> {
  for (let r = 0; r < 1 + Number(process.env.WARMING ?? 16); r++) for (const m of memories) scrub(m);
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.setSamplingInterval", { interval: 100 });
  await session.post("Profiler.start");
  const c0 = process.cpuUsage();
  for (let r = 0; r < passes; r++) for (const m of profiled) scrub(m);
  const c = process.cpuUsage(c0);
  const { profile } = (await session.post("Profiler.stop")) as { profile: { nodes: ProfileNode[]; samples: number[] } };
  session.disconnect();
  return { profile, perPassMs: (c.user + c.system) / 1000 / passes };
}
