"""Helpers half AA's case lists import (gen.py puts this folder first on the path): M and case from
halfgen/lib.py, plus shorthands for the fields the hand-written pairs set often."""
from lib import M, case  # noqa: F401  (re-exported to the case lists)


def ai(t, c, **kw):
    """A memory the assistant inferred rather than the user stated."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (an override's default)."""
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    """A memory in one project."""
    return M(t, c, scope="project", project=proj, **kw)


def W(t, c, start, end=None, proj=None, **kw):
    """A memory with a validity window [start, end)."""
    d = M(t, c, valid_from=start, **kw)
    if end:
        d["valid_until"] = end
    if proj:
        d["scope"] = "project"
        d["project"] = proj
    return d
