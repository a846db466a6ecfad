// Issue 14's round 13 on the non-name leaks and look-alikes (branch privforms13), in workerd. Inputs are written for these
// tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("a MAC address at the end of a sentence", () => {
  it("finds a MAC followed by a full stop, in each notation", () => {
    found("The printer's MAC is 3C:2A:F4:19:8B:07.", "mac", "3C:2A:F4:19:8B:07");
    found("second AP: 58-ef-68-a1-0c-93. Please whitelist it", "mac", "58-ef-68-a1-0c-93");
    found("port learned 00d0.2bf4.7a91.", "mac", "00d0.2bf4.7a91");
  });

  it("still reads a longer run that goes on after the dot as something else", () => {
    none("OID 3c:2a:f4:19:8b:07.4f:11 in the dump", "mac");
  });
});

describe("the platforms' placeholder MAC", () => {
  it("leaves 02:00:00:00:00:00, what Android and iOS hand apps instead of the address", () => {
    left("wifi_mac=02:00:00:00:00:00 (Android 13)", "02:00:00:00:00:00");
  });

  it("still finds a locally administered address with other bytes", () => {
    found("wifi_mac=02:00:00:4a:11:9c", "mac", "02:00:00:4a:11:9c");
  });
});

describe("phones in a pasted table", () => {
  it("reads two numbers separated by a tab as two phones", () => {
    const row = "Ines Duarte\tSales\t+351 21 340 2219\t+351 912 448 076\tLisboa";
    found(row, "phone", "+351 21 340 2219");
    found(row, "phone", "+351 912 448 076");
  });
});

describe("public members of a JSON Web Key", () => {
  const x = "WbbmLbY7n8G1Q3k9tQ2f0qZJd7Lx4sP0a1VhT6cRk2M";
  const y = "c9Gq1v8Zr4Kx0Lm2Nw7Pe5Ta3Sd6Yh1Ub9Jf4Ck8Qo";
  it("leaves x and y of an EC key and n of an RSA key", () => {
    const ec = `const jwk = { kty: "EC", crv: "P-256", x: "${x}", y: "${y}" };`;
    left(ec, x);
    left(ec, y);
    const rsa = `{"kty":"RSA","e":"AQAB","n":"${x}${y}Zp3"}`;
    left(rsa, `${x}${y}Zp3`);
  });

  it("still finds the private member d, and the same value under x outside a JWK", () => {
    found(`{ kty: "EC", crv: "P-256", x: "${x}", d: "${y}" }`, "private_key", y);
    covers(`{ "x": "1", "api_key": "${x}" }`, "api_key", x);
  });
});

describe("an OpenSSH fingerprint", () => {
  it("leaves SHA256: fingerprints under any key", () => {
    left('{"public_key_fingerprint_sha256":"SHA256:Qx4b7Vn2Lk9Tz1Mw8Rc3Yp6Hd0Js5Fa2Ge7Ku4Oi1Nq"}', "SHA256:Qx4b7Vn2Lk9Tz1Mw8Rc3Yp6Hd0Js5Fa2Ge7Ku4Oi1Nq");
  });

  it("still finds a token of another length after the same label", () => {
    covers("api_token: SHA256Qx4b7Vn2Lk9Tz1Mw8Rc3Yp6Hd0Js5Fa2Ge7Ku4Oi1NqZ", "api_key", "SHA256Qx4b7Vn2Lk9Tz1Mw8Rc3Yp6Hd0Js5Fa2Ge7Ku4Oi1NqZ");
  });
});

describe("a default password dressed up, in documentation", () => {
  it("leaves P@ssw0rd! where the line says it comes from the docs", () => {
    left('New-LocalUser -Name "svc" -Password (ConvertTo-SecureString "P@ssw0rd!" -AsPlainText -Force) # docs example', "P@ssw0rd!");
  });

  it("still finds it in a real script, and a generated password beside a docs note", () => {
    found('New-LocalUser -Name "svc" -Password (ConvertTo-SecureString "P@ssw0rd!" -AsPlainText -Force)', "password", "P@ssw0rd!");
    found('ConvertTo-SecureString "Vr8#kq2Lm!x9" -AsPlainText -Force # docs example', "password", "Vr8#kq2Lm!x9");
  });
});

describe("a template's placeholder row around a street", () => {
  it("leaves 123 Main St beside Firstname Lastname and an SSN slot", () => {
    left("Form template: SSN XXX-XX-XXXX, name Firstname Lastname, address 123 Main St", "123 Main St");
  });

  it("still finds a street on a line with real values", () => {
    covers("Customer: Odile Marchetti, address 418 Pine Hollow Road, Ithaca", "street_address", "418 Pine Hollow Road");
  });
});

