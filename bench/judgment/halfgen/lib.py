"""Helpers the case lists of training halves L and N import as `lib` (see gen.py beside this file)."""

def M(t, c, **kw):
    """One memory (a REST write body): type, content, and any optional field."""
    d = {"type": t, "content": c}
    d.update(kw)
    return d


def side(x, proj):
    m = M(*x) if isinstance(x, tuple) else dict(x)
    if proj and "project" not in m and m.get("scope") not in ("global", "team", "private"):
        m["scope"] = "project"
        m["project"] = proj
    return m


def case(kind, a, b, note, proj=None, **extra):
    """A pair: proj (optional) puts both sides in one project unless a side sets its own scope."""
    return {"kind": kind, "a": side(a, proj), "b": side(b, proj), "note": note, **extra}
