import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { frameConflict, frameDuplicate, frameOf, frameValuesDiffer, lemma } from "./frames";

let n = 0;
const mem = (content: string, o: Partial<JudgedMemory> = {}): JudgedMemory => ({
  id: `f${n++}`, type: "fact", scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null, ...o,
});
const values = (text: string) => frameOf(text).values.map((v) => `${v.type}=${v.value}${v.polarity < 0 ? " (rejected)" : ""}`);

describe("frames: topic words are lemmatised, so one notion in other word forms meets itself", () => {
  it.each([
    ["owner", "owns"], ["owned", "owns"], ["generated", "generates"], ["releases", "release"], ["automatically", "automatic"], ["policies", "policy"],
  ])("%s ~ %s", (x, y) => expect(lemma(x)).toBe(lemma(y)));

  it("keeps agent nouns that are not 'one who does' apart from their verb", () => {
    expect(lemma("server")).not.toBe(lemma("serve"));
    expect(lemma("user")).not.toBe(lemma("use"));
  });

  it("takes values out of the topic: what remains is what the sentence is about", () => {
    const f = frameOf("The search service's owner is Bob Martinez.");
    expect([...f.topic].sort()).toEqual(["own", "search", "servic"].sort());
    expect(values("The search service's owner is Bob Martinez.")).toEqual(["name=bob martinez"]);
  });
});

describe("frames: values read by form, with the stance the clause takes on them", () => {
  it.each([
    ["The API gateway listens on port 8080.", "port=8080"],
    ["api-gateway binds to :9000.", "port=9000"],
    ["Releases of the CLI are cut every Tuesday.", "day=tuesday"],
    ["Billing support requests go to #billing-support on Slack.", "channel=billing-support"],
    ["The worker runs with LOG_LEVEL=warn.", "key:loglevel=warn"],
    ["User-facing error messages must be written in Title Case.", "case=title"],
    ["storefront is on Next.js 13 with the pages router.", "ver:next=13"],
    ["order-svc is written in Go.", "tool:language=go"],
    ["Thumbnails are generated with ImageMagick.", "name=imagemagick"],
    ["Send questions to support@acme.io.", "email=support@acme.io"],
  ])("%s", (text, value) => expect(values(text)).toContain(value));

  it.each([
    ["For the mobile-bff, responses should be GraphQL, not REST.", "rest"],
    ["We moved user-service from Express to Fastify.", "express"],
    ["user-service Express → Fastify port is half done.", "express"],
    ["Prefer Luxon instead of Moment.", "moment"],
  ])("rejected or old: %s", (text, value) => {
    expect(frameOf(text).values.find((v) => v.value === value)?.polarity).toBe(-1);
  });

  it("a Dockerfile's FROM line is not the old side of a change", () => {
    expect(frameOf("The api image is built FROM python:3.12-slim.").values.every((v) => v.polarity === 1)).toBe(true);
  });
});

describe("frames: conflicts whatever the sentence shape and memory type", () => {
  it.each([
    ["Alice's team: the search service's owner is Carol Diaz.", "The search service is owned by Bob Martinez."],
    ["Releases of the CLI are cut every Tuesday.", "The CLI ships a new release each Thursday."],
    ["The API gateway listens on port 8080.", "api-gateway binds to :9000."],
    ["Error messages shown to users should be in sentence case.", "User-facing error messages must be written in Title Case."],
    ["storefront is on Next.js 13 with the pages router.", "storefront runs Next 14 (app router)."],
    ["We decided to keep user sessions in Redis.", "User sessions are stored in Postgres, in the sessions table."],
    ["Name database tables in the singular (user, order).", "Database tables should have plural names like users and orders."],
    ["Keep the ledger's money amounts as integer cents.", "ledger stores money amounts as floating-point dollars."],
    ["billing-worker requires at least wrangler 3.60 for its build.", "billing-worker's wrangler is held at 2.20.x because the custom build breaks on 3."],
    ["The GraphQL endpoint for the web app is /graphql.", "The web app's GraphQL endpoint is /api/gql."],
    ["For the mobile-bff, responses should be GraphQL, not REST.", "mobile-bff exposes a plain REST API; we rejected GraphQL in the design review."],
  ])("%s / %s", (a, b) => expect(frameConflict(a, b)).not.toBeNull());

  it("reaches the verdict across memory types (a decision against a gotcha)", () => {
    const v = judgePair(mem("Image thumbnails for media-svc are generated with Sharp inside the worker.", { type: "insight" }), mem("media-svc generates thumbnails with ImageMagick, chosen for its TIFF support.", { type: "decision" }));
    expect(v.verdict).toBe("conflict");
  });
});

