"""Helpers for half S's case lists (written blind in session 15; see the README section "Half S").
M(): one memory (a REST write body). ai(): the same, written by an assistant (source ai_inferred).
case(): a pair; proj puts both sides in one project unless a side sets its own scope.
g() and P(): a global memory and a project memory (for override lookalikes and project lookalikes)."""


def M(t, c, **kw):
    d = {"type": t, "content": c}
    d.update(kw)
    return d


def ai(t, c, **kw):
    return M(t, c, source="ai_inferred", **kw)


def g(t, c, **kw):
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    return M(t, c, scope="project", project=proj, **kw)


def _side(x, proj):
    m = M(*x) if isinstance(x, tuple) else dict(x)
    if proj and "project" not in m and m.get("scope") not in ("global", "team", "private"):
        m["scope"] = "project"
        m["project"] = proj
    return m


def case(kind, a, b, note, proj=None, **extra):
    return {"kind": kind, "a": _side(a, proj), "b": _side(b, proj), "note": note, **extra}
