# Writes bench/judgment/k/*.jsonl from the case lists beside this file: python3 bench/judgment/kgen/gen.py
import os, sys
sys.path.insert(0, os.path.dirname(__file__))
import lib, contradictions, nonconflicts, duplicates, supersessions  # noqa: F401 (each registers its pairs)
out = os.path.join(os.path.dirname(__file__), "..", "k")
for f in os.listdir(out):
    if f.endswith(".jsonl"): os.remove(os.path.join(out, f))
lib.write(out)
print({c: len(p) for c, p in lib.OUT.items()}, sum(len(p) for p in lib.OUT.values()))
