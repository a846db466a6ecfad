import { describe, expect, it } from "vitest";
import { orderSteps } from "./order";
import { normalizedText } from "./similarity";
import { slotsOf, topicWords } from "./slots";

// topicWords, orderSteps and normalizedText are kept per text (topicWords per text and its slots' raw values): a kept
// answer must be the one for the question asked, not for an earlier question about the same text.
describe("per-text answers kept for the pairs stage", () => {
  it("topicWords answers per set of slots, not per text alone", () => {
    const text = "The retry helper lives in src/util/retry.ts";
    expect([...topicWords(text, slotsOf(text))]).toEqual(["retri", "helper"]);
    expect([...topicWords(text, [])]).toEqual(["retri", "helper", "src", "util", "ts"]);
    expect([...topicWords(text, slotsOf(text))]).toEqual(["retri", "helper"]);
  });

  it("topicWords leaves out only the values it is given", () => {
    const text = "Redis listens on port 6379 and Postgres on 5432";
    const slots = slotsOf(text);
    expect([...topicWords(text, slots)]).toEqual(["listen"]);
    expect([...topicWords(text, slots.filter((s) => s.key === "port"))]).toEqual(["redis", "listen", "postgre"]);
  });

  it("orderSteps and normalizedText give the same answer when asked again", () => {
    const text = "Run the migrations before the deploy";
    expect(orderSteps(text)).toEqual([[["migrations"], ["deploy"]]]);
    expect(orderSteps(text)).toBe(orderSteps(text));
    expect(normalizedText("The  Redis PORT: 6379.")).toBe("the redis port 6379");
    expect(normalizedText("The  Redis PORT: 6379.")).toBe("the redis port 6379");
  });
});
