import { describe, expect, it } from "vitest";
import { checkOrigin } from "./origin";

const local = { clientIp: "127.0.0.1", url: "http://127.0.0.1:8787/mcp" };
const edge = { clientIp: "203.0.113.9", url: "https://engram.example.workers.dev/mcp" };
const ok = (r: Parameters<typeof checkOrigin>[0], allowed: string[] = []) => expect(() => checkOrigin(r, allowed)).not.toThrow();
const refused = (r: Parameters<typeof checkOrigin>[0], allowed: string[] = []) => expect(() => checkOrigin(r, allowed)).toThrow(/not allowed/);

describe("DNS-rebinding protection for /mcp", () => {
  it("locally: loopback hosts and origins pass, rebound names are refused with or without an Origin", () => {
    ok({ ...local, origin: null, host: "127.0.0.1:8787" });
    ok({ ...local, origin: "http://localhost:6274", host: "localhost:8787" });
    ok({ ...local, origin: null, host: "[::1]:8787" });
    refused({ ...local, origin: null, host: "evil.example.com:8787" });
    refused({ ...local, origin: "http://evil.example.com:8787", host: "127.0.0.1:8787" });
    refused({ ...local, origin: "null", host: "127.0.0.1:8787" });
  });

  it("on the edge: any host, but browser origins must be loopback or configured", () => {
    ok({ ...edge, origin: null, host: "engram.example.workers.dev" });
    ok({ ...edge, origin: "https://inspector.example", host: "engram.example.workers.dev" }, ["https://inspector.example"]);
    refused({ ...edge, origin: "https://evil.example", host: "engram.example.workers.dev" }, ["https://inspector.example"]);
  });
});
