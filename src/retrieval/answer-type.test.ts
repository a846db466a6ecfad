import { describe, expect, it } from "vitest";
import { answerShape, expectedAnswer } from "./answer-type";

const people = new Set(["jon", "gina", "ana"]);

describe("expectedAnswer", () => {
  it.each([
    ["Which cities has Jon visited?", "place"],
    ["Where did Ana move from?", "place"],
    ["where is the retry logic configured", "place"],
    ["Who supports Ana when things go wrong?", "person"],
    ["What musical artists has Ana seen live?", "person"],
    ["What book did Ana recommend?", "title"],
    ["Which movies has Jon watched?", "title"],
    ["How many children does Ana have?", "quantity"],
    ["how long did the migration take", "quantity"],
    ["Why did we pick D1?", "reason"],
    ["what was the reason for moving off Jenkins?", "reason"],
  ])("%s → %s", (q, type) => expect(expectedAnswer(q)).toBe(type));

  it.each(["What did Ana research?", "When did Jon open the studio?", "tell me about the deploy"])(
    "%s → no answer type",
    (q) => expect(expectedAnswer(q)).toBeNull(),
  );
});

describe("answerShape", () => {
  it("sees places after a locative word or in apposition, but not the people of the conversation", () => {
    expect(answerShape("Jon: Took a short trip last week to Rome", "place", people)).toBe(1);
    expect(answerShape("Ana: a gift from my grandma in my home country, Sweden.", "place", people)).toBe(1);
    expect(answerShape("Jon: Thanks to Gina for the help", "place", people)).toBe(0);
    expect(answerShape("Jon: we went to the beach", "place", people)).toBe(0);
  });

  it("counts a file path or URL as a place (developer memories)", () => {
    expect(answerShape("Retries are configured in src/queue/retry.ts", "place", people)).toBe(1);
    expect(answerShape("Runbook: https://wiki.example.com/oncall", "place", people)).toBe(1);
  });

  it("sees a new person, not a sentence-initial capital or someone already talking", () => {
    expect(answerShape("Ana: Thanks, Gina! It was Matt Patterson, he is so talented!", "person", people)).toBe(1);
    expect(answerShape("Ana: Thanks, Gina! Appreciate your help.", "person", people)).toBe(0);
    expect(answerShape("Ana: Loved it. Great show!", "person", people)).toBe(0);
  });

  it("sees titles in quotes or as capitalized phrases, and numbers for quantities", () => {
    expect(answerShape('Ana: I loved "Becoming Nicole" so much', "title", people)).toBe(1);
    expect(answerShape("Jon: we watched Spirited Away twice", "title", people)).toBe(1);
    expect(answerShape("Jon: we watched a film", "title", people)).toBe(0);
    expect(answerShape("Ana: I have three kids", "quantity", people)).toBe(1);
    expect(answerShape("Ana: it took 18 months", "quantity", people)).toBe(1);
    expect(answerShape("Ana: I have kids", "quantity", people)).toBe(0);
    expect(answerShape("Ana: I have three kids", null, people)).toBe(0);
  });

  it("sees a stated reason for why-questions", () => {
    expect(answerShape("We picked D1 because the data already lives next to the Worker", "reason", people)).toBe(1);
    expect(answerShape("Why cobalt picked Node 18: it was the only option with a security backport", "reason", people)).toBe(1);
    expect(answerShape("Jon: I switched jobs to spend more time with family", "reason", people)).toBe(0);
    expect(answerShape("cobalt runs Node 18", "reason", people)).toBe(0);
  });
});
