"""Helpers the case lists of half AB import (see halfgen/gen.py): `M` and `case` from halfgen/lib.py, plus short
forms for the fields the pairs vary — an AI-inferred source, global scope, a project, a validity window — and
`change`, which marks a change-of-mind contradiction (b says the old value was replaced) with suggest_supersede."""
from lib import M, case


def ai(t, c, **kw):
    """A memory the assistant inferred rather than the user stated."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory: a default that holds in every project unless one overrides it."""
    return M(t, c, scope="global", **kw)


def P(project, t, c, **kw):
    """A memory scoped to one named project."""
    return M(t, c, scope="project", project=project, **kw)


def W(t, c, start, end, proj=None, **kw):
    """A memory valid only in [start, end) (either end may be None for open); proj scopes it to a project."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    return P(proj, t, c, **kw) if proj else M(t, c, **kw)


def change(a, b, note, proj=None):
    """A change of mind: b replaces a's value, so the engine should also suggest that b supersedes a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
