import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `o${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const judge = (a: string, b: string, cosine?: number, oa: Partial<JudgedMemory> = {}, ob: Partial<JudgedMemory> = {}) => judgePair(mem(a, oa), mem(b, ob), cosine);

describe("a conflict said in opposite words (opposition-rule.ts)", () => {
  it.each([
    ["Login cookies are persistent across browser restarts.", "Login cookies are ephemeral and vanish when the tab closes."],
    ["Release notes should be brief.", "Release notes should be long and cover every change in depth."],
  ])("%s / %s", (a, b) => {
    const v = judge(a, b, 0.6);
    expect(v.verdict).toBe("conflict");
    expect(v.verdict === "conflict" && v.rule).toBe("opposites");
  });
  it("opt-in against on by default is a conflict (since round 3 the rules' flag-states reader finds it first)", () => {
    expect(judge("Crash reports from the desktop app are opt-in.", "The desktop app uploads crash reports by default.", 0.6).verdict).toBe("conflict");
  });
  it("names the opposite words in its reason", () => {
    const v = judge("Release notes should be brief.", "Release notes should be long and cover every change in depth.", 0.6);
    expect(v.verdict === "conflict" && v.reason).toContain('"brief" / "long"');
  });
  it("needs the write-time candidate: the nightly scan (no cosine) leaves the pair to the rules", () => {
    expect(judge("Release notes should be brief.", "Release notes should be long and cover every change in depth.").verdict).not.toBe("conflict");
  });
  it("two contexts, two episodes, two projects or a denied word are no conflict", () => {
    expect(judge("On staging, release notes are brief.", "In production, release notes are long and cover every change.", 0.7).verdict).not.toBe("conflict");
    expect(judge("Monday's release notes were brief.", "Friday's release notes ran long.", 0.7, { type: "episode" }, { type: "episode" }).verdict).not.toBe("conflict");
    expect(judge("Release notes should be brief.", "Release notes should be long.", 0.7, { project_id: "shop" }, { project_id: "admin" }).verdict).not.toBe("conflict");
    expect(judge("Release notes should not be long.", "Release notes should be brief.", 0.7).verdict).not.toBe("conflict");
  });
});
