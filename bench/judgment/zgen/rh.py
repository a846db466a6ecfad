"""Helpers for half Z's case lists (bench/judgment/zgen/): imports halfgen/lib.py's M and case, adds a few shorthands."""
from lib import M, case  # noqa: F401  (re-exported for the case lists)


def ai(t, c, **kw):
    """A memory the assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A memory in global scope (a user-wide default)."""
    return M(t, c, scope="global", **kw)


def P(project, t, c, **kw):
    """A memory in one project's scope."""
    return M(t, c, scope="project", project=project, **kw)


def W(t, c, start=None, end=None, **kw):
    """A memory with a validity window [start, end)."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    return M(t, c, **kw)
