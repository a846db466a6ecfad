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
    for (const [k, v] of Object.entries(value)) {
      if (v !== null && typeof v === "object") stack.push({ value: v, depth: depth + 1, path: [...path, Array.isArray(value) ? Number(k) : k] });
    }
  }
  return null;
}
