#!/usr/bin/env python3
"""Regenerates one training half's bench/judgment/<x>/*.jsonl from the case lists in bench/judgment/<x>gen/
(halves L–U): python3 bench/judgment/halfgen/gen.py <half letter>
Ids are assigned in list order: append new cases at the end of a list to keep ids stable. The case lists
import their helpers as `lib` (this folder's lib.py, or a half's own helper module beside its lists)."""
import json, os, sys
HALF = sys.argv[1] if len(sys.argv) > 1 else sys.exit("usage: gen.py <half letter> (its cases in bench/judgment/<half>gen/)")
HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
sys.path.insert(0, os.path.join(HERE, "..", f"{HALF}gen"))
from contradictions import CASES as C
from nonconflicts import LOOKALIKES, REFINEMENTS, UNRELATED
from duplicates import CASES as D
from supersessions import CASES as S

OUT = os.path.join(HERE, "..", HALF)
EXPECT = {"contradiction": "conflict", "lookalike": "none", "refinement": "none", "unrelated": "none", "duplicate": "duplicate", "supersession": "supersede"}
LETTER = {"contradiction": "c", "lookalike": "l", "refinement": "r", "unrelated": "u", "duplicate": "d", "supersession": "s"}
FILE = {"contradiction": "contradictions", "lookalike": "lookalikes", "refinement": "refinements", "unrelated": "unrelated", "duplicate": "duplicates", "supersession": "supersessions"}
PER_FILE = 40

os.makedirs(OUT, exist_ok=True)
for f in os.listdir(OUT):
    if f.endswith(".jsonl"):
        os.remove(os.path.join(OUT, f))
for cat, cases in [("contradiction", C), ("lookalike", LOOKALIKES), ("refinement", REFINEMENTS), ("unrelated", UNRELATED), ("duplicate", D), ("supersession", S)]:
    rows = []
    for i, c in enumerate(cases, 1):
        row = {"id": f"{HALF}-{LETTER[cat]}-{i:03d}", "category": cat, "kind": c["kind"], "a": c["a"], "b": c["b"], "expect": EXPECT[cat], "note": c["note"]}
        if c.get("suggest_supersede"):
            row["suggest_supersede"] = True
        if cat == "supersession":
            row["b"]["supersedes_a"] = True
        rows.append(row)
    for n in range(0, len(rows), PER_FILE):
        with open(os.path.join(OUT, f"{FILE[cat]}-{n // PER_FILE + 1:02d}.jsonl"), "w") as fh:
            for r in rows[n:n + PER_FILE]:
                fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(cat, len(rows))
