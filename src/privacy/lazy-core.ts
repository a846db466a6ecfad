/**
 * The engine (core.ts) for the Worker, loaded on first use rather than when an isolate starts: building its rule
 * tables is a large share of the Worker's start-up CPU (measured with `npm run bench:startup`: median 709 → 200 ms
 * at load 12 when it moved here), which Cloudflare bounds per isolate, and most isolates never scrub.
 */
export type Engine = typeof import("./core.ts");
let engine: Engine | undefined;

export const loadEngine = async (): Promise<Engine> => (engine ??= await import("./core.ts"));

/** The engine once loadEngine() has resolved; for synchronous readers whose callers awaited it first. */
export function loadedEngine(): Engine {
  if (!engine) throw new Error("privacy engine used before loadEngine() resolved");
  return engine;
}
