// Round 10 (judgconf10): a tool's version joined to its name by a pin, a key, a tag or a module path
// (slot-reader.ts VERSION_JOINS) — sentences of their own, not the bench's.
import { describe, expect, it } from "vitest";
import { typedSlotConflict } from "./slot-reader";

describe("versions joined to a tool's name (VERSION_JOINS)", () => {
  it("a version pinned in prose meets the other side's version of that tool", () => {
    expect(typedSlotConflict("Keycloak pinned to 22.0.5 in the compose file.", "image: quay.io/keycloak/keycloak:24.0.1", 0.5)?.why).toMatch(/22\.0\.5 vs .*24\.0\.1/);
    expect(typedSlotConflict("Zola pinned to 0.17.2 for the docs site.", "CI installs zola 0.18.0 from the release tarball.", 0.5)?.why).toMatch(/0\.17\.2 vs zola 0\.18\.0/);
  });
  it("a JSON key, a module path and a package tag are the tool's version", () => {
    expect(typedSlotConflict("The extension is built with esbuild 0.19.", 'package.json: "esbuild": "0.21.5"', 0.5)).not.toBeNull();
    expect(typedSlotConflict("gromacs 2023.3 is the module we load", "`module load gromacs/2024.1` on the new nodes", 0.6)).not.toBeNull();
    expect(typedSlotConflict("The frontend uses lodash 3.10.", "yarn add lodash@4.17.21", 0.5)).not.toBeNull();
  });
  it("the same version joined another way agrees; a range still holds its member", () => {
    expect(typedSlotConflict("Keycloak pinned to 24.0.1.", "image: quay.io/keycloak/keycloak:24.0.1", 0.5)).toBeNull();
    expect(typedSlotConflict("The extension is built with esbuild 0.21.", 'package.json: "esbuild": "0.21.5"', 0.5)).toBeNull();
  });
  it("a name no text versions is not read as a version by a join (a port, a path segment)", () => {
    expect(typedSlotConflict("The metrics sidecar listens on metrics:9100.", "Metrics are scraped from /metrics/9090 by the agent.", 0.5)).toBeNull();
  });
});
