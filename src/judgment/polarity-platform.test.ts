import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { frameOf } from "./frames";
import { semanticDuplicateBlocker, textSimilarity } from "./similarity";
import { slotsOf } from "./slots";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `p${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const judge = (a: string, b: string, cosine?: number, oa: Partial<JudgedMemory> = {}, ob: Partial<JudgedMemory> = {}) => judgePair(mem(a, oa), mem(b, ob), cosine);
const states = (text: string) => frameOf(text).values.filter((v) => v.type === "axis:state").map((v) => `${v.polarity}:${v.value}`);

describe("booleans: one state however it is worded, a denied state is its opposite", () => {
  it.each([
    ["Signing is not required for hotfix tags.", "1:optional"],
    ["The exporter doesn't support gzip.", "1:unsupported"],
    ["Webhook retries are switched off.", "1:off"],
    ["Verbose tracing is on.", "1:on"],
    ["Pairing is off by default.", "1:off"],
  ])("%s", (text, state) => expect(states(text)).toContain(state));

  it("'on' and 'off' as prepositions are not states", () => {
    expect(states("We deploy on staging first.")).toEqual([]);
    expect(states("We moved off Heroku last year.")).toEqual([]);
  });

  it("mandatory against not required, on against off by default, are conflicts", () => {
    expect(judge("Signed commits are mandatory in the infra repo.", "In the infra repo signed commits are not required.", 0.85).verdict).toBe("conflict");
    expect(judge("Autosave is on by default in the editor.", "The editor ships with autosave off by default.", 0.8).verdict).toBe("conflict");
  });
});

describe("paraphrases with one value in other words are duplicates, never conflicts", () => {
  it("equal quantities in other units", () => {
    expect(judge("The job timeout is 45 seconds.", "The job times out after 45000 ms.", 0.85).verdict).not.toBe("conflict");
    expect(judge("Cache entries expire after an hour.", "The cache TTL is 60 minutes.", 0.7).verdict).not.toBe("conflict");
    expect(textSimilarity("Backups run every 15 minutes.", "Backups run on a 15-minute interval.").score).toBeGreaterThan(0.5);
  });

  it("'30000 ms' is thirty seconds, not thirty thousand million seconds", () => {
    expect(slotsOf("requests time out after 30000 ms")[0].value).toMatchObject({ kind: "quantity", n: 30000, dim: "time" });
    expect(slotsOf("sessions end after half an hour")[0].value).toMatchObject({ n: 1800000 });
  });

  it("'over 10 MB' is a comparison, not a denial of 10 MB", () => {
    const s = slotsOf("Attachments over 5 MB are refused by the mail relay.").find((x) => x.key === "bytes");
    expect(s?.polarity).toBe(1);
    expect(judge("The mail relay rejects attachments larger than 5 MB.", "Attachments over 5 MB are refused by the mail relay.", 0.88).verdict).toBe("duplicate");
  });

  it("a rejection beyond a size states the cap, so two caps still conflict", () => {
    expect(judge("Max attachment size on the mail relay is 20 MB.", "The mail relay rejects attachments above 5 MB.", 0.7).verdict).toBe("conflict");
  });

  it("opposite comparisons never merge", () => {
    expect(semanticDuplicateBlocker("Payloads over 1 MB are compressed.", "Payloads under 1 MB are compressed.", 0.97)).toBe("opposite bounds");
  });

  it("a swapped value in the same sentence stays a conflict however close the meaning", () => {
    expect(judge("The events table is partitioned by week.", "The events table is partitioned by day.", 0.97).verdict).toBe("conflict");
  });
});

describe("platforms are contexts", () => {
  it.each([
    ["On macOS the socket lives in /tmp/app.sock.", "On Linux the socket lives in /run/app.sock."],
    ["On Windows the installer needs admin rights.", "Under WSL the installer does not need admin rights."],
    ["Builds on aarch64 runners use 6 GB of heap.", "Builds on x86_64 runners use 10 GB of heap."],
    ["Sign-in with Apple is enabled on iOS.", "Sign-in with Apple is disabled on Android."],
    ["Service workers are unsupported in the Safari build.", "Service workers are supported in the Firefox build."],
  ])("%s / %s", (a, b) => {
    expect(judge(a, b, 0.9).verdict).not.toBe("conflict");
  });
});

describe("preferences on one style axis", () => {
  it("named against default exports", () => {
    expect(judge("Prefer named exports in every module.", "I want default exports for page components.", 0.6, { type: "preference", scope: "global", project_id: null }, { type: "preference", scope: "global", project_id: null }).verdict).toBe("conflict");
  });
  it("two facts on different axes of one topic are not a preference conflict", () => {
    expect(judge("The SDK uses named exports.", "The SDK ships default exports for the CLI.", 0.6).verdict).not.toBe("conflict");
  });
  it("disliking what the other likes", () => {
    expect(judge("I like guard clauses with early returns.", "I dislike early returns in functions.", 0.8, { type: "preference" }, { type: "preference" }).verdict).toBe("conflict");
  });
});

describe("booleans written as code and as axis sides", () => {
  it("a boolean key says what its words say", () => {
    expect(judge("SSO_ENFORCED: true for the enterprise tenant.", "The enterprise tenant does not enforce SSO.", 0.62).verdict).toBe("conflict");
    // A key that is itself a negation is not read twice negated.
    expect(judge("Certificate checks are disabled for the scraper.", "The scraper checks certificates (skip_cert_check: false).", 0.75).verdict).not.toBe("duplicate");
  });
  it("sync and async are two sides, although one word contains the other", () => {
    expect(judge("The importer uses sync I/O for file reads.", "File reads in the importer are asynchronous.", 0.8).verdict).toBe("conflict");
  });
});

describe("words for one side of an axis are one value", () => {
  it("terse and concise agree, concise and detailed do not", () => {
    const side = (t: string) => frameOf(t).values.find((v) => v.type === "axis:verbosity")?.value;
    expect(side("Keep commit bodies terse.")).toBe(side("Commit bodies should be concise."));
    expect(side("Keep commit bodies terse.")).not.toBe(side("Write detailed commit bodies."));
  });
});
