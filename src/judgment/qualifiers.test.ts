/**
 * Two populations of one thing (round 4, from halves H and K), on sentences of its own: values that
 * differ between two qualified sets of machines, boards or surfaces are two facts; one set said twice
 * still conflicts.
 */
import { describe, expect, it } from "vitest";
import { type JudgedMemory, judgePair } from "./compare";
import { distinctPopulations } from "./qualifiers";

let n = 0;
const mem = (content: string, type = "fact"): JudgedMemory => ({
  id: `q-${n++}`, type, scope: "project", content, title: null, tags: [], metadata: {}, project_id: "p1",
  valid_from: null, valid_until: null, supersedes: null, superseded_by: null,
});
const judge = (a: string, b: string, cosine?: number) => judgePair(mem(a), mem(b), cosine);

describe("two populations of one kind of thing", () => {
  it("two GPU generations' nodes, two driver versions", () => {
    expect(distinctPopulations("The H100 nodes run driver 550.", "Our L4 nodes are still on driver 535.")).not.toBeNull();
    expect(judge("The H100 nodes run driver 550.", "Our L4 nodes are still on driver 535.", 0.8).verdict).not.toBe("conflict");
  });
  it("two OS releases' hosts, a version as the qualifier", () => {
    expect(judge("Debian 12 hosts ship OpenSSL 3.0.", "Debian 11 hosts ship OpenSSL 1.1.1.", 0.85).verdict).not.toBe("conflict");
  });
  it("one population said twice still conflicts", () => {
    expect(distinctPopulations("The H100 nodes run CUDA 12.4.", "All H100 nodes are on CUDA 12.1.")).toBeNull();
    expect(judge("The H100 nodes run CUDA 12.4.", "All H100 nodes are on CUDA 12.1.", 0.85).verdict).toBe("conflict");
  });
  it("a count before the head is no population", () => {
    expect(distinctPopulations("The API runs 6 pods.", "The API runs 9 pods.")).toBeNull();
  });
  it("a hyphenated name is no qualified head ('checkout-web')", () => {
    expect(distinctPopulations("Deploys go to checkout-web.", "Deploys go to the admin web.")).toBeNull();
  });
});

describe("a context as the clause's subject", () => {
  it("'CI runs … against X' and 'production uses Y' are two environments", () => {
    expect(judge("CI runs the suite against MariaDB in Docker.", "Production database is MySQL 8 on Aurora.", 0.5).verdict).not.toBe("conflict");
  });
  it("without a verb after it, a weak context word at the start is no context", () => {
    expect(judge("Test data lives in Postgres.", "Test data lives in MongoDB.", 0.8).verdict).toBe("conflict");
  });
});
