// Per-candidate readers rewritten for speed (bench/privacy/README.md, round 17) must answer as the readers they replace:
// the non-secret slot read only where the value is hex or a media word stands before it, and the trade noun before a
// name read backwards from the window's end, and the short looks back before a candidate answered by one backward try
// (regex.ts endsWithMatch). Sentences and patterns written for these tests.
import { describe, expect, it } from "vitest";
import { endAnchored, endsWithMatch } from "../src/privacy/regex.ts";
import { lookAlikeForm } from "../src/privacy/look-alike-forms.ts";
import { notAPerson } from "../src/privacy/not-a-person.ts";

const at = (text: string, value: string): [number, number] => {
  const i = text.lastIndexOf(value);
  expect(i, `${value} not in ${text}`).toBeGreaterThanOrEqual(0);
  return [i, i + value.length];
};
const alike = (text: string, value: string) => lookAlikeForm(text, "api_key", ...at(text, value), undefined);
const firm = (text: string, value: string) => notAPerson(text, ...at(text, value), "name:test");

describe("a key's non-secret slot, read only where it could answer", () => {
  const body = "R0lGODlhAQABAIAAAP8AAP8AACH5BAEAAAEALAAAAAABAAEAAAICRAEAOw";
  it("finds the media word in any case style and letter case", () => {
    expect(alike(`profileAvatarB64: ${body}`, body)).toBe(true);
    expect(alike(`FAVICON_DATA="${body}"`, body)).toBe(true);
    expect(alike(`"heroImg" => "${body}"`, body)).toBe(true);
  });
  it("leaves a value under a key that names no media and no id alone", () => {
    expect(alike(`upload_secret: ${body}`, body)).toBe(false);
    expect(alike(`imagery_budget: 12; upload_secret: ${body}`, body)).toBe(false); // "image" in the window, not in the key
  });
  it("still reads a hex id under an id key, and not under a session key", () => {
    expect(alike("X-Request-ID: 4be1c0a9d27f35e8b6a0c4d1e2f3a4b5", "4be1c0a9d27f35e8b6a0c4d1e2f3a4b5")).toBe(true);
    expect(alike("sessionId=4be1c0a9d27f35e8b6a0c4d1e2f3a4b5", "4be1c0a9d27f35e8b6a0c4d1e2f3a4b5")).toBe(false);
  });
});

describe("the trade noun before a name, read backwards", () => {
  it("reads the capitalised trade noun the spaces or tab follow", () => {
    expect(firm("Rezept abgeholt in der Apotheke Lindner heute", "Lindner")).toBe(true);
    expect(firm("Abendessen in der Trattoria\t Benedetti", "Benedetti")).toBe(true);
    expect(firm("Abendessen in der Trattoria\tBenedetti", "Benedetti")).toBe(false); // only after a space, as before
    expect(firm("Treffen mit der Apotheke  Lindner", "Lindner")).toBe(true);
  });
  it("needs the whole word, capitalised, inside the window", () => {
    expect(firm("Treffen mit Herrn Lindner heute", "Lindner")).toBe(false);
    expect(firm("die apotheke Lindner", "Lindner")).toBe(false);
    expect(firm("Kosmetikapotheke Lindner", "Lindner")).toBe(false);
    // 24 characters back reach only "theke" and the spaces: the trade noun is out of the window.
    expect(firm(`Apotheke${" ".repeat(19)}Lindner`, "Lindner")).toBe(false);
  });
});

describe("a look back answered by one backward try at the window's end", () => {
  const patterns = [
    /\b(?:the|a|an|via|using)[ \t]+$/i,
    /(?:(?:^|[^\p{L}\p{M}])\p{Ll}[\p{Ll}\p{M}]*[ \t]+|[,;)][ \t]+|\([ \t]*)$/u,
    /(?:token|secret)s?[_.-]?(?:ttl|type)["']?[ \t]*[:=][ \t]*["']?$|(?<![\w-])["']?accessor["']?[ \t]*[:=][ \t]*$/i,
    /(?:Empfänger|Destinataire|Ship[ \t]to|收件人)[ \t]*$/iu,
    /(?:phone|(?<!\p{L})call(?:ed)?|mobile)[^\n\d+]{0,20}$/iu,
  ];
  const texts = [
    "We deployed it via the   Mobile app; called Dana, then Ship to: Jürgen Wolff",
    'vault token create → token_type: "service"  token_accessor   X1; accessor = ',
    "Empfänger\tMarta Nowak (call me on her phone after 6)\n収件人 收件人 王芳 — using a",
    "the end of a line\nnew line starts with a (  paren, and semicolon; then ",
  ];
  it("takes only patterns whose every alternative ends with $", () => {
    for (const re of patterns) expect(endAnchored(re), re.source).toBe(true);
    expect(endAnchored(/foo$|bar/)).toBe(false); // "bar" may stand anywhere
    expect(endAnchored(/(?:foo|bar)\$/)).toBe(false); // a literal dollar sign
    expect(endAnchored(/foo[$]/)).toBe(false);
    expect(endAnchored(/(a)\1$/)).toBe(false);
    expect(endAnchored(/line$/m)).toBe(false);
  });
  it("answers as the pattern's own test on every window of the texts", () => {
    for (const re of [...patterns, /foo$|bar/, /line$/m]) {
      const atEnd = endsWithMatch(re);
      for (const t of texts) {
        for (let e = 0; e <= t.length; e++) {
          for (const reach of [1, 8, 24, 60]) {
            const w = t.slice(Math.max(0, e - reach), e);
            expect(atEnd(w), `${re.source} on ${JSON.stringify(w)}`).toBe(re.test(w));
          }
        }
      }
    }
  });
});
