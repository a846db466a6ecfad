// Round 14 (judgconf14): false flags of the polarity and frame readers on paraphrases, read by grammar. Sentences of
// their own, not the bench's; each mechanism has look-alikes that must keep their verdict.
import { describe, expect, it } from "vitest";
import { polarityConflict, rootOf, stanceOf } from "./negation-scope";
import { frameConflict, frameOf, frameValuesDiffer, keyName } from "./frames";
import { plainValueInOtherRange } from "./ranges";
import { contextsOfClause, requirementBefore } from "./text";
import { slotConflict, slotsOf } from "./slots";
import { relation, unitFollows } from "./values";
import { type JudgedMemory, judgePair } from "./compare";

let n = 0;
const mem = (id: string, content: string): JudgedMemory => ({
  id: `r14-${id}-${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});

const conflict = (a: string, b: string) => polarityConflict(a, b, 0.9, 0);
const denies = (text: string, word: string) => stanceOf(text).denied.has(rootOf(word));

describe("a predicate after a non-finite 'being' names an event, no state", () => {
  it("'survives the worker being killed' denies neither the worker nor surviving", () => {
    expect(denies("The queue survives the worker being killed.", "worker")).toBe(false);
    expect(denies("The queue survives the worker being killed.", "survives")).toBe(false);
    expect(conflict("The queue survives the worker being killed.", "The queue survives worker kills.")).toBeNull();
  });
  it("a finite progressive ('is being removed') still denies its subject", () => {
    expect(denies("The legacy exporter is being removed.", "exporter")).toBe(true);
    expect(denies("The legacy exporter was removed.", "exporter")).toBe(true);
  });
});

describe("a pronoun after a nominal cue is the whole noun phrase", () => {
  it("'without it the frames are garbled' denies no word of the clause after 'it'", () => {
    expect(denies("Without it the reports are empty.", "reports")).toBe(false);
    expect(denies("Without them the build is slow.", "build")).toBe(false);
  });
  it("'without the resistor' still denies the resistor", () => {
    expect(denies("We ran the bus without the resistor.", "resistor")).toBe(true);
    expect(denies("We ship without telemetry.", "telemetry")).toBe(true);
  });
});

describe("damage before 'without' states a requirement", () => {
  it("reads garbled, corrupted, truncated as failures", () => {
    expect(requirementBefore("the frames are garbled")).toBe(true);
    expect(requirementBefore("the archive gets corrupted")).toBe(true);
    expect(requirementBefore("the frames are sent")).toBe(false);
  });
  it("'garbled without a terminator' agrees with 'needs a terminator'", () => {
    expect(denies("Frames are garbled without a bus terminator.", "terminator")).toBe(false);
    expect(conflict("The bus needs a terminator.", "Frames are garbled without a bus terminator.")).toBeNull();
  });
  it("a plain 'without' still denies: 'the bus runs without a terminator' against 'needs a terminator'", () => {
    expect(denies("The bus runs fine without a terminator.", "terminator")).toBe(true);
  });
});

describe("a negated necessity takes no stance on the thing", () => {
  it("'never has to sit in memory', 'doesn't need to restart' deny nothing", () => {
    expect(denies("The result set never has to sit in memory.", "memory")).toBe(false);
    expect(denies("You don't need to restart the worker.", "restart")).toBe(false);
    expect(stanceOf("You don't need to restart the worker.").hedged).toBe(true);
  });
  it("a plain negation of the same verb still denies", () => {
    expect(denies("The result set never sits in memory.", "memory")).toBe(true);
    expect(denies("Don't restart the worker.", "restart")).toBe(true);
    expect(denies("The worker doesn't need Redis.", "redis")).toBe(true);
  });
});

describe("the frame reader's 'one uses it, the other rejects it' agrees with the scoped reading", () => {
  it("a name denied through its verb on one side is not used there", () => {
    const a = "The admin console will not support Internet Explorer.";
    const b = "No Internet Explorer for the admin console.";
    expect(frameConflict(a, b)?.why ?? "").not.toMatch(/one uses it/);
  });
  it("a name under 'unless' after a bad outcome is needed, not turned down", () => {
    const a = "Rebuild the Addressables catalog after a schema change, otherwise players load stale bundles.";
    const b = "After a schema change players keep loading stale bundles unless you rebuild the Addressables catalog.";
    expect(frameConflict(a, b)).toBeNull();
    expect(frameValuesDiffer(a, b)).toBeNull();
  });
  it("a name used on one side and plainly rejected on the other still clashes", () => {
    expect(frameConflict("The admin console supports Internet Explorer.", "Decided: no Internet Explorer for the admin console.")?.why).toMatch(/internet explorer: one uses it/);
    expect(frameConflict("We deploy the docs site with Netlify.", "We dropped Netlify for the docs site.")?.why).toMatch(/netlify/i);
  });
});

describe("a number followed by a unit of measure is a quantity, no version", () => {
  it("reads Hz, kHz, m³/h after a number as quantities", () => {
    expect(slotsOf("The gyro samples at 12.5 Hz").map((s) => s.key)).toEqual(["frequency"]);
    expect(slotsOf("The sampling rate of the gyro is 3.2 kHz.").map((s) => s.key)).toEqual(["frequency"]);
    expect(slotsOf("Coolant flow is 2.4 m³/h").map((s) => s.key)).toEqual(["flow"]);
    expect(unitFollows(" kHz.")).toBe(true);
    expect(unitFollows(" m3/h")).toBe(true);
  });
  it("still reads versions before words that are no unit", () => {
    expect(slotsOf("We build with Python 3.11 and pnpm.").some((s) => s.key === "version:python")).toBe(true);
    expect(unitFollows(" and up")).toBe(false);
    expect(unitFollows(" replicas")).toBe(false);
  });
  it("volume flow is a dimension of its own: 40 L/min is 2.4 m³/h, not a request rate", () => {
    const [a] = slotsOf("Pump max flow: 40 L/min");
    const [b] = slotsOf("Pump max flow: 2.4 m³/h");
    expect(a.key).toBe("flow");
    expect(b.key).toBe("flow");
    expect(relation(a.value, b.value)).not.toBe("conflict");
    expect(slotConflict("Pump max flow: 40 L/min", "Pump max flow: 60 L/min")?.key).toBe("flow");
  });
  it("frame rates are a dimension of their own", () => {
    expect(slotConflict("The game targets 60 fps on the handheld.", "The game's frame-rate target on the handheld is 30 FPS.")?.key).toBe("framerate");
    expect(slotConflict("The game targets 60 fps on the handheld.", "The handheld frame-rate target: 60 FPS.")).toBeNull();
  });
  it("speeds in m/s and mm/s are one dimension; 'm' before '/s' is metres, not millions", () => {
    expect(slotsOf("The arm moves at 2 m/s.")[0].value).toMatchObject({ dim: "speed", n: 2 });
    expect(slotsOf("The arm is capped at 250 mm/s.")[0].value).toMatchObject({ dim: "speed", n: 0.25 });
    expect(slotConflict("Max arm speed 0.25 m/s.", "Max arm speed is 250 mm/s.")).toBeNull();
  });
});

describe("game platforms are contexts", () => {
  it("reads consoles as written, 'Switch' not as a verb", () => {
    expect(contextsOfClause("On Switch the texture pool is 512 MB")).toContain("switch");
    expect(contextsOfClause("PS5 texture pool: 3 GB")).toContain("ps5");
    expect(contextsOfClause("Switch build of the game is capped at 30 fps")).toContain("switch");
    expect(contextsOfClause("switch.max_res = 900p")).toContain("switch");
    expect(contextsOfClause("Switch the feature flag off before the release")).not.toContain("switch");
    expect(contextsOfClause("We switch to the fallback cache on errors")).not.toContain("switch");
  });
  it("two platforms' values are look-alikes, one platform's two values conflict", () => {
    expect(judgePair(mem("a", "The PS5 build targets 60 fps."), mem("b", "Switch build target: 30 fps."), 0.7).verdict).not.toBe("conflict");
    expect(judgePair(mem("a", "The Switch build targets 60 fps."), mem("b", "Switch build target: 30 fps."), 0.7).verdict).toBe("conflict");
  });
});

describe("a version pinned in requirement form, and a package's own name", () => {
  it("reads 'torch==1.13.1+cu117' as PyTorch 1.13.1, exact", () => {
    const slot = slotsOf("pip freeze shows torch==1.13.1+cu117").find((s) => s.key === "version:pytorch");
    expect(slot?.value).toMatchObject({ kind: "version", parts: [1, 13, 1], range: "exact" });
    expect(slotsOf("numpy>=1.26 in requirements.txt").find((s) => s.key === "version:numpy")?.value).toMatchObject({ range: "gte" });
  });
  it("PyTorch 2.3 against torch==1.13.1 conflicts; against torch==2.3.0 it does not", () => {
    expect(slotConflict("Training nodes have PyTorch 2.3.", "pip freeze on the training nodes shows torch==1.13.1+cu117", 0.6)?.key).toBe("version:pytorch");
    expect(slotConflict("Training nodes have PyTorch 2.3.", "pip freeze on the training nodes shows torch==2.3.0+cu121", 0.6)).toBeNull();
  });
  it("a '+' with a build label after a version is no 'or later'", () => {
    expect(plainValueInOtherRange("The app runs on Node 18+.", "We run the app on Node 20.")).toBe(true);
    expect(plainValueInOtherRange("Training nodes have PyTorch 2.3.", "pip freeze shows torch==1.13.1+cu117")).toBe(false);
  });
});

describe("a key named with and without its 'Version' suffix is one key", () => {
  it("minSdkVersion is minSdk; lockfileVersion stays itself", () => {
    expect(keyName("minSdkVersion")).toBe("minsdk");
    expect(keyName("targetSdkVersion")).toBe("targetsdk");
    expect(keyName("lockfileVersion")).toBe("lockfileversion");
    expect(keyName("max_connections")).toBe("maxconnections");
  });
  it("reads Gradle's 'key value' form, not names with a number", () => {
    expect(frameOf("minSdkVersion 26 // build.gradle").values).toContainEqual(expect.objectContaining({ type: "key:minsdk", value: "26" }));
    expect(frameOf("Buy an iPhone 15 for testing").values.some((v) => v.type.startsWith("key:"))).toBe(false);
  });
  it("'minSdkVersion 26' against 'minSdk is 23' conflicts; against 'minSdk = 26' it does not", () => {
    expect(frameConflict("Android app: minSdkVersion 26.", "We support Android back to API 23 — minSdk is 23 in app/build.gradle.")?.why).toMatch(/minsdk: 26 vs 23/);
    expect(frameConflict("Android app: minSdkVersion 26.", "Android app: minSdk = 26 in app/build.gradle.")).toBeNull();
  });
});
