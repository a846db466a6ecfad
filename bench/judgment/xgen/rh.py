"""Helpers for half X's case lists (session 20, written blind to the engine). Imports lib's helpers, never copies them."""
from lib import M, case


def ai(t, c, **kw):
    """A memory the assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A memory in global scope."""
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    """A memory in one project (for sides that differ in project or scope)."""
    return M(t, c, scope="project", project=proj, **kw)


def com(a, b, note, proj=None):
    """A change-of-mind contradiction: b says the value changed; the engine should suggest superseding a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
