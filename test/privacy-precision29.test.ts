// Issue 14's precision round 29 (branch privprec29), in workerd: look-alikes told by what their format or their own name
// says — a field named encrypted, an age recipient (Bech32, checksum checked), a credential the text says it took from the
// docs, an unsigned example token whichever reader took it, a Windows program's version in parentheses. Each case beside
// a finding of its shape that must stay; inputs written for these tests.
import { describe, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";

describe("a field whose name says its value is encrypted", () => {
  it("leaves ciphertext under encryptedPassword / encrypted_key, and still reads the password and key fields", () => {
    left('{"hostname":"https://tickets.example.org","encryptedPassword":"MDIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECJq3vT8mWz4pBAhX2kLc9RtY5w=="}', "MDIEEPgAAAAAAAAAAAAAAAAAAAEwFAYIKoZIhvcNAwcECJq3vT8mWz4pBAhX2kLc9RtY5w==");
    left("encrypted_key: 9f2c7a41d8e3b605c1f47e92a0d3b8c6e5f1a27d9c4b8e03f6a1d2c7b9e4f058", "9f2c7a41d8e3b605c1f47e92a0d3b8c6e5f1a27d9c4b8e03f6a1d2c7b9e4f058");
    covers('{"username":"kiln-admin","password":"Glaze-Cone10-Reduction!"}', "password", "Glaze-Cone10-Reduction!");
    covers("api_key: 9f2c7a41d8e3b605c1f47e92a0d3b8c6e5f1a27d9c4b8e03f6a1d2c7b9e4f058", "api_key", "9f2c7a41d8e3b605c1f47e92a0d3b8c6e5f1a27d9c4b8e03f6a1d2c7b9e4f058");
    covers("unencrypted_password: Glaze-Cone10-Reduction!", "password", "Glaze-Cone10-Reduction!");
  });
});

describe("an age recipient", () => {
  it("leaves a recipient whose Bech32 checksum holds, and still reads the identity beside it", () => {
    const keys = "# public key: age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p\nAGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX";
    left(keys, "age1ql3z7hjy54pw3hyww5ayyfg7zqgvc7w3j2elw8zmrj2kg5sfn9aqmcac8p");
    covers(keys, "private_key", "AGE-SECRET-KEY-1GFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPYYSJZGFPQ4EGAEX");
  });
});

describe("a value the text says it took from the docs", () => {
  it("leaves a secret and a card from the docs, and still reads a real one in the same words", () => {
    left("Example cookie secret from the docs: kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ", "kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ");
    left("Test card from the gateway docs: 4929 4205 7359 5634", "4929 4205 7359 5634");
    left("# sample admin password, from the chart README\n  ADMIN_PASS: Hx7!vQ2-mZ9rTb", "Hx7!vQ2-mZ9rTb");
    left("la clave de pruebas de la documentación es kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ", "kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ");
    covers("cookie secret: kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ", "api_key", "kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ");
    covers("the real key from the docs' sandbox was live: kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ", "api_key", "kQ7vN2xR9mT4bW8cY3hL6pJ0sD5fG1aZ");
    // Where a real one leaked: out of the README, still in the README.
    covers("move the Wi-Fi password out of the README (it was `Reef-Lagoon-8832!`)", "password", "Reef-Lagoon-8832!");
    covers("card 4929 4205 7359 5634 on file. Docs: see the wiki", "credit_card", "4929 4205 7359 5634");
  });
});

describe("an unsigned example token read as a key", () => {
  it("leaves an alg-none token the text calls a sandbox value, and still reads a signed one", () => {
    left("token eyJhbGciOiJub25lIn0.eyJzYW5kYm94Ijp0cnVlLCJ1c2VyIjoxfQ. (alg none, sandbox only)", "eyJhbGciOiJub25lIn0.eyJzYW5kYm94Ijp0cnVlLCJ1c2VyIjoxfQ.");
    covers("token eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ODIxMyJ9.Xq3mN8vL2pR7tY5wK9cB4hJ6sD1fG0aZ-Eu2iOo7Pn4 for the dashboard", "jwt", "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiI4ODIxMyJ9.Xq3mN8vL2pR7tY5wK9cB4hJ6sD1fG0aZ-Eu2iOo7Pn4");
  });
});

describe("a Windows program's version in parentheses", () => {
  it("leaves the version after the image name, and still reads an address after the program's name", () => {
    left("IMAGE_NAME:  TillClient.exe (5.12.3.0)", "5.12.3.0");
    covers("TillClient.exe (connected to 81.2.69.160)", "ip", "81.2.69.160");
  });
});
