"""Helpers for half V's case lists (written by hand in session 18, blind to the engine and to every other half)."""


def M(t, c, **kw):
    """One memory (a REST write body): type, content, and any optional field."""
    d = {"type": t, "content": c}
    d.update(kw)
    return d


def ai(t, c, **kw):
    """A memory an assistant wrote down from the conversation (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (no project)."""
    return M(t, c, scope="global", **kw)


def side(x, proj):
    m = M(*x) if isinstance(x, tuple) else dict(x)
    if proj and "project" not in m and m.get("scope") not in ("global", "team", "private"):
        m["scope"] = "project"
        m["project"] = proj
    return m


def case(kind, a, b, note, proj=None, **extra):
    """A pair: proj (optional) puts both sides in one project unless a side sets its own scope."""
    return {"kind": kind, "a": side(a, proj), "b": side(b, proj), "note": note, **extra}
