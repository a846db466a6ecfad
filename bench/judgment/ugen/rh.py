"""Helpers for half U's hand-written case lists (session 17, written blind: see the README section "Half U")."""
from lib import M, case  # noqa: F401  (halfgen/lib.py: one memory, one pair)


def ai(t, c, **kw):
    """A memory an assistant inferred from a conversation (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A memory for every project (scope global)."""
    return M(t, c, scope="global", **kw)


def P(t, c, project, **kw):
    """A memory of one named project."""
    return M(t, c, scope="project", project=project, **kw)