describe("frames: look-alikes stay apart", () => {
  it.each([
    // Same subject, different attribute: the verb is the attribute.
    ["order-svc is written in Go.", "order-svc is owned by the Fulfillment team."],
    // Two commands of one bot are two capabilities, not two answers.
    ["The deploy bot can roll back the last release with `/rollback`.", "The deploy bot can post the diff between two releases with `/changes v1 v2`."],
    // Different things, one word in common.
    ["Billing emails are sent via Postmark.", "Marketing newsletters go out through Mailchimp."],
    // A refinement names the same value and more.
    ["The worker uses Redis.", "The worker uses Redis 7 as a job queue with BullMQ."],
    // A range containing the other's value.
    ["public-api supports Node 18 through 22.", "public-api's CI runs its test suite on Node 20."],
    // A version inside the other's range or bound.
    ["billing-worker requires at least wrangler 3.60 for its build.", "billing-worker builds with wrangler 3.62."],
    ["storefront is on Next.js 13 with the pages router.", "storefront runs Next 13.4 with the pages router."],
    // Tools of two jobs for two attributes.
    ["The API gateway is written in Go.", "The API gateway is deployed on Kubernetes."],
  ])("%s / %s", (a, b) => expect(frameConflict(a, b)).toBeNull());

  it("two environments are a look-alike, not a conflict", () => {
    expect(judgePair(mem("In staging the worker runs with LOG_LEVEL=debug."), mem("Production workers use LOG_LEVEL=info.")).verdict).toBe("lookalike");
  });
});

describe("frames: paraphrase duplicates need the same values, not only similar words", () => {
  it("merges a reordered paraphrase with folded word forms", () => {
    expect(frameDuplicate("Staging deploys happen automatically when a PR is merged to main.", "Merging a pull request into main triggers an automatic deploy to staging.", 0.5)).not.toBeNull();
    expect(frameDuplicate("The migration of user avatars to R2 is done.", "Finished moving user avatars to R2.", 0.67)).not.toBeNull();
  });

  it("never merges two values of one kind, nor a value used by one and rejected by the other", () => {
    expect(frameDuplicate("The worker runs with LOG_LEVEL=debug.", "The worker runs with LOG_LEVEL=warn.", 0.9)).toBeNull();
    expect(frameDuplicate("Use GraphQL for the BFF, not REST.", "Use REST for the BFF, not GraphQL.", 0.95)).toBeNull();
  });

  it("a flag flipped or a value swapped is never a duplicate, however close the texts (frameValuesDiffer)", () => {
    expect(frameValuesDiffer("Request logging is enabled for the export job.", "Request logging is turned off for the export job.")).not.toBeNull();
    expect(frameValuesDiffer("Request logging is enabled for the export job.", "For the export job, request logging is turned on.")).toBeNull();
    expect(judgePair(mem("Table names are singular."), mem("Table names are plural."), 0.97).verdict).not.toBe("duplicate");
    expect(judgePair(mem("Request logging is enabled for the export job."), mem("Request logging is switched off for the export job."), 0.95).verdict).not.toBe("duplicate");
  });

  it("asks for more word overlap when there is no vector", () => {
    expect(frameDuplicate("Finished moving user avatars to R2.", "The migration of user avatars to R2 is done.", undefined)).toBeNull();
  });
});
