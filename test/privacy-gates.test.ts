// The shared cue-word scan (name-gates.ts): the Aho–Corasick scan and the words read from a pattern's source.
import { describe, expect, it } from "vitest";
import { anyPresent, gateWords, necessaryWords, presentGateWords } from "../src/privacy/name-gates.ts";
import { scanGate } from "../src/privacy/word-gates.ts";
import { DETECTORS } from "../src/privacy/detectors.ts";
import { RULES, speakerLines } from "../src/privacy/person-names.ts";
import { ALONE_GATE } from "../src/privacy/national-ids.ts";
import { buildAutomaton, expandLiterals, literalMatches, step, wordStarts } from "../src/privacy/literal-scan.ts";
import { anchoredExec, atLineStarts, execAll, leadChars, unicodeSets } from "../src/privacy/regex.ts";

describe("the one scan for cue words", () => {
  it("finds every registered word in the text, overlapping ones and any letter case included", () => {
    gateWords(["cc", "access", "user", "username", "straße", "zzqx"]);
    const found = presentGateWords("Grant ACCESS to the USERNAME in Straße 5");
    for (const w of ["cc", "access", "user", "username", "straße"]) expect(found.has(w), w).toBe(true);
    expect(found.has("zzqx")).toBe(false);
  });
});

describe("words a pattern cannot match without", () => {
  it("reads literal runs and non-optional groups of each alternative", () => {
    expect(necessaryWords(/user|login|uid=/)).toEqual(["user", "login", "uid="]);
    expect(necessaryWords(/(?:Allee|Straße)[ \t]+\d/)).toEqual(["allee", "straße"]);
    expect(necessaryWords(/\bMr\b\.?/i)).toEqual(["mr"]);
    expect(necessaryWords(/(?:foo|bar)?bazz\d/)).toEqual(["bazz"]);
    expect(necessaryWords(/abc+d/)).toEqual(["abc"]);
    expect(necessaryWords(/x(?<name>token|secret)=/)).toEqual(["token", "secret"]);
  });

  it("reads a class of one letter in its two cases as that letter (the rules' ci() cue words)", () => {
    expect(necessaryWords(/\b(?:[Ww]ith|[Ff]rom)[ \t]+\p{Lu}/u)).toEqual(["with", "from"]);
    expect(necessaryWords(/[Ss]igned-off-by:/)).toEqual(["signed-off-by:"]);
    expect(necessaryWords(/[Ää]rzt/)).toEqual(["ärzt"]);
    // Not two cases of one letter: the class stays a break between runs.
    expect(necessaryWords(/[Wx]ith/)).toEqual(["ith"]);
    expect(necessaryWords(/[İi]d/)).toEqual(["d"]); // "İ" lower-cases to two characters
    expect(necessaryWords(/[Éé]t/i)).toEqual(["t"]); // under "i" only ASCII words
  });

  it("says nothing where a match need not hold a literal, or where case folding is not lower-casing", () => {
    for (const re of [/\d{4}/, /[a-z]+/, /token|\d+/, /(?=foo)\w+/, /(?<=user=)\w+/, /(?:foo)?\d/, /straße/iu, /é/i])
      expect(necessaryWords(re), re.source).toBeUndefined();
  });

  it("never skips a pattern that matches: every match holds one of its words, lower-cased", () => {
    const texts = [
      "Authorization: Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl and x-api-key: 9f8e7d6c5b4a39281706f5e4d3c2b1a0",
      "ssh kwame@10.0.0.7 -i ~/.ssh/id_ed25519; git config user.name \"Dana Kim\"; password=Hunter2-Rocks!",
      "Ship to: Lindenallee 14, 10115 Berlin. Call me at +1 415 555 0134. — Ngozi",
      "thanks to Oksana, my wife Amara is back; Linh - done with the export; Marek - blocked on review",
    ];
    const patterns = [...DETECTORS.flatMap((d) => [d.pattern, d.gateRe]), ...RULES.flatMap((r) => [r.re, r.gate, r.cueGate, r.rawGate])];
    let checked = 0;
    for (const re of patterns) {
      const words = re && necessaryWords(re);
      if (!re || !words) continue;
      const probe = new RegExp(re.source, re.flags.replace(/[gy]/g, "") + "g");
      for (const text of texts) {
        for (const m of text.matchAll(probe)) {
          checked++;
          expect(words.some((w) => m[0].toLowerCase().includes(w)), `${re.source.slice(0, 60)} on ${m[0]}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe("a reader's gate asked through the one scan", () => {
  it("answers a plain alternation on the lower-cased text from the scan alone", () => {
    const gate = scanGate(/handlezq|loginzq/, true);
    for (const [text, expected] of [["my LOGINZQ is x", true], ["HandleZq: a", true], ["log in zq", false]] as const) {
      expect(gate(text, text.toLowerCase()), text).toBe(expected);
    }
  });

  it("runs the regex where a word is present, so its answer stays the regex's", () => {
    const gate = scanGate(/\bmrzq\b/i);
    expect(gate("Mrzq. Okafor", "Mrzq. Okafor")).toBe(true);
    expect(gate("mrzqna", "mrzqna")).toBe(false); // the word is there, the regex's \b is not
    expect(gate("nothing here", "nothing here")).toBe(false);
    // The Kelvin sign lower-cases to "k" but is no "k" for a non-Unicode /i regex: the scan lets it through, the regex refuses.
    const key = scanGate(/keyzq/i);
    expect(key("\u212AEYZQ", "\u212AEYZQ")).toBe(/keyzq/i.test("\u212AEYZQ"));
    expect(key("KEYZQ", "KEYZQ")).toBe(true);
  });

  it("reads a word list again once its words are registered after a first lookup", () => {
    const list = ["zzqy-late"];
    expect(anyPresent(list, presentGateWords("a zzqy-late b"))).toBe(false); // not registered yet: never present
    gateWords(["zzqy-late"]);
    expect(anyPresent(list, presentGateWords("the zzqy-late c"))).toBe(true);
    expect(anyPresent(list, presentGateWords("nothing"))).toBe(false);
  });
});

describe("the characters a cue rule's match starts with", () => {
  it("takes each word's first character in both cases, and refuses words a regex construct could start", () => {
    const set = leadChars("with|Für|1:1 with|h/t");
    expect([...set!].map((c) => String.fromCharCode(c)).sort().join("")).toBe("1FHWfhw");
    for (const words of ["(?:a)|b", "a?b|c", "|with", "\\bx"]) expect(leadChars(words), words).toBeUndefined();
  });

  it("never skips a match: every match of a rule with a `first` set starts with one of its characters", () => {
    const texts = [
      "thanks to Oksana, talk to Priya about it; 1:1 with Kenji tomorrow, h/t Dagny and w/ Bruno",
      "Per Marta the rollout waits. Ask Chen O'Brien. Met with Ana Horvat, Ivan Novak and Dana Kim; für Jürgen, со Светой",
      "Mention Lea to Tomás, from Søren by Friday; whom Amara told, like Zanele or Ömer; Z Kasią, ze Zbyszkiem",
    ];
    let checked = 0;
    for (const rule of RULES.filter((r) => r.first)) {
      const probe = new RegExp(rule.re.source, rule.re.flags.replace(/[gy]/g, "") + "g");
      for (const text of texts) {
        for (const m of text.matchAll(probe)) {
          checked++;
          expect(rule.first!.has(m[0].charCodeAt(0)), `${rule.name} on ${m[0]}`).toBe(true);
        }
      }
    }
    expect(checked).toBeGreaterThan(10);
  });
});

describe("prefix strings and their starts", () => {
  it("spells out a finite prefix pattern, and refuses one that is not", () => {
    expect(expandLiterals("gh[pousr]_|github_pat_")).toEqual(["ghp_", "gho_", "ghu_", "ghs_", "ghr_", "github_pat_"]);
    expect(expandLiterals("https://(?:ptb\\.|canary\\.)?discord")).toEqual(["https://discord", "https://ptb.discord", "https://canary.discord"]);
    for (const src of ["sk-[a-z]+", "\\d{4}", "A[0-9]", "x*"]) expect(expandLiterals(src), src).toBeUndefined();
  });

  it("finds every start of every word, overlapping ones included, case kept", () => {
    const a = buildAutomaton(["sk-", "sk-ant-", "SK", "ant"]);
    const flat = wordStarts(a, "ask sk-ant-x SK");
    const pairs = Array.from({ length: flat.length / 2 }, (_, k) => [flat[2 * k]!, flat[2 * k + 1]!]);
    expect(pairs.sort((x, y) => x[0]! - y[0]! || x[1]! - y[1]!)).toEqual([[4, 0], [4, 1], [7, 3], [13, 2]]);
    expect(wordStarts(a, "no prefix here")).toEqual([]);
  });

  it("every shallow state's full row is the Aho–Corasick transition: the longest suffix of its string and the character that begins a word", () => {
    // Words sharing prefixes and suffixes, so rows copied from a failure's row and then overwritten by own edges both occur.
    const words = ["he", "she", "his", "hers", "ushers", "sheriff", "heresy", "rush", "usher", "hush", "shh", "ss", "hi"];
    const a = buildAutomaton(words);
    const prefixes = new Set(words.flatMap((w) => Array.from({ length: w.length + 1 }, (_, n) => w.slice(0, n))));
    const stateOf = (u: string): number => [...u].reduce((s, ch) => step(a, s, a.column[ch.charCodeAt(0)]!), 0);
    const transition = (u: string): string => {
      for (let k = 0; k <= u.length; k++) if (prefixes.has(u.slice(k))) return u.slice(k);
      return "";
    };
    const letters = [...new Set(words.join(""))];
    let checked = 0;
    for (const u of prefixes) {
      const s = stateOf(u);
      if (s >= a.dense) continue;
      for (const ch of letters) {
        expect(a.next[a.column[ch.charCodeAt(0)]! * a.dense + s], `${u}+${ch}`).toBe(stateOf(transition(u + ch)));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(literalMatches(a, "the ushers hush").map(([start, id]) => [start, words[id!]])).toEqual([[1, "he"], [4, "ushers"], [11, "hush"]]);
  });

  it("literalMatches keeps nothing of one text's matches into the next (its per-start array is kept between calls)", () => {
    const a = buildAutomaton(["pwd", "pw", "pass"]);
    expect(literalMatches(a, "x".repeat(50) + " pass pwd")).toEqual([[51, 2], [56, 0]]);
    expect(literalMatches(a, "x".repeat(60))).toEqual([]);
    expect(literalMatches(a, "pw pwd")).toEqual([[0, 1], [3, 0]]);
    expect(literalMatches(a, "")).toEqual([]);
  });
});

describe("a \"u\" pattern rewritten for the \"v\" flag", () => {
  // Classes with every character "v" mode reserves: a trailing or leading "-", "/", brackets and braces, doubled punctuators.
  const patterns = [
    "[ \\t>*-]+\\p{Lu}",
    "(?<![\\p{L}\\p{N}_.@/#$-])\\p{Lu}\\p{Ll}+",
    "[^\\s\"'`,;()<>[\\]{}]{3,}",
    "[\\w.+@\\-:= \\t]+",
    "[a-z0-9-]+|[-a-f]+",
    "[(){}/|]+",
    "[::]+[&&]?[!!]?",
    "[A-Za-z0-9+/=]{4,}",
    "[\\u00c0-\\u00ff\\x41-\\x5a]+",
  ];
  const texts = ["Ana-Lucía said", "  >* - Dana", "a-b-c fed-cafe", "{(x)}/|", "::&&!!", "key=QUJDRA==", "x@y.z - 1", "ÀÉÎ ABC", "say \"hi\" [x] {y}"];
  it("compiles and matches exactly what the \"u\" pattern does", () => {
    for (const source of patterns) {
      const u = new RegExp(source, "gu");
      const v = new RegExp(unicodeSets(source), "gv");
      for (const t of texts) expect([...t.matchAll(v)].map((m) => [m.index, m[0]]), `${source} on ${t}`).toEqual([...t.matchAll(u)].map((m) => [m.index, m[0]]));
    }
  });

  it("leaves the person-name rules' cue words readable", () => {
    expect(necessaryWords(new RegExp(unicodeSets("\\b(?:author|owner)[ \\t]*:[ \\t-]*\\p{Lu}"), "gv"))).toEqual(["author", "owner"]);
    expect(necessaryWords(new RegExp("straße", "iv"))).toBeUndefined();
  });
});

describe("gates rewritten to scan for their rare character first", () => {
  // A seeded generator: the same strings on every run, dense in the characters the gates read.
  function* strings(alphabet: string, n: number): Generator<string> {
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < n; i++) {
      let s = "";
      for (let k = 5 + Math.floor(next() * 25); k > 0; k--) s += alphabet[Math.floor(next() * alphabet.length)];
      yield s;
    }
  }
  const cases: Array<[string, RegExp, RegExp, string]> = [
    ["mac", /[0-9A-Fa-f]{2}[:-][0-9A-Fa-f]{2}[:-]|[0-9A-Fa-f]{4}\.[0-9A-Fa-f]{4}\./, DETECTORS.find((d) => d.name === "mac")!.gateRe!, "0aF9aF9g:-.:-. x"],
    ["national id alone", /[A-Z]{6}\d{2}[A-Z]\d{2}|\d{17}[\dXx]|[A-Z]{4}\d{6}[HMX]|\d{6}[-+A-FU-Y]\d{3}|\d{2}\.\d{2}\.\d{2}-|[12] \d{2} \d{2} |\d{6}-[1-4]\d{6}|756\.\d{4}\.\d{4}\.\d{2}|[A-Z]\d{6}\([\dA]\)|784-\d{4}-\d{7}-\d|GHA-?\d{9}-?\d/, ALONE_GATE, "0123456789012345678901234567891122756784AAGHMXUZx -+.()"],
  ];
  for (const [name, plain, gate, alphabet] of cases) {
    it(`${name}: passes on exactly the texts the plain pattern matches`, () => {
      let hits = 0;
      for (const s of strings(alphabet, 20_000)) {
        const expected = plain.test(s);
        if (expected) hits++;
        expect(gate.test(s), JSON.stringify(s)).toBe(expected);
      }
      expect(hits).toBeGreaterThan(200); // the strings reach both answers
    });
  }
});

describe("scans that replace a regex's own search (round 6)", () => {
  // Seeded pieces glued into strings: the same texts on every run, dense in partial and overlapping words.
  function* texts(pieces: string[], n: number): Generator<string> {
    let seed = 777;
    const next = () => (seed = (seed * 1103515245 + 12345) >>> 0) / 2 ** 32;
    for (let i = 0; i < n; i++) {
      let s = "";
      for (let k = 1 + Math.floor(next() * 14); k > 0; k--) s += pieces[Math.floor(next() * pieces.length)];
      yield s;
    }
  }
  const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

  it("literalMatches gives the alternation regex's own matches: leftmost, the first listed word there, then after it", () => {
    const words = ["personnummer", "social security", "nummer", "ssn", "s.s.n", "ss#", "sin", "ab", "abc", "b", "bc", "cab"];
    const automaton = buildAutomaton(words);
    const re = new RegExp(words.map(escape).join("|"), "g");
    let found = 0;
    for (const t of texts([...words, ...words.map((w) => w.slice(1)), " ", "x", "\n"], 20_000)) {
      const expected = [...execAll(re, t)].map((m) => [m.index, m[0]]);
      found += expected.length;
      expect(literalMatches(automaton, t).map(([start, id]) => [start, words[id]]), JSON.stringify(t)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(20_000);
  });

  it("atLineStarts gives the matches of a global scan behind (?<=^|\\n), also where a match crosses or ends a line", () => {
    const body = "[ \\t>*-]*(?:ab|a\\n?b|x+)(?:\\n|:)?";
    const global = new RegExp(`(?<=^|\\n)${body}`, "g");
    const sticky = new RegExp(body, "y");
    let found = 0;
    for (const t of texts(["a", "b", "x", "\n", " ", ":", ">", "ab"], 20_000)) {
      const expected = [...execAll(global, t)].map((m) => [m.index, m[0]]);
      found += expected.length;
      expect([...atLineStarts(sticky, t)].map((m) => [m.index, m[0]]), JSON.stringify(t)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(5_000);
  });

  it("speakerLines counts, up to three, the lines a global scan behind (?:^|\\n) finds a speaker on (the transcript test)", () => {
    // (Round 16: a turn says something, two lower-case words in a row after the colon on the same line.)
    const global = /(?:^|\n)(?:\[[^\]\n]{1,30}\][ \t]*)?\p{L}[\p{L}\p{M}-]{1,20}(?: \p{Lu}\p{Ll}+)?: [^\n]{0,80}?(?<![\p{L}\p{M}])[\p{Ll}\p{Lo}][\p{Ll}\p{M}'’]*[ \t,]+[\p{Ll}\p{Lo}]/gu;
    const starts = (t: string): number[] => {
      const out = [0];
      for (let i = t.indexOf("\n"); i !== -1; i = t.indexOf("\n", i + 1)) out.push(i + 1);
      return out;
    };
    let transcripts = 0;
    let others = 0;
    for (const t of texts(["Dana: x", "\n", "\nKim Lee: y", "[10:32] Ana: z", "Dana", " Lee", ": ", "x", "é\u0301", "-", "𝐀: b", "\n: x", "so ok", " can you", "Path: /a", "\nBo: ok so", "\nCy: can you"], 20_000)) {
      const expected = Math.min(3, t.match(global)?.length ?? 0);
      expect(speakerLines(t, starts(t)), JSON.stringify(t)).toBe(expected);
      if (expected === 3) transcripts++;
      else others++;
    }
    expect(transcripts).toBeGreaterThan(1_000); // 2,293 of the 20,000 seeded texts
    expect(others).toBeGreaterThan(10_000);
    expect(speakerLines("Ana: hi there\nBo: ok so\nCy: yes, done", [0, 14, 24])).toBe(3);
    expect(speakerLines("Path: /Users/x\nIdentifier: io.app\nVersion: 1.2", [0, 15, 35])).toBe(0); // a report's fields hold values
    expect(speakerLines("see note Ana: hi\nBo:ok\n: x", [0, 17, 23])).toBe(0); // not at a line's start, no space, no speaker
  });

  it("a cue rule tried around its anchor word finds what the scan of every position finds (name-words' speech verbs)", () => {
    const re = /(?<![\p{L}\p{N}_.@/-])(?<w>\p{L}[\p{Ll}\p{M}]{2,15})[ \t]+(?:said|says|told (?:me|us))(?![\p{L}\p{N}_])/dgu;
    const anchor = { re: /(?<=[ \t])(?:said|says|told)/g, back: Infinity, chars: /[\p{L}\p{M} \t\ud800-\udfff]/u };
    let found = 0;
    for (const t of texts(["said", "says", "told", " me", " us", "hope", "Grace", "x", " ", "\t", ".", "é", "\u0301", "𝐀𝐚𝐚", "said said"], 20_000)) {
      const expected = [...execAll(re, t)].map((m) => [m.index, m[0]]);
      found += expected.length;
      expect([...anchoredExec(re, anchor, t)].map((m) => [m.index, m[0]]), JSON.stringify(t)).toEqual(expected);
    }
    expect(found).toBeGreaterThan(2_000);
  });
});
