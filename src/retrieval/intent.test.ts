import { describe, expect, it } from "vitest";
import { detectIntent } from "./intent";

describe("detectIntent", () => {
  it("tells status, what-changed, why and preference questions apart", () => {
    expect(detectIntent("what's the status of the auth migration?")).toBe("status");
    expect(detectIntent("how far along was the search revamp?")).toBe("status");
    expect(detectIntent("what changed about our message queue?")).toBe("change");
    expect(detectIntent("what did we use before switching to pnpm?")).toBe("change");
    expect(detectIntent("why did we go with Node 18?")).toBe("why");
    expect(detectIntent("how wide is the indentation? what's my preference")).toBe("preference");
    expect(detectIntent("which database does atlas use?")).toBeNull();
  });
});
