// Round 24 (judgconf28): a name one text retires and the other asserts (retired-name.ts). Sentences of their own, not
// the bench's; each conflict beside the look-alike that must stay apart.
import { describe, expect, it } from "vitest";
import { retiredNameConflict } from "./retired-name";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (content: string): JudgedMemory => ({
  id: `r24r-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const judge = (a: string, b: string, cosine = 0.6) => judgePair(mem(a), mem(b), cosine);

describe("a name the newer text retires", () => {
  it("as the subject of a verb of retiring (X was replaced), the new thing named or not", () => {
    const r = retiredNameConflict("Build artefacts are signed with Sigstore.", "Sigstore was replaced by our own HSM-backed signer for build artefacts.");
    expect(r).toMatchObject({ change: true });
    expect(r?.why).toContain("Sigstore");
    const v = judge("Build artefacts are signed with Sigstore.", "Sigstore was replaced by our own HSM-backed signer for build artefacts.");
    expect(v.verdict).toBe("conflict");
    expect(v.verdict === "conflict" && v.supersede).toBe(true);
  });
  it("as the object of leaving (moved out of X, no longer sends X)", () => {
    expect(retiredNameConflict("Shift rotas live in an Airtable base.", "The shift rotas moved out of the Airtable base into the staff app.")?.why).toContain("Airtable");
    expect(retiredNameConflict("Night alarms reach the warden by SMS.", "The night alarms no longer send SMS; the warden gets a push notification.")?.why).toContain("SMS");
  });
  it("a clause that opens on the name (X is out), read where the other text shows it as a name", () => {
    expect(retiredNameConflict("The tile cache is Varnish.", "Varnish is out — the tile cache now lives in the CDN.")?.why).toContain("Varnish");
  });
  it("no word in common besides the name: only when close in meaning (write time)", () => {
    const [a, b] = ["Support tickets arrive through Kayako.", "Kayako was replaced by Front in March; the bot now listens to Front events."];
    expect(retiredNameConflict(a, b)).toBeNull();
    expect(retiredNameConflict(a, b, 0.3)).toBeNull();
    expect(retiredNameConflict(a, b, 0.5)?.why).toContain("Kayako");
  });
  it("the older text retiring what the newer one asserts is a conflict, not a change", () => {
    expect(retiredNameConflict("Sigstore was replaced by our own HSM-backed signer for build artefacts.", "Build artefacts are signed with Sigstore.")).toMatchObject({ change: false });
  });
});

describe("look-alikes that stay apart", () => {
  it("a person away ('while Mark is out') retires nothing", () => {
    expect(retiredNameConflict("Mark approves the expense reports.", "Priya signs the expense reports while Mark is out.")).toBeNull();
  });
  it("the name alone is no subject: a retirement of something else about it", () => {
    expect(retiredNameConflict("Build artefacts are signed with Sigstore.", "Sigstore dropped support for the old transparency log in May.")).toBeNull();
    // (Active voice: what the name did, not that it went, at any closeness.)
    expect(retiredNameConflict("Build artefacts are signed with Sigstore.", "Sigstore dropped support for the old transparency log in May.", 0.8)).toBeNull();
  });
  it("the other text tells the change itself, or denies the name", () => {
    expect(retiredNameConflict("Build artefacts used to be signed with Sigstore.", "Sigstore was replaced by our own signer for build artefacts.")).toBeNull();
    expect(retiredNameConflict("Build artefacts are not signed with Sigstore.", "Sigstore was replaced by our own signer for build artefacts.")).toBeNull();
  });
  it("a sentence's first word is no name of itself ('Logs were dropped')", () => {
    expect(retiredNameConflict("Logs ship to the central collector every minute.", "Logs were dropped from the collector for the noisy hosts.")).toBeNull();
  });
});
