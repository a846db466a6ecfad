// Issue 14's look-alike round 8 (branch privlook8), in workerd: look-alikes refused by the number's own form
// (value-forms.ts, documented-values.ts) and the real value of the same type in the same position still found.
// Inputs are written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";

describe("numbers' look-alikes by form (round 8)", () => {
  it("leaves one digit repeated in an SSN, a phone or a card position; a real SSN and phone in the same position are found", () => {
    left("SSN 999-99-9999 placeholder", "999-99-9999");
    left("ssn: 000-00-0000 in the form", "000-00-0000");
    left("tel: +49 000 0000000 in the template", "+49 000 0000000");
    covers("SSN 536-22-4187 on file", "national_id", "536-22-4187");
    covers("tel: +49 30 90182736 in the template", "phone", "+49 30 90182736");
  });

  it("keeps counting runs people are given as phones", () => {
    covers("Cel. +51 987 654 321 por favor", "phone", "+51 987 654 321");
  });

  it("leaves an SSN's layout under a key naming a record's number; the same layout under a person's key is found", () => {
    left("SKU 400-63-8133 restocked", "400-63-8133");
    left("serial number 442-81-9930 on the label", "442-81-9930");
    left("order_id: 536-22-4187", "536-22-4187");
    covers("employee SSN 536-22-4187 verified", "national_id", "536-22-4187");
  });

  it("leaves a hex digest of its algorithm's length under a key naming the algorithm, even a secret's key", () => {
    const sha256 = "9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08";
    left(`api_key_sha256=${sha256}`, sha256);
    left("password_md5 5f4dcc3b5aa765d61d8327deb882cf99 in the dump", "5f4dcc3b5aa765d61d8327deb882cf99");
    // The length must be the algorithm's: 40 hex under "_md5" is no MD5, and a plain secret key keeps its hex.
    covers("export API_KEY=b7e3f9a1c5d2e8f40a6b3c9d7e1f5a2c4b8d0e6f", "api_key", "b7e3f9a1c5d2e8f40a6b3c9d7e1f5a2c4b8d0e6f");
    covers("api_key_md5=b7e3f9a1c5d2e8f40a6b3c9d7e1f5a2c4b8d0e6f", "api_key", "b7e3f9a1c5d2e8f40a6b3c9d7e1f5a2c4b8d0e6f");
  });

  it("leaves the authorities' specimen national ids; a valid id of the same kind is found", () => {
    left("BSN 111222333 (the Dutch test number)", "111222333");
    covers("BSN 736160231 van de klant", "national_id", "736160231");
  });
});

describe("Stripe object ids by their published prefixes (round 8)", () => {
  it("leaves an object id under a secret-shaped key; a secret key of the same vendor is found", () => {
    left('{"event":"checkout","session":"cs_test_b7Q2xR9mLp4T"}', "cs_test_b7Q2xR9mLp4T");
    covers('{"event":"checkout","secret":"sk_live_51Hq8ZbR2mLp4TxW9vK3nY7cD0aF6gJ1"}', "api_key", "sk_live_51Hq8ZbR2mLp4TxW9vK3nY7cD0aF6gJ1");
  });
});

describe("places read as people by the noun phrase's head (round 8)", () => {
  it("leaves a name a facility's head noun follows; the same name as a person is found", () => {
    left("reports go via Kafka; Victoria DC is read-only tonight", "Victoria");
    left("we moved the replicas to the Sydney Region last week", "Sydney Region");
    left("thanks, Austin Station is next", "Austin Station");
    left("the Jordan Amman office closes early on Thursday", "Jordan");
    covers("Victoria Okafor is read-only until Monday", "person_name", "Victoria Okafor");
    covers("ask Jordan Whitfield about the office move", "person_name", "Jordan Whitfield");
  });
});
