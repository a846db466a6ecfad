"""Helpers for half Q's case lists (written blind to the engine, session 13). gen.py puts this folder on sys.path."""


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


def ai(t, c, **kw):
    """A note an assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def g(t, c, **kw):
    """A global memory."""
    return M(t, c, scope="global", **kw)
