export * from "../../../src/privacy/checksums.ts";
