# Helpers for writing half K (run gen.py; the .jsonl files are what the bench reads).
import json
OUT = {}
CNT = {}
PFX = {"contradiction": "c", "lookalike": "l", "refinement": "r", "unrelated": "u", "duplicate": "d", "supersession": "s"}
EXPECT = {"contradiction": "conflict", "lookalike": "none", "refinement": "none", "unrelated": "none", "duplicate": "duplicate", "supersession": "supersede"}
FILE = {"contradiction": "contradictions", "lookalike": "lookalikes", "refinement": "refinements", "unrelated": "unrelated", "duplicate": "duplicates", "supersession": "supersessions"}

def mem(side, proj=None, scope=None, **kw):
    t, c = side[0], side[1]
    m = {"type": t, "content": c}
    if len(side) > 2 and side[2]:
        m["source"] = side[2]
    if proj:
        m["scope"] = scope or "project"; m["project"] = proj
    elif scope:
        m["scope"] = scope
    m.update(kw)
    return m

def pair(cat, kind, a, b, note):
    n = CNT.get(cat, 0) + 1; CNT[cat] = n
    p = {"id": f"k-{PFX[cat]}-{n:03d}", "category": cat, "kind": kind, "a": a, "b": b, "expect": EXPECT[cat], "note": note}
    if cat == "contradiction" and kind == "change_of_mind":
        p["suggest_supersede"] = True
    OUT.setdefault(cat, []).append(p)

def same(cat, kind, proj, a, b, note, scope=None):
    pair(cat, kind, mem(a, proj, scope), mem(b, proj, scope), note)

def write(dirname, per_file=45):
    import os
    for cat, ps in OUT.items():
        for i in range(0, len(ps), per_file):
            with open(os.path.join(dirname, f"{FILE[cat]}-{i // per_file + 1:02d}.jsonl"), "w") as f:
                for p in ps[i:i + per_file]:
                    f.write(json.dumps(p, ensure_ascii=False) + "\n")
