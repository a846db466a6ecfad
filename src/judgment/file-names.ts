/**
 * A file name's extension is part of a name, not a statement of the format (round 23b, issue 12): "Caption files are
 * named <programme-id>_<lang>.srt." says how the files are named; "Caption files are delivered as SRT." says their
 * format. Read word by word, ".srt" and "SRT" meet, and the two properties look like one finding said twice (ac-u-017,
 * the duplicate model's wrong merge out of fold). The duplicate model's guard (taste-guard.ts modelMergeGuard) reads
 * both texts with each file name's extension set aside, so a format claim meets only a format claim.
 */

/** Host suffixes: "api.acme.io" is a host, read by typed-forms.ts, not a file name. */
const HOST_SUFFIXES = new Set(["com", "org", "net", "io", "dev", "app", "co", "ai", "de", "uk", "nl", "fr", "eu", "us", "local", "internal"]);
/** ".ext" (two to five letters) glued to a name (a word, a placeholder's ">" or "}", a glob's "*"), ending the name: not "e.g." nor "4.1k". */
const EXTENSION = /(?<=[\w>}\]*])\.([a-z][a-z0-9]{1,4})(?![\w-]|\.\w)/gi;

/** The text with every file name's extension removed ("<id>_<lang>.srt" → "<id>_<lang>"); hosts kept. */
export function withoutFileExtensions(text: string): string {
  return text.replace(EXTENSION, (m, ext: string) => (HOST_SUFFIXES.has(ext.toLowerCase()) ? m : ""));
}
