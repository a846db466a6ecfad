"""Helpers for half AG's case lists (written blind to the engine in session 29; see gen.py beside halfgen/lib.py).
Imports M and case from halfgen/lib.py; adds the source, scope, tag and validity shorthands the lists use."""
from lib import M, case  # noqa: F401  (re-exported for the case lists)


def ai(t, c, **kw):
    """A memory an assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (a default that projects may override)."""
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    """A memory in one project."""
    return M(t, c, scope="project", project=proj, **kw)


def T(t, c, *tags, **kw):
    """A memory with context tags (environment, platform)."""
    return M(t, c, tags=list(tags), **kw)


def W(t, c, start, end, proj=None, **kw):
    """A memory valid in [start, end); either end may be None (open)."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    if proj:
        kw.setdefault("scope", "project")
        kw.setdefault("project", proj)
    return M(t, c, **kw)


def change(a, b, note, proj=None):
    """A change-of-mind contradiction: b says the value changed, so the engine should also suggest superseding a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
