import { describe, expect, it } from "vitest";
import { extractEntities, speakerOf } from "./entity-extractor";

const names = (text: string) => extractEntities(text).map((e) => `${e.type}:${e.name}`);

describe("extractEntities", () => {
  it("finds the speaker of a transcript turn and proper names", () => {
    expect(speakerOf("Caroline: I went to a support group")).toBe("Caroline");
    expect(speakerOf("Note: call back")).toBeNull();
    expect(names("Caroline: I met John Smith in New York with Mel.")).toEqual(["person:Caroline", "name:John Smith", "name:New York", "name:Mel"]);
  });

  it("does not take sentence-initial or grammatical capitals for names", () => {
    expect(names("Sounds great. Thanks for the tip!")).toEqual([]);
    expect(names("I think so. The Zephyr project is late")).toContain("name:Zephyr");
  });

  it("finds technologies, code identifiers, file paths and projects", () => {
    const found = names("We deploy with wrangler from src/index.ts; parseTemporal() and MAX_TERMS in TypeScript, for the Zephyr project.");
    expect(found).toEqual(expect.arrayContaining([
      "technology:wrangler", "file:src/index.ts", "code:parseTemporal", "code:MAX_TERMS", "technology:TypeScript", "project:Zephyr",
    ]));
    expect(found).not.toContain("name:Temporal");
    expect(names("we should go home and react calmly")).toEqual([]); // ambiguous words only count capitalized
  });
});
