import { lineBefore } from "./line-window.ts";

/**
 * A credential or card the text says it took from documentation ("Example cookie secret from the docs: …", "Test card
 * from Paymob docs: …", "from the Kong docs: key my-key, username Aladdin / password …", "la de pruebas de la
 * documentación es …", a "# from the chart README" comment over the value's line). Vendors print such values for every
 * reader: they open no one's account. The words must say the value comes *from* the docs (a preposition of source before
 * "docs", "documentation", "README" and their Spanish, Portuguese, Italian, German and Dutch words): "move the password out
 * of the README (it was …)" or "the token is still in the README" says where a real one leaked, and keeps it. The
 * sentence must not call the value real ("the real one from the docs' sandbox was live"): a leak costs more than a
 * look-alike.
 */
const FROM_DOCS =
  /(?<![\p{L}])(?:from|de|aus|du|des|dalla|della|da|van|uit)[ \t]+(?:(?:the|la|las|los|der|den|le|les|de|het)[ \t]+)?(?:[\p{L}\p{N}'’.-]+[ \t]+){0,2}(?:docs|documentation|documentación|documentação|documentazione|dokumentation|doku|documentatie|readme)(?![\p{L}])/iu;
const CALLED_REAL = /(?<![\p{L}])(?:real|actual|live|production|prod|genuine)(?![\p{L}])/iu;
/** A sentence's or clause's end before a space: what comes before it speaks of another value. */
const CLAUSE_END = /[.!?;][ \t]/g;
/** A comment line: "#", "//", "--" or ";" after the indent. */
const COMMENT_LINE = /^[ \t]*(?:#|\/\/|--|;)/;

export function takenFromDocs(text: string, start: number): boolean {
  const line = lineBefore(text, start, 100);
  let from = 0;
  for (const m of line.matchAll(CLAUSE_END)) from = m.index + m[0].length;
  return saysFromDocs(line.slice(from)) || saysFromDocs(commentAbove(text, start));
}

const saysFromDocs = (words: string): boolean => FROM_DOCS.test(words) && !CALLED_REAL.test(words);

/** The line right above the value's line when it is a comment (what a config's author writes about the key below it). */
function commentAbove(text: string, start: number): string {
  const lineStart = text.lastIndexOf("\n", start - 1);
  if (lineStart <= 0 || start - lineStart > 200) return "";
  const above = lineBefore(text, lineStart, 120);
  return COMMENT_LINE.test(above) ? above : "";
}
