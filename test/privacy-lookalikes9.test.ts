// Issue 14's look-alike round 9 (branch privlook9), in workerd: look-alikes refused by the value's own form or the mark
// right before it (phone-forms.ts, value-forms.ts keyFileName), each beside the real value of the same type in the same
// position, still found.
// Inputs are written for these tests, not taken from the corpus.
import { describe, expect, it } from "vitest";
import { covers, left } from "./privacy-spans.ts";
import { nanpCodesValid, nanpGrouping, recordKeyRightBefore } from "../src/privacy/phone-forms.ts";
import { keyFileName } from "../src/privacy/value-forms.ts";

describe("phones by the number's form (round 9)", () => {
  it("reads NANP groupings and codes", () => {
    expect(nanpGrouping("(646) 555-0183")).toBe(true);
    expect(nanpGrouping("1-646-555-0183 x12")).toBe(true);
    expect(nanpGrouping("646.555.0183")).toBe(true);
    expect(nanpGrouping("7731 4402 19")).toBe(false);
    expect(nanpGrouping("813-27-44-109")).toBe(false);
    expect(nanpCodesValid("6465550183")).toBe(true);
    expect(nanpCodesValid("0005550100")).toBe(false);
    expect(nanpCodesValid("6460550100")).toBe(false);
    expect(recordKeyRightBefore("the SKU ")).toBe(true);
    expect(recordKeyRightBefore("call the order line ")).toBe(false);
  });

  it("leaves digits grouped as no North American phone is when nothing calls them a phone; NANP-grouped digits are found", () => {
    left("parcel via UPS 7731 4402 19 left the depot", "7731 4402 19");
    left("Firma Kowal, NIP 813-27-44-109, faktura VAT", "813-27-44-109");
    covers("parcel via UPS, driver at 646-555-0183 left the depot", "phone", "646-555-0183");
    // The fallback to other countries' groupings only keeps what the American reading took: nine digits never were.
    left("Batch 962 741 650 shipped today", "962 741 650");
    // Grouped as its own country writes a valid number, it is that country's phone.
    covers("7,Beatriz,Moura,bia@uol.com.br,(11) 99182-3307,São Paulo", "phone", "(11) 99182-3307");
    // A phone word makes it a phone in any country's grouping.
    covers("mobile: 0612 34 56 78 (Lyon)", "phone", "0612 34 56 78");
  });

  it("leaves a +1 number whose area code or exchange starts with 0 or 1; a valid +1 number is found", () => {
    left("dial-in +1 000 555 0147 for the bridge", "+1 000 555 0147");
    left("dial-in +1 646 055 0147 for the bridge", "+1 646 055 0147");
    covers("dial-in +1 646 555 0147 for the bridge", "phone", "+1 646 555 0147");
  });

  it("reads 'line', 'ring' and 'call' as phone cues only as words, and the key right before the digits wins", () => {
    left("Deadline #4471203 moved to Friday", "4471203");
    left("Baseline 4471-2036 reached", "4471-2036");
    left("Phone-shaped SKU 617-0144-38 in the catalogue", "617-0144-38");
    covers("call me: 07700 900461 after six", "phone", "07700 900461");
    covers("support line 0800 123 4567 is free", "phone", "0800 123 4567");
  });

  it("leaves a postcode after Japan's postal mark; a phone after TEL in the same line is found", () => {
    left("〒064-0941 札幌市中央区旭ケ丘 TEL 011-561-1234", "064-0941");
    covers("〒064-0941 札幌市中央区旭ケ丘 TEL 011-561-1234", "phone", "011-561-1234");
  });
});

describe("key files by form (round 9)", () => {
  it("leaves a key file's name; the key value itself is found", () => {
    expect(keyFileName("AuthKey_7QW3ZX9Y2L.p8")).toBe(true);
    expect(keyFileName("sk.eyJ1IjoiYWNtZSJ9.Zx9Qm2")).toBe(false);
    left("upload the key AuthKey_7QW3ZX9Y2L.p8 to the CI secrets", "AuthKey_7QW3ZX9Y2L.p8");
    covers("the key is Zk3q9Wm2Xr7TpL4vN8bQ1sYd6HcF0aJe in the vault", "api_key", "Zk3q9Wm2Xr7TpL4vN8bQ1sYd6HcF0aJe");
  });
});