describe("passwords in credential stores and prose", () => {
  it("finds an LDIF userPassword hash, with its scheme", () => {
    found("dn: uid=tk,ou=people,dc=corp\nuserPassword: {SSHA}Ok2Hn8Wq4Zt7Lp1Ve9Rx3Cb6Md0Fy5Sa", "password", "{SSHA}Ok2Hn8Wq4Zt7Lp1Ve9Rx3Cb6Md0Fy5Sa");
  });

  it("leaves an admin guide's {SSHA}changeme and a locked {CRYPT}*", () => {
    none("userPassword: {SSHA}changeme\n# from the admin guide", "password");
    none("userPassword: {CRYPT}*", "password");
  });

  it("finds Terraform's random_password result in state, not a random_string's", () => {
    found('{"type":"random_password","name":"db","instances":[{"attributes":{"result":"Kp4!zQ9m_Lx2Vb7R","length":16}}]}', "password", "Kp4!zQ9m_Lx2Vb7R");
    none('{"type":"random_string","name":"suffix","instances":[{"attributes":{"result":"q7x2","length":4}}]}', "password");
  });

  it("finds a generated password that opens with a symbol, after a slash pair or a password word", () => {
    found("router at 10.4.0.1, admin / *Jq7_vLw2Rk9Xz_Pd. Label on the back", "password", "*Jq7_vLw2Rk9Xz_Pd");
    found('{"text":"the lab switch btw, password ^k-Q#4Vx8m%*TzLp^W"}', "password", "^k-Q#4Vx8m%*TzLp^W");
  });

  it("leaves read / write and emphasis", () => {
    none("mount it read / write. Then *Important*: restart", "password");
  });
});

describe("named seeds and files written with a secret", () => {
  it("finds a NATS nkey seed and leaves a random seed number", () => {
    found("nats:\n  nkey_seed: SUAQ7KD2M4XW9PLR3TY6ZB8VNC5HGJ1FE0SUAQ7KD2M4XW9P", "api_key", "SUAQ7KD2M4XW9PLR3TY6ZB8VNC5HGJ1FE0SUAQ7KD2M4XW9P");
    none("random_seed: 1337\nshuffle_seed: 42", "api_key");
  });

  it("leaves a generator's, a test's or a fixture's seed in any case style, even with a generated-looking value", () => {
    // One list (detectors.ts NOT_KEY_SEED_WORDS) for the key-name regex and secret-fields.ts; camelCase was missed before.
    for (const key of ["randomSeed", "RANDOM_SEED", "fakerSeed", "db_seed", "TEST_SEED", "rngSeed"]) none(`${key}=8f3kQ9zLmP2xVb7TqW4n`, "api_key");
    found("walletSeed: 8f3kQ9zLmP2xVb7TqW4n", "api_key", "8f3kQ9zLmP2xVb7TqW4n");
  });

  it("finds the content cloud-init writes to a key file, and leaves a config file's", () => {
    const key = "yH3kQ9vLm2Xc7Rt5Wp1Zs8Nd4Bf6Jg0Ae2Uo9Ki3Lq=";
    found(`write_files:\n  - path: /etc/wireguard/wg0.key\n    permissions: "0600"\n    content: ${key}`, "api_key", key);
    none(`write_files:\n  - path: /etc/motd\n    content: ${key}`, "api_key");
  });
});

describe("units after a street", () => {
  it("grows over a named building and a German flat number", () => {
    covers("entregar en Av. Arce 2631, Edif. Illimani, Piso 4, La Paz", "street_address", "Av. Arce 2631, Edif. Illimani, Piso 4");
    covers("Anschrift Karl-Marx-Allee 93, WE 14, Berlin", "street_address", "Karl-Marx-Allee 93, WE 14");
  });
});

describe("look-alikes of MACs and addresses by form and by the text's words", () => {
  it("leaves an organisation's block with a zero device part, and a MAC its clause calls the docs'", () => {
    left("Hyper-V pool starts at 00-15-5D-00-00-00", "00-15-5D-00-00-00");
    left("status ok; MAC in the vendor docs: 00-B0-D0-63-C2-26", "00-B0-D0-63-C2-26");
  });

  it("still finds a device's MAC beside them, and one the clause calls real", () => {
    found("Hyper-V pool starts at 00-15-5D-00-00-00, VM 00-15-5D-4A-0C-11", "mac", "00-15-5D-4A-0C-11");
    found("(the sample in the docs), the real MAC of the router: 00-B0-D0-63-C2-26", "mac", "00-B0-D0-63-C2-26");
    found("the sample file had real MACs like 00:B0:D0:63:C2:26", "mac", "00:B0:D0:63:C2:26");
  });

  it("leaves byte pairs in colon-hex (a certificate's serial) that an IPv6 reader could take", () => {
    left('{"serial_number":"4d:9e:02:b1:77:c3:5a:e0"}', "4d:9e:02:b1:77:c3:5a:e0");
    found("peer 2a02:8070:4c2:1e40::7b connected", "ip", "2a02:8070:4c2:1e40::7b");
  });

  it("leaves a dotted quad under a firmware key, and finds an address under another key", () => {
    left('{"device":"ap-3","fw":"3.2.1.44"}', "3.2.1.44");
    found('{"device":"ap-3","ip":"34.118.2.44"}', "ip", "34.118.2.44");
  });

  it("leaves a quoted default password in a local-only note, and finds a generated one there", () => {
    left("db on localhost:5432, user `postgres`, password `postgres` (local only)", "`postgres`");
    covers("db on localhost:5432, user `app`, password `Rk7#wq2Vn9Lz` (local only)", "password", "Rk7#wq2Vn9Lz");
  });

  it("still finds an IBAN whatever words stand beside it", () => {
    found("the sample file had real IBANs like DE27 4656 4844 9723 9824 45 so I deleted it", "iban", "DE27 4656 4844 9723 9824 45");
  });
});
