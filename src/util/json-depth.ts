/**
 * How deep a parsed JSON value nests (objects and arrays count one level each), checked without
 * recursion so a hostile body 100,000 levels deep cannot overflow the stack.
 */

/** The path to the first value nested deeper than `max` levels, or null if none is. */
export function tooDeepAt(root: unknown, max: number): PropertyKey[] | null {
  const stack: Array<{ value: unknown; depth: number; path: PropertyKey[] }> = [{ value: root, depth: 0, path: [] }];
  while (stack.length) {
    const { value, depth, path } = stack.pop()!;
    if (value === null || typeof value !== "object") continue;
    if (depth + 1 > max) return path;
    if (Array.isArray(value)) {
      // By index: Object.entries on a vector of 512 numbers would allocate 512 pairs to skip them.
      for (let i = 0; i < value.length; i++) {
        const v: unknown = value[i];
        if (v !== null && typeof v === "object") stack.push({ value: v, depth: depth + 1, path: [...path, i] });
      }
      continue;
    }
    for (const [k, v] of Object.entries(value)) {
      if (v !== null && typeof v === "object") stack.push({ value: v, depth: depth + 1, path: [...path, k] });
    }
  }
  return null;
}
