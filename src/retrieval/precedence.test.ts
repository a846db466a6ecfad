import { describe, expect, it } from "vitest";
import { applyPrecedence, asksWhatChanged, declaredOverride, isCrossProject, type PrecedenceRow, projectScope, sameSubject, supersededAt, validAt, withoutScope } from "./precedence";

const row = (id: string, content: string, extra: Partial<PrecedenceRow> = {}): PrecedenceRow => ({
  id, content, type: "preference", scope: "global", project_id: null, superseded_by: null, superseded_at: null, occurred_at: null, created_at: 1, ...extra,
});

describe("sameSubject", () => {
  it("matches a project value against the default on the same subject, not on another subject or type", () => {
    const npm = row("g", "Default to npm as the package manager");
    const pnpm = row("p", "atlas uses pnpm as the package manager", { type: "decision", scope: "project", project_id: "P" });
    const editor = row("e", "I prefer a dark editor theme");
    const episode = row("x", "Spent the afternoon fixing the package manager lockfile", { type: "episode" });
    const atlas = new Set(["atlas"]);
    expect(sameSubject(pnpm, npm, atlas)).toBe(true);
    expect(sameSubject(pnpm, editor, atlas)).toBe(false);
    expect(sameSubject(pnpm, episode, atlas)).toBe(false);
  });

  it("reads a shared two-word topic, but not boilerplate pairs or the halves of a hyphenated name", () => {
    const gitflow = row("p", "For the cobalt codebase we settled on git-flow (branching model)", { type: "decision", project_id: "P" });
    const trunk = row("g", "Personal standard: trunk-based development for the branching model everywhere");
    const cobalt = new Set(["cobalt"]);
    expect(sameSubject(gitflow, trunk, cobalt)).toBe(true);
    expect(sameSubject(gitflow, trunk, cobalt, new Set(["branch model"]))).toBe(false);
    const queue = row("q", "In atlas, the ledger-sync worker consumes the invoices queue", { type: "fact", project_id: "P" });
    const owner = row("o", "Lena owns ledger-sync and reviews every change to it", { type: "fact", scope: "team" });
    expect(sameSubject(queue, owner, new Set(["atlas"]))).toBe(false);
  });
});

describe("declaredOverride", () => {
  it("takes one specific shared word when the project memory says it departs from the default", () => {
    const spaces = row("p", "In atlas the indentation is four spaces, not the usual default", { type: "decision", project_id: "P" });
    const tabs = row("g", "Personal standard: tabs for the indentation everywhere");
    const atlas = new Set(["atlas"]);
    expect(sameSubject(spaces, tabs, atlas)).toBe(false);
    expect(declaredOverride(spaces, tabs, atlas)).toBe(true);
    expect(declaredOverride(spaces, tabs, atlas, (t) => t !== "indentation")).toBe(false); // a word many memories carry
    const plain = row("q", "In atlas the indentation is four spaces", { type: "decision", project_id: "P" });
    expect(declaredOverride(plain, tabs, atlas)).toBe(false);
  });
});

describe("applyPrecedence", () => {
  const npm = row("g", "Default to npm as the package manager");
  const pnpm = row("p", "atlas uses pnpm as the package manager", { type: "decision", scope: "project", project_id: "P" });
  const commits = row("c", "Commit messages in the imperative mood");

  it("drops the overridden default inside the project only, and names it", () => {
    const inP = applyPrecedence([pnpm, npm, commits], { projectId: "P", asOf: 10, history: false, status: false, exclude: new Set(["atlas"]) });
    expect([...inP.dropped]).toEqual(["g"]);
    expect(inP.notes.get("p")).toEqual(["overrides global #g"]);
    expect(applyPrecedence([pnpm, npm, commits], { asOf: 10, history: false, status: false }).dropped.size).toBe(0);
  });

  it("evaluates supersession at as_of: a later replacement has not happened yet", () => {
    const old = row("o", "Deploys run on Jenkins", { type: "fact", superseded_by: "n", superseded_at: 100 });
    const fresh = row("n", "Deploys run on GitHub Actions", { type: "fact", created_at: 100 });
    expect(supersededAt(old, 50)).toBe(false);
    expect(supersededAt(old, 100)).toBe(true);
    expect([...applyPrecedence([old, fresh], { asOf: 150, history: false, status: false }).dropped]).toEqual(["o"]);
    expect(applyPrecedence([old, fresh], { asOf: 50, history: false, status: false }).dropped.size).toBe(0);
    expect(applyPrecedence([old, fresh], { asOf: 150, history: true, status: false }).dropped.size).toBe(0);
  });

  it("keeps only the latest status per subject for a status question", () => {
    const s1 = row("s1", "Auth refactor: token refresh half done", { type: "status", occurred_at: 1 });
    const s2 = row("s2", "Auth refactor: token refresh done, reviewing", { type: "status", occurred_at: 2 });
    const other = row("s3", "Billing export: waiting on finance", { type: "status", occurred_at: 3 });
    expect([...applyPrecedence([s1, s2, other], { asOf: 10, history: false, status: true }).dropped]).toEqual(["s1"]);
  });
});

describe("validity", () => {
  const onCall = row("v", "Priya is on call", { type: "fact", valid_from: 100, valid_until: 200 });
  it("holds inside the window, at as_of or for a named period that overlaps it", () => {
    expect(validAt(onCall, 150)).toBe(true);
    expect(validAt(onCall, 250)).toBe(false);
    expect(validAt(onCall, 50)).toBe(false);
    expect(validAt(onCall, 250, { from: 120, to: 180 })).toBe(true);
    expect(validAt(onCall, 250, { from: 210, to: 300 })).toBe(false);
  });
  it("drops what is no longer valid unless the history is asked for", () => {
    expect([...applyPrecedence([onCall], { asOf: 250, history: false, status: false }).dropped]).toEqual(["v"]);
    expect(applyPrecedence([onCall], { asOf: 250, history: true, status: false }).dropped.size).toBe(0);
  });
});

describe("question cues", () => {
  it("recognises cross-project questions and questions about change", () => {
    expect(isCrossProject("have I solved this in any project?", ["atlas"], "atlas")).toBe(true);
    expect(isCrossProject("how does zeus deploy?", ["atlas", "zeus"], "atlas")).toBe(true);
    expect(isCrossProject("how does atlas deploy?", ["atlas", "zeus"], "atlas")).toBe(false);
    expect(projectScope("how does zeus deploy?", ["atlas", "zeus"], "atlas")).toEqual({ kind: "named", names: ["zeus"] });
    expect(projectScope("how do we deploy elsewhere?", ["atlas", "zeus"], "atlas")).toEqual({ kind: "all" });
    expect(projectScope("how do we deploy?", ["atlas", "zeus"], "atlas")).toEqual({ kind: "current" });
    // Scope phrases are not what the question is about.
    expect(withoutScope("what do we format timestamps with in any of my projects?")).toBe("what do we format timestamps with ?");
    expect(withoutScope("which date library in this project?")).toBe("which date library ?");
    expect(asksWhatChanged("what did we use before switching to pnpm?")).toBe(true);
    expect(asksWhatChanged("what package manager do we use?")).toBe(false);
  });
});
