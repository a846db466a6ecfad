"""Small constructors for half M's case lists (training data, written blind to the engine)."""
def M(t, c, proj=None, **kw):
    d = {"type": t, "content": c}
    if proj:
        d["scope"] = "project"
        d["project"] = proj
    for k, v in kw.items():
        d[k] = v
    return d

def K(kind, a, b, note):
    return {"kind": kind, "a": a, "b": b, "note": note}

AI = {"source": "ai_inferred"}
