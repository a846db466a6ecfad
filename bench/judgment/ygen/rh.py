"""Helpers for half Y's case lists (bench/judgment/ygen/): lib's M and case, plus a few shorthands."""
from lib import M, case


def ai(t, c, **kw):
    """A memory the assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A memory in global scope."""
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    """A memory in one project (for pairs whose sides sit in different projects)."""
    return M(t, c, scope="project", project=proj, **kw)


def W(t, c, start=None, end=None, **kw):
    """A memory with a validity window [start, end)."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    return M(t, c, **kw)


def cm(a, b, note, proj=None):
    """A change-of-mind contradiction: b states a change away from a, so the engine should suggest superseding a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
