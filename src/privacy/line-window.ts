// Windows of a candidate's own line, bounded: the look-alike readers run for every candidate, and an unbounded
// lastIndexOf("\n") on a text without newlines scanned back to its start each time (quadratic on 100 KB).

/** The text before `start` on its line, at most `max` characters: bounded, so no candidate scans back to the text's start. */
export function lineBefore(text: string, start: number, max: number): string {
  const window = text.slice(Math.max(0, start - max), start);
  return window.slice(window.lastIndexOf("\n") + 1);
}
/** The text after `end` on its line, at most `max` characters. */
export function lineAfter(text: string, end: number, max: number): string {
  const window = text.slice(end, end + max);
  const nl = window.indexOf("\n");
  return nl === -1 ? window : window.slice(0, nl);
}
