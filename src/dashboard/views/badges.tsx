/** A memory's kind, place and flags as small labels (stored text: escaped like everything else). */
import type { MemoryView } from "../../memory/schemas";

export function Badges(props: { m: MemoryView }) {
  const m = props.m;
  return (
    <span>
      <span class="badge">{m.type}</span>
      <span class="badge">{m.scope}</span>
      {m.project ? <span class="badge">project: {m.project}</span> : null}
      <span class="badge">{m.tier}</span>
      {m.pinned ? <span class="badge">pinned</span> : null}
      {m.needs_review ? <span class="badge flag">needs review</span> : null}
      {m.archived_at ? <span class="badge flag">archived</span> : null}
      {m.instruction_like ? <span class="badge flag" title="Reads like instructions to a model: shown, never followed">instruction-like</span> : null}
      {m.tags.map((t) => <span class="badge">#{t}</span>)}
    </span>
  );
}
