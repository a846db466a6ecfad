/**
 * Debug and release are two builds of one program (round 23b, issue 12): a closed class of exclusive configurations,
 * like modes.ts's classes. "On the HIL rig we flash debug firmware with asserts enabled." / "Units in the field run
 * release firmware, asserts compiled out." (u-l-004) describe two builds, each where it runs — a look-alike the
 * duplicate model merged out of fold, since the rest of the words pair up. Not a conflict (each build can be as
 * said); only the duplicate model's merges are refused (taste-guard.ts modelMergeGuard).
 */

const BUILD = /\b(debug|release)[\s-]+(?:builds?|firmware|binar(?:y|ies)|images?|mode|config(?:uration)?s?|apks?|bundles?|versions?|artifacts?)\b/gi;

/** The build configurations a text names ("debug firmware", "a release build"). */
export function buildVariants(text: string): Set<string> {
  return new Set([...text.matchAll(BUILD)].map((m) => m[1].toLowerCase()));
}

/** Why two texts describe two builds (each names a configuration the other does not), or null. */
export function buildVariantClash(a: string, b: string): string | null {
  const [va, vb] = [buildVariants(a), buildVariants(b)];
  const own = (x: Set<string>, y: Set<string>) => [...x].filter((v) => !y.has(v));
  const [oa, ob] = [own(va, vb), own(vb, va)];
  return oa.length > 0 && ob.length > 0 ? `two builds of one program (${oa[0]} / ${ob[0]})` : null;
}
