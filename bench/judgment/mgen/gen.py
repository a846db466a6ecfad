#!/usr/bin/env python3
"""Regenerates bench/judgment/m/*.jsonl from the case lists in this folder (half M, training data, written blind to the engine).
Ids are assigned in list order: append new cases at the end of a list to keep ids stable."""
import json, os, sys
sys.path.insert(0, os.path.dirname(__file__))
from contradictions import CASES as C
from nonconflicts import LOOKALIKES, REFINEMENTS, UNRELATED
from duplicates import CASES as D
from supersessions import CASES as S

OUT = os.path.join(os.path.dirname(__file__), "..", "m")
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
        row = {"id": f"m-{LETTER[cat]}-{i:03d}", "category": cat, "kind": c["kind"], "a": c["a"], "b": c["b"], "expect": EXPECT[cat], "note": c["note"]}
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
