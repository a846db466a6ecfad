/**
 * Small inline SVG charts, drawn on the server: a step line over time (confidence history) and
 * horizontal bars (counts). Presentation attributes and classes only — the CSP allows no inline
 * style — so dark mode recolours them through the stylesheet's variables.
 */

export function LineChart(props: { label: string; points: Array<{ at: number; value: number }>; min?: number; max?: number }) {
  const W = 360, H = 120, PAD = 28;
  const pts = props.points;
  if (!pts.length) return <p class="muted small">No history yet.</p>;
  const t0 = pts[0].at, t1 = Math.max(pts[pts.length - 1].at, t0 + 1);
  const lo = props.min ?? 0, hi = props.max ?? 1;
  const x = (t: number) => PAD + ((t - t0) / (t1 - t0)) * (W - PAD - 8);
  const y = (v: number) => H - PAD + 8 - ((v - lo) / (hi - lo || 1)) * (H - PAD - 8);
  // A step line: a score holds its value until the next change.
  const d = pts.map((p, i) => (i === 0 ? `M${x(p.at)},${y(p.value)}` : `H${x(p.at)}V${y(p.value)}`)).join("");
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-label={`${props.label}: ${pts.map((p) => p.value.toFixed(2)).join(", ")}`}>
      <line class="axis" x1={PAD} y1={y(lo)} x2={W - 8} y2={y(lo)} />
      <line class="axis" x1={PAD} y1={y(hi)} x2={W - 8} y2={y(hi)} />
      <text x={2} y={y(hi) + 4}>{hi.toFixed(1)}</text>
      <text x={2} y={y(lo) + 4}>{lo.toFixed(1)}</text>
      <path class="line" d={d} />
      {pts.map((p) => (
        <circle class="dot" cx={x(p.at)} cy={y(p.value)} r={3}>
          <title>{`${new Date(p.at).toISOString().slice(0, 16)} → ${p.value.toFixed(2)}`}</title>
        </circle>
      ))}
      <text x={PAD} y={H - 4}>{new Date(t0).toISOString().slice(0, 10)}</text>
      <text x={W - 8} y={H - 4} text-anchor="end">{new Date(t1).toISOString().slice(0, 10)}</text>
    </svg>
  );
}

export function BarChart(props: { label: string; data: Array<[string, number]>; format?: (n: number) => string }) {
  const rows = props.data;
  if (!rows.length) return <p class="muted small">Nothing yet.</p>;
  const W = 360, ROW = 22, LABEL = 110;
  const max = Math.max(1, ...rows.map(([, n]) => n));
  const fmt = props.format ?? String;
  return (
    <svg class="chart" viewBox={`0 0 ${W} ${rows.length * ROW + 4}`} role="img" aria-label={`${props.label}: ${rows.map(([k, n]) => `${k} ${fmt(n)}`).join(", ")}`}>
      {rows.map(([k, n], i) => (
        <g>
          <text x={0} y={i * ROW + 15}>{k.length > 16 ? `${k.slice(0, 15)}…` : k}</text>
          <rect class="bar" x={LABEL} y={i * ROW + 4} height={ROW - 8} width={Math.max(1, ((W - LABEL - 50) * n) / max)} />
          <text x={LABEL + Math.max(1, ((W - LABEL - 50) * n) / max) + 4} y={i * ROW + 15}>{fmt(n)}</text>
        </g>
      ))}
    </svg>
  );
}
