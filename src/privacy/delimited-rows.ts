/**
 * Delimited exports read by their header (a leaf: no other privacy module is imported here). A header is a line of two
 * or more identifier cells ("device_id,mac,dev_eui,app_key,site", "member_id;name;postal_address"); its rows are the lines
 * right after it with as many cells, split on the same separator, and the first line of another shape ends the table.
 * Cells are split as RFC 4180 writes them: a cell that opens with a double quote runs to its closing quote, separators
 * and doubled quotes ("") inside it included ("Vuna Road, Ma'ufanga"). The readers that ask (secret columns, address
 * columns) say which columns they read; this module only finds the header and the cells under it.
 */

/** A cell's value without the quotes around it, and where that value starts in the text. */
export interface Cell {
  text: string;
  start: number;
}

/** A header's cell: an identifier in any script, maybe quoted ("app_key", "Full name", "Straße"). */
const HEADER_CELL = /^["']?[\p{L}_][\p{L}\p{N}_ .-]{0,40}["']?$/u;
/** A header line holds nothing but identifiers, quotes and separators: one test refuses every other line. */
const HEADER_LINE = /^[\p{L}\p{N}_ "'.;,\t-]+$/u;

/** The separator a line uses most (a comma, a semicolon or a tab). */
export function separatorOf(line: string): string | undefined {
  let best: string | undefined;
  let most = 0;
  for (const s of [",", ";", "\t"]) {
    const n = line.split(s).length - 1;
    if (n > most) [best, most] = [s, n];
  }
  return best;
}

/**
 * The cells of one line, `lineStart` being where the line starts in the text. A quoted cell's value is what stands between
 * its quotes (a doubled quote inside it is kept as written, two characters, so offsets stay the text's); an unquoted cell's
 * is its text trimmed.
 */
export function splitCells(line: string, sep: string, lineStart: number): Cell[] {
  const cells: Cell[] = [];
  let at = 0;
  for (;;) {
    let end: number;
    let lead = at;
    while (line[lead] === " " || (line[lead] === "\t" && sep !== "\t")) lead++; // a tab is blank only where it separates nothing
    if (line[lead] === '"') {
      let close = lead + 1;
      for (;;) {
        close = line.indexOf('"', close);
        if (close === -1 || line[close + 1] !== '"') break;
        close += 2;
      }
      const next = close === -1 ? -1 : line.indexOf(sep, close);
      end = next === -1 ? line.length : next;
      // Quotes that close before the separator hold the value; a quote left open (or text after the closing one) is read as written.
      const tail = close === -1 ? "x" : line.slice(close + 1, end).trim();
      cells.push(tail === "" ? { text: line.slice(lead + 1, close), start: lineStart + lead + 1 } : plain(line, at, end, lineStart));
    } else {
      const next = line.indexOf(sep, at);
      end = next === -1 ? line.length : next;
      cells.push(plain(line, at, end, lineStart));
    }
    if (end >= line.length) return cells;
    at = end + 1;
  }
}

function plain(line: string, from: number, to: number, lineStart: number): Cell {
  const raw = line.slice(from, to);
  const text = raw.trim();
  return { text, start: lineStart + from + raw.indexOf(text) };
}

/**
 * Every row under a header some of whose columns `columnKind` names, with each cell's column kind. A line that is not
 * a row of the current table may start the next one.
 */
export function* headedRows<K>(text: string, columnKind: (name: string) => K | undefined): Generator<{ cells: Cell[]; kinds: Array<K | undefined> }> {
  let kinds: Array<K | undefined> | undefined;
  let sep = ",";
  let pos = 0;
  for (const line of text.split("\n")) {
    const start = pos;
    pos += line.length + 1;
    if (kinds) {
      const cells = splitCells(line, sep, start);
      if (cells.length === kinds.length) {
        yield { cells, kinds };
        continue;
      }
      kinds = undefined;
    }
    if (!HEADER_LINE.test(line)) continue;
    const s = separatorOf(line);
    const header = s ? line.split(s) : [];
    if (header.length < 2 || !header.every((c) => HEADER_CELL.test(c.trim()))) continue;
    const named = header.map((c) => columnKind(c.trim().replace(/^["']|["']$/g, "")));
    if (named.some((k) => k !== undefined)) {
      kinds = named;
      sep = s!;
    }
  }
}
