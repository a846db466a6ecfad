export * from "../../../src/privacy/types.ts";
