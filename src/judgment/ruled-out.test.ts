/**
 * A thing one text rules out and the other names (ruled-out.ts): "X has nothing to do with it", "X is a red herring",
 * "not caused by X". Sentences of our own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair, mergeClash } from "./compare";
import { ruledOut, ruledOutClash } from "./ruled-out";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `ro${n++}`, type: "insight", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

describe("what a text rules out", () => {
  it.each([
    ["nothing to do with it (a pointer: the subject itself)", "The DNS cache has nothing to do with it; the proxy drops the header.", [["cache"]]],
    ["nothing to do with Y (the link between both)", "The slow builds have nothing to do with Docker.", [["builds", "docker"]]],
    ["a red herring", "The memory spike was a red herring.", [["spike"]]],
    ["not the cause", "The new index is not the cause of the lag.", [["index"]]],
    ["not caused by", "The outages are not caused by the load balancer.", [["balancer"]]],
    ["ruled out", "We ruled out the network card after swapping it.", [["card"]]],
  ])("%s", (_, text, things) => expect(ruledOut(text)).toEqual(things));

  it("reads nothing in a plain statement or a plain denial", () => {
    expect(ruledOut("The nightly job depends on the timezone of the runner.")).toEqual([]);
    expect(ruledOut("The importer does not retry failed rows.")).toEqual([]);
  });
});

describe("one side rules out what the other names: no merge", () => {
  it.each([
    ["a cause put forward and ruled out", "The flaky login test probably depends on the locale of the build agent.", "The login test fails on every agent; the locale has nothing to do with it, two tests share one fixture user."],
    ["a suspect and its red herring", "The checkout latency comes from the new fraud check.", "The fraud check is a red herring: checkout latency comes from the cold cache."],
    ["caused by / not caused by", "The 502s are caused by the ingress timeout.", "The 502s are not caused by the ingress timeout; the upstream pods restart."],
  ])("%s", (_, a, b) => {
    expect(ruledOutClash(a, b)).toMatch(/rules out/);
    expect(ruledOutClash(b, a)).toMatch(/rules out/);
    expect(mergeClash(a, b)).not.toBeNull();
    for (const cos of [0.95, 0.8]) expect(judgePair(mem(a), mem(b), cos).verdict).not.toBe("duplicate");
  });
});

describe("look-alikes: nothing ruled out against the other", () => {
  it.each([
    ["both rule the same thing out", "The locale has nothing to do with the flaky login test.", "The flaky login test is not caused by the locale."],
    ["the other side does not name it", "The DNS cache has nothing to do with it; the proxy drops the header.", "The proxy strips the auth header on redirects."],
    ["the link ruled out, only one end named on the other side", "The slow builds have nothing to do with Docker.", "Builds got slow after the runner upgrade."],
    ["no ruling-out grammar", "The nightly export depends on the timezone.", "The nightly export breaks when the timezone changes."],
  ])("%s", (_, a, b) => {
    expect(ruledOutClash(a, b)).toBeNull();
    expect(ruledOutClash(b, a)).toBeNull();
  });
});
