import { describe, expect, it } from "vitest";
import { searchTerms, toJudged } from "./on-write";
import { STOP_WORDS } from "./text";

const termsOf = (content: string, metadata = "{}") =>
  searchTerms(toJudged({ id: "m", type: "fact", scope: "global", content, title: null, tags: "[]", metadata, project_id: null } as never));

describe("the write-time lookup's search terms", () => {
  it("leave out stop words, even where a claim's subject or value holds them (each would match most stored rows)", () => {
    const cases: [string, string?][] = [
      ["The request timeout in staging is 30 seconds"],
      ["CI images are on Node 22."],
      ["API nginx vhost config is at /etc/nginx/conf.d/api.conf."],
      ["Deploys to the EU cluster go out on Tuesdays at 09:00"],
      ["retry budget", JSON.stringify({ subject: "retry budget of the worker in prod", value: "3 tries per minute in total" })],
    ];
    for (const [content, metadata] of cases) {
      const terms = termsOf(content, metadata);
      expect(terms.length).toBeGreaterThan(0);
      expect(terms.filter((t) => STOP_WORDS.has(t))).toEqual([]);
    }
  });

  it("keep the words that name the thing and its value", () => {
    const terms = termsOf("The request timeout in staging is 30 seconds");
    expect(terms).toEqual(expect.arrayContaining(["request", "timeout", "30"]));
  });
});
