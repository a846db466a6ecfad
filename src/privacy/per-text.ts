/**
 * One answer kept for the last text a reader was asked about. The engine asks per-finding questions of one text in a
 * row ("is this token inside an armoured block?", "does this word label a host elsewhere?"); reading the whole text again
 * for each finding made long texts with many findings quadratic.
 */
export function lastTextMemo<T>(read: (text: string) => T): (text: string) => T {
  let last: string | undefined;
  let value: T;
  return (text) => {
    if (text !== last) {
      value = read(text);
      last = text;
    }
    return value;
  };
}
