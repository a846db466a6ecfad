import { describe, expect, it } from "vitest";
import { abstractToEssence } from "./abstraction";
import { hasFileLocation, scoreImportance } from "./importance";

describe("importance (seed 002)", () => {
  it.each([
    ["Chose Zustand over Redux because the API is simpler", 0.7],
    ["Decided to drop the cache since it served stale prices", 0.7],
    ["The bug was a missing await before createClient()", 0.7],
    ["Turns out the webhook is retried by Stripe and by our queue", 0.7],
    ["Critical: never run migrations on production by hand", 0.7],
  ])("high: %s", (text, above) => {
    expect(scoreImportance(text).score).toBeGreaterThan(above);
  });

  it.each([
    "I read the file and looked at the config",
    "Then I ran the tests",
    "User asked about the login page",
    "Maybe the cache is involved, not sure",
  ])("low: %s", (text) => {
    expect(scoreImportance(text).score).toBeLessThan(0.3);
  });

  it("keeps a bare location worth storing and lets hedging pull a fix down", () => {
    expect(scoreImportance("Deep link handling in src/navigation/linking.ts:24-45").score).toBe(0.6);
    expect(scoreImportance("Maybe fixed the bug").score).toBeLessThan(scoreImportance("Fixed the bug").score);
  });

  it("sees file locations the way the entity extractor does: not abbreviations or dotted technology names", () => {
    expect(hasFileLocation("fixed in src/app.ts:42")).toBe(true);
    expect(hasFileLocation("see README.md for setup")).toBe(true);
    expect(hasFileLocation("prefer small PRs, e.g. under 300 lines")).toBe(false);
    expect(hasFileLocation("we moved to next.js last year")).toBe(false);
    expect(scoreImportance("prefer small PRs, e.g. under 300 lines").score).toBeLessThan(0.6);
  });
});

describe("abstraction to essence (seed 002)", () => {
  it("turns the seed's debugging story into its essence", () => {
    const story = `I was debugging the login flow and noticed that after the user signs in, they weren't being redirected.
      I checked the AuthProvider component and found that the onAuthStateChange listener wasn't firing.
      After some investigation, I discovered that the Supabase client wasn't being initialized before the listener was set up.
      I fixed it by adding an await before createClient() in the supabase.ts file at line 15.`;
    const essence = abstractToEssence(story);
    expect(essence).toMatch(/Supabase client wasn't being initialized before the listener/);
    expect(essence).toMatch(/Fixed by adding an await before createClient\(\) in the supabase\.ts file at line 15/);
    expect(essence).not.toMatch(/\bI (was debugging|checked|discovered|fixed)\b/);
    expect(essence.length).toBeLessThan(story.length);
  });

  it("drops pure narration but never returns nothing", () => {
    expect(abstractToEssence("Let me open the file. Then I ran the build. We chose pnpm over npm because workspaces are faster."))
      .toBe("Chose pnpm over npm because workspaces are faster.");
    expect(abstractToEssence("Then I ran the build.")).toBe("Ran the build.");
  });
});
