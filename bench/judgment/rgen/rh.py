"""Helpers for half R's case lists (written blind to the engine and to every other half, session 14)."""
from lib import M, case


def ai(t, c, **kw):
    """A memory an assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def g(t, c, **kw):
    """A global memory (no project)."""
    return M(t, c, scope="global", **kw)


def P(t, c, proj, **kw):
    """A memory in one named project."""
    return M(t, c, scope="project", project=proj, **kw)
