// Round 24 (judgconf28): versions where a project pins them (manifest-versions.ts) and their conflicts with prose
// (frames.ts frameConflict). Sentences of their own; each conflict beside the look-alike that must stay apart.
import { describe, expect, it } from "vitest";
import { pinnedVersions } from "./manifest-versions";
import { frameConflict } from "./frames";

describe("a pinned version is that name's version", () => {
  it("reads package.json, Gemfile.lock, pip and version-file forms", () => {
    expect(pinnedVersions(`"chart.js": "^4.4.1", "dayjs": "1.11.10"`).map((v) => [v.name, v.version])).toEqual([["chart.js", "^4.4.1"], ["dayjs", "1.11.10"]]);
    expect(pinnedVersions("sidekiq (7.2.0)").map((v) => [v.name, v.version])).toEqual([["sidekiq", "7.2.0"]]);
    expect(pinnedVersions("fastapi==0.110.0").map((v) => [v.name, v.version])).toEqual([["fastapi", "0.110.0"]]);
    expect(pinnedVersions(".nvmrc → 18.19.0").map((v) => [v.name, v.version])).toEqual([["node", "18.19.0"]]);
    expect(pinnedVersions(".terraform-version: 1.6.6").map((v) => [v.name, v.version])).toEqual([["terraform", "1.6.6"]]);
  });
  it("not a setting's quoted number, nor a version key's own word", () => {
    expect(pinnedVersions(`"replicas": "3"`)).toEqual([]);
    expect(pinnedVersions(`"version": "2.1.0"`)).toEqual([]);
  });
});

describe("a pinned version against prose about the same name", () => {
  it("conflicts with no other word in common", () => {
    expect(frameConflict(`"dayjs": "1.11.10"`, "The booking calendar formats dates with Dayjs 2.0.")?.values).toEqual(["1.11.10", "2.0"]);
    expect(frameConflict("Checkout workers run Sidekiq 6.5.", "Gemfile.lock: sidekiq (7.2.0)")?.values).toEqual(["6.5", "7.2.0"]);
  });
  it("agrees where the prose's version is inside the pin, and two unpinned versions still need a shared word", () => {
    expect(frameConflict(`"dayjs": "^1.11.0"`, "The booking calendar formats dates with Dayjs 1.11.")).toBeNull();
    expect(frameConflict("The booking calendar formats dates with Dayjs 1.11.", "Invoices are stamped by Dayjs 2.0 in the billing worker.")).toBeNull();
  });
});
