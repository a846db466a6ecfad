/**
 * The import graph of src/ read with the TypeScript compiler's parser (no type checking, so it is
 * fast), and its cycles: strongly connected components of more than one file, or a file importing
 * itself. Type-only imports count too: a loop through types still ties the files' designs together.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";

export interface ImportEdge { from: string; to: string; typeOnly: boolean }

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(p);
    return /\.(ts|tsx|mts)$/.test(e.name) && !/\.d\.ts$/.test(e.name) ? [p] : [];
  });
}

function resolve(fromFile: string, spec: string, files: Set<string>): string | null {
  if (!spec.startsWith(".")) return null; // packages are outside the graph
  const base = path.resolve(path.dirname(fromFile), spec).replace(/\.(js|mjs)$/, "");
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}.mts`, path.join(base, "index.ts")]) if (files.has(candidate)) return candidate;
  return null;
}

/** Edges between files under `root`, named relative to it. */
export function importEdges(root: string): ImportEdge[] {
  const files = sourceFiles(root);
  const known = new Set(files);
  const edges: ImportEdge[] = [];
  for (const file of files) {
    const sf = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, false, file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const add = (spec: ts.Expression | undefined, typeOnly: boolean) => {
      if (!spec || !ts.isStringLiteral(spec)) return;
      const to = resolve(file, spec.text, known);
      if (to) edges.push({ from: path.relative(root, file), to: path.relative(root, to), typeOnly });
    };
    const visit = (node: ts.Node) => {
      if (ts.isImportDeclaration(node)) add(node.moduleSpecifier, node.importClause?.isTypeOnly ?? false);
      else if (ts.isExportDeclaration(node)) add(node.moduleSpecifier, node.isTypeOnly);
      else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) add(node.arguments[0], false);
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return edges;
}

/** Each cycle as the sorted list of its files (Tarjan's strongly connected components). */
export function importCycles(edges: ImportEdge[]): string[][] {
  const next = new Map<string, string[]>();
  for (const e of edges) next.set(e.from, [...(next.get(e.from) ?? []), e.to]);
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const out: string[][] = [];
  let counter = 0;
  const connect = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (next.get(v) ?? []).includes(v)) out.push(component.sort());
    }
  };
  for (const v of new Set(edges.flatMap((e) => [e.from, e.to]))) if (!index.has(v)) connect(v);
  return out.sort((a, b) => a[0].localeCompare(b[0]));
}
