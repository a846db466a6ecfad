/**
 * The labelled privacy corpus (bench/privacy/, issue 14) parses, meets its minimum counts per half,
 * and its offsets slice back to the labelled values, so `npm run bench:privacy` measures what the
 * corpus says. The loader is plain JS (the benchmark runs it too); its module path is a variable so
 * tsc does not need declarations for it.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";

interface Span { start: number; end: number; type: string; value: string }
interface Negative { start: number; end: number; kind: string; value: string }
interface Item { id: string; half: string; source: string; text: string; spans: Span[]; negatives: Negative[] }
interface CorpusModule {
  loadCorpus(): Item[];
  parseLine(raw: string, where?: string): { text: string; spans: Span[]; negatives: Negative[] };
  TYPES: string[];
  HALVES: string[];
  CorpusError: new (message: string) => Error;
}
interface StatsModule { MINIMUMS: Record<string, number>; valueProblems(items: Item[]): string[]; shortfalls(items: Item[]): string[] }

const root = path.resolve(import.meta.dirname, "..", "..");
const load = <T>(file: string) => import(pathToFileURL(path.join(root, file)).href) as Promise<T>;

describe("privacy corpus", async () => {
  const corpus = await load<CorpusModule>("bench/privacy/corpus.mjs");
  const stats = await load<StatsModule>("bench/privacy/stats.mjs");
  const items = corpus.loadCorpus();

  it("meets the minimum counts in each half", () => {
    expect(stats.shortfalls(items)).toEqual([]);
    for (const half of corpus.HALVES) {
      const mine = items.filter((i) => i.half === half);
      expect(mine.length).toBeGreaterThanOrEqual(stats.MINIMUMS.linesPerHalf);
      for (const type of corpus.TYPES) {
        expect(mine.flatMap((i) => i.spans).filter((s) => s.type === type).length, `${half} ${type}`).toBeGreaterThanOrEqual(stats.MINIMUMS.perTypePerHalf);
      }
    }
  });

  it("has offsets that slice back to the values, and valid checksums", () => {
    for (const it of items) {
      for (const s of [...it.spans, ...it.negatives]) expect(it.text.slice(s.start, s.end), it.id).toBe(s.value);
    }
    expect(stats.valueProblems(items)).toEqual([]);
  });

  it("parses markup with UTF-16 offsets, escapes and literal brackets", () => {
    const r = corpus.parseLine("hi 👋 [[person_name|Ana]] {{neg:env_reference|${X}}} C:\\\\Users\\\\[[home_path|nina]]\\\\x [[ -f y ]]\\nz");
    expect(r.text).toBe("hi 👋 Ana ${X} C:\\Users\\nina\\x [[ -f y ]]\nz");
    expect(r.spans.map((s) => [s.start, s.value])).toEqual([[6, "Ana"], [24, "nina"]]);
    expect(r.negatives).toEqual([{ start: 10, end: 14, kind: "env_reference", value: "${X}" }]);
    expect(() => corpus.parseLine("[[secret|x]]")).toThrow(corpus.CorpusError);
    expect(() => corpus.parseLine("[[email|a@b.co")).toThrow(corpus.CorpusError);
  });
});
