/**
 * test/binding-free-files.ts decides which workerd test files share one runtime (vitest.config.ts's
 * "pure" project, `isolate: false`). A file it wrongly calls pure would see another file's storage,
 * so every way a test reaches a binding must keep a file out.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { bindingFreeTestFiles } from "../binding-free-files";

const root = mkdtempSync(path.join(tmpdir(), "engram-binding-free-"));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  writeFileSync(path.join(root, file), text);
};

write("test/helpers.ts", `import { env } from "cloudflare:workers";\nexport const db = () => env.DB;\n`);
write("test/relay.ts", `export { db } from "./helpers";\n`);
write("test/spans.ts", `import { detect } from "../src/engine";\nexport const spans = (t: string) => detect(t);\n`);
write("src/engine.ts", `export const detect = (t: string) => [t];\n`);
// A src/ module may import cloudflare:workers (a Durable Object's base class): it takes its bindings as arguments.
write("src/durable/writer.ts", `import { DurableObject } from "cloudflare:workers";\nexport class Writer extends DurableObject {}\n`);

write("test/direct.test.ts", `import { env } from "cloudflare:workers";\n`);
write("test/selfref.test.ts", `import { SELF } from 'cloudflare:test';\n`);
write("test/dynamic.test.ts", `const { env } = await import("cloudflare:workers");\n`);
write("test/through-helper.test.ts", `import { db } from "./helpers";\n`);
write("test/two-hops.test.ts", `import { db } from "./relay.ts";\n`);
write("test/injected.test.ts", `import { inject } from "vitest";\nconst url = inject("fakeMessagesUrl");\n`);
write("test/engine.test.ts", `import { spans } from "./spans.ts";\nimport data from "./fixtures/data.json";\n`);
write("test/durable-class.test.ts", `import { Writer } from "../src/durable/writer";\n`);
write("src/engine.test.ts", `import { detect } from "./engine";\n// cloudflare:workers is named in a comment only\n`);
write("test/e2e/stack.test.ts", `import { detect } from "../../src/engine";\n`);

const all = () => bindingFreeTestFiles(root, ["test", "src"], (f) => !f.startsWith("test/e2e/"));

describe("binding-free test files", () => {
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps out a file that imports cloudflare:workers or cloudflare:test, statically or dynamically", () => {
    for (const f of ["test/direct.test.ts", "test/selfref.test.ts", "test/dynamic.test.ts"]) expect(all()).not.toContain(f);
  });

  it("keeps out a file that reaches them through test/ helpers, at any depth, or asks a global setup for a value", () => {
    for (const f of ["test/through-helper.test.ts", "test/two-hops.test.ts", "test/injected.test.ts"]) expect(all()).not.toContain(f);
  });

  it("lets in files that only import src/ and test/ helpers without bindings, and skips what the filter refuses", () => {
    expect(all()).toEqual(["src/engine.test.ts", "test/durable-class.test.ts", "test/engine.test.ts"]);
  });

  it("classifies the real suite: the privacy span tests are pure, the request tests are not", () => {
    const repo = path.resolve(import.meta.dirname, "..", "..");
    const pure = bindingFreeTestFiles(repo, ["test"], (f) => !/^test\/(e2e|node)\//.test(f));
    expect(pure).toContain("test/privacy-forms.test.ts");
    expect(pure).not.toContain("test/smoke.test.ts");
    expect(pure).not.toContain("test/migrations.test.ts"); // through test/migrations/harness.ts
    expect(pure).not.toContain("test/schema.test.ts"); // inject()s the drizzle DDL
  });
});
