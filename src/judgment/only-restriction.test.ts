/**
 * Round 21 (judgconf25): "one says it, the other says not" read where the "not" is what the other text's "only" already
 * says (only-restriction.ts), a negative outcome in other words ("keep the rooms blocked", "dies once"), the source of a
 * switch said with "off … onto", and a hyphenated modifier inside a denial ("not wall-clock time"). Sentences of our
 * own, not the bench's.
 */
import { describe, expect, it } from "vitest";
import { onlyRestrictions } from "./only-restriction";
import { polarityConflict, stanceOf } from "./negation-scope";

const conflict = (a: string, b: string) => polarityConflict(a, b, 0.8, 0);

describe("which words an 'only' restricts to", () => {
  it.each([
    ["Exports are written as CSV only.", ["csv"], false],
    ["Jobs retry only if the queue is healthy.", ["queue", "healthy"], true],
    ["The kiosk can only print receipts.", ["print", "receipts"], false],
  ])("%s", (text, words, condition) => {
    const [r] = onlyRestrictions(text);
    expect(r.restricted).toEqual(words);
    expect(r.condition).toBe(condition);
  });

  it.each(["Put type-only imports on their own line.", "Not only the API but also the CLI reads it.", "The only way in is the VPN."])("no restriction in %s", (text) => {
    expect(onlyRestrictions(text)).toEqual([]);
  });
});

describe("a denial outside the other text's 'only' agrees with it", () => {
  it.each([
    // Postpositive "only", the denier names the restricted thing too.
    ["The server and the browser disagree on fonts, so thumbnails are rendered on the server only.", "Thumbnails are rendered on the server but not in the browser, because the two differ in fonts."],
    // The denier speaks of the rest ("other"), the "only" clause holds the denied verb.
    ["The scanner reads QR codes only.", "The scanner handles QR codes; other barcode formats can't be read."],
    // The contrapositive of "only if".
    ["The updater installs a release only if its signature verifies.", "If the signature doesn't verify, the updater won't install the release."],
  ])("%s / %s", (a, b) => {
    expect(conflict(a, b)).toBeNull();
    expect(conflict(b, a)).toBeNull();
  });

  it.each([
    // What "only" allows, denied: still a yes against a no.
    ["Only admins can delete projects.", "Admins cannot delete projects."],
    // "If Q, not P" against "P only if Q" is no contrapositive.
    ["The updater installs a release only if its signature verifies.", "If the signature verifies, the updater won't install the release."],
    // An "only" elsewhere in the text does not excuse an unrelated denial.
    ["Backups are encrypted; restores run only from the console.", "Backups are not encrypted."],
  ])("still a conflict: %s / %s", (a, b) => {
    expect(conflict(a, b)).not.toBeNull();
  });
});

describe("negative outcomes in other words, switches and hyphenated modifiers", () => {
  it("a thing kept blocked is not released", () => {
    expect(conflict("A return at the rental desk does not release the bike; someone has to free it by hand.", "Returned rentals keep their bikes blocked until staff unblock them manually.")).toBeNull();
    expect(conflict("Voiding an invoice does not release the order; someone has to free it by hand.", "Voided invoices keep their orders locked until staff unlock them manually.")).toBeNull();
  });

  it("a process that dies once something happens has stopped", () => {
    expect(conflict("The tracker stops uploading when the phone battery saver kicks in.", "tracker: uploading dies once the phone switches to power-saving mode")).toBeNull();
  });

  it("what a switch moves off is denied, as what it moves from", () => {
    expect([...stanceOf("We are moving the build agents off CentOS onto Debian.").denied]).toContain("centos");
    expect(conflict("We are migrating the build agents from CentOS to Debian.", "We are moving the build agents off CentOS onto Debian.")).toBeNull();
  });

  it("a negative pronoun narrowed by a qualifier denies its predicate, not the qualifier", () => {
    const s = stanceOf("Nothing under quarantine can be restored.");
    expect([...s.denied]).toContain("restor");
    expect([...s.denied]).not.toContain("quarantin");
    // ("Nobody except X can …" is an exclusive, "only X can …".)
    expect(conflict("Nobody except the on-call lead can restart the cluster.", "Restarting the cluster is restricted to the on-call lead.")).toBeNull();
  });

  it("a hyphenated modifier inside a denial says which kind is denied", () => {
    expect(stanceOf("Ticks are counted in game time, not wall-clock time.").modifiers.get("clock")).toEqual([rootOfWall()]);
    expect(conflict("Ticks are counted in game time, not wall-clock time.", "Ticks are counted on the game clock.")).toBeNull();
  });
});

/** The root negation-scope gives "wall" (a light stem). */
function rootOfWall(): string {
  return [...stanceOf("not wall").denied][0];
}
