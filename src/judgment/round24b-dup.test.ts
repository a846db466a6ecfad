/**
 * Round 24b's model merge guards (bench/judgment/README.md "Round 24b: the duplicate model's last two fold gaps"): a
 * name as the whole predicate against another property of the role, a requirement with an object of its own. Sentences
 * of our own, not the bench's; each reading beside a true duplicate it must keep.
 */
import { describe, expect, it } from "vitest";
import { namedHolderClash } from "./named-holder";
import { addedRequirement } from "./added-requirement";
import { modelMergeGuard } from "./taste-guard";
import { changeSaidElsewhere } from "./change-cue-languages";

const fact = (content: string) => ({ type: "fact", content });

describe("a name as the whole predicate (named-holder.ts)", () => {
  it("refuses who holds a role against another property of that role", () => {
    expect(namedHolderClash("The weekend porter is Priya.", "The weekend porter starts at six.")).toMatch(/names who holds the role \(Priya\)/);
    expect(namedHolderClash("The weekend porter lives nearby.", "The weekend porter is Priya Nair.")).toMatch(/Priya Nair/);
    expect(modelMergeGuard(fact("The weekend porter is Priya."), fact("The weekend porter starts at six."))).toMatch(/names who holds/);
  });
  it("keeps the holder said again, in another order or shortened", () => {
    expect(namedHolderClash("The weekend porter is Priya.", "Priya is the weekend porter.")).toBeNull();
    expect(namedHolderClash("The weekend porter is Priya.", "On weekends the porter is Priya Nair.")).toBeNull();
    expect(namedHolderClash("The weekend porter is Pri.", "Priya works as weekend porter.")).toBeNull();
  });
  it("reads only a capitalised name as the whole predicate", () => {
    expect(namedHolderClash("The weekend porter is new.", "The weekend porter starts at six.")).toBeNull();
    expect(namedHolderClash("The weekend porter is Priya from the day shift.", "The weekend porter starts at six.")).toBeNull();
  });
});

describe("a requirement with an object of its own (added-requirement.ts)", () => {
  it("refuses a side that requires a new thing of the shared object", () => {
    expect(addedRequirement("The kiln runs on the garage circuit.", "The kiln needs a dedicated breaker on the garage circuit."))
      .toMatch(/requires something of its own \(dedicated breaker\)/);
    expect(modelMergeGuard(fact("The kiln runs on the garage circuit."), fact("The kiln needs a dedicated breaker on the garage circuit.")))
      .toMatch(/requires something of its own/);
  });
  it("keeps a requirement of the shared object itself, and two requirements", () => {
    expect(addedRequirement("The kiln runs on the garage circuit.", "The kiln needs the garage circuit.")).toBeNull();
    expect(addedRequirement("The kiln needs a dedicated breaker.", "A dedicated breaker is required for the kiln.")).toBeNull();
  });
  it("leaves a paraphrase that says more than subject, verb and object to the model", () => {
    expect(addedRequirement("Refunds over 500 EUR need a second approver in the back office.", "Any refund above five hundred euros must be signed off twice in the admin tool.")).toBeNull();
  });
});

describe("a setting names its holder too (named-holder.ts)", () => {
  it("refuses 'key = Name' against prose that gives the key another holder", () => {
    expect(namedHolderClash("tilemaker: map renderer = Mapnik (pinned)", "The tile service uses Tangram as its map renderer.")).toMatch(/Mapnik/);
  });
  it("keeps prose that names the same holder", () => {
    expect(namedHolderClash("tilemaker: map renderer = Mapnik (pinned)", "The tile service uses Mapnik as its map renderer.")).toBeNull();
  });
});

describe("one project before a colon is the subject (taste-guard.ts modelMergeGuard)", () => {
  it("reads the two predicates after a shared project prefix", () => {
    expect(modelMergeGuard(fact("quaylog: every webhook retries three times."), fact("quaylog: every report exports to CSV.")))
      .toMatch(/two different things/);
  });
  it("keeps one finding said twice under the prefix", () => {
    expect(modelMergeGuard(fact("quaylog: every webhook retries on failure."), fact("quaylog: each webhook is retried on failure."))).toBeNull();
  });
});

describe("a change said in another language (change-cue-languages.ts)", () => {
  it("refuses a change in French against one state", () => {
    expect(changeSaidElsewhere("La cantine utilise Pronote.", "Nous sommes passés de Pronote à Ecole Directe en janvier."))
      .toMatch(/something changed/);
    expect(changeSaidElsewhere("Wir nutzen Jira.", "Wir sind von Jira auf Linear umgestiegen.")).toMatch(/umgestiegen/);
  });
  it("keeps one change said on both sides, and plain statements", () => {
    expect(changeSaidElsewhere("On n'utilise plus Pronote.", "We no longer use Pronote.")).toBeNull();
    expect(changeSaidElsewhere("La cantine utilise Pronote.", "The canteen uses Pronote.")).toBeNull();
  });
});

describe("two different ids are not one memory, for the model too (taste-guard.ts distinctNames)", () => {
  it("refuses two ids after one key", () => {
    expect(modelMergeGuard(fact("Staging bucket id: hqzvtrmwkplxbnsd"), fact("the preview deploy uses the id kwtrpzqmhvlxnbsd"))).toMatch(/different values/);
  });
  it("keeps one id said twice", () => {
    expect(modelMergeGuard(fact("Staging bucket id: hqzvtrmwkplxbnsd"), fact("The staging bucket's id is hqzvtrmwkplxbnsd"))).toBeNull();
  });
});
