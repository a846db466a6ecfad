"""Helpers for half AE's case lists (bench/judgment/aegen/*.py), written blind to the engine in session 27.
Imports `M` and `case` from halfgen/lib.py (gen.py puts that folder on the path) and adds shorthands for the
fields the pairs vary: source, global scope, project, validity windows and change-of-mind contradictions."""
from lib import M, case  # noqa: F401  (re-exported for the case lists)


def ai(t, c, **kw):
    """A memory the assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (a default every project inherits unless it overrides it)."""
    return M(t, c, scope="global", **kw)


def P(project, t, c, **kw):
    """A memory in one named project."""
    return M(t, c, scope="project", project=project, **kw)


def W(t, c, start=None, end=None, proj=None, **kw):
    """A memory with a validity window [start, end) (ISO dates; either end may be open), optionally in a project."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    if proj:
        kw["scope"] = "project"
        kw["project"] = proj
    return M(t, c, **kw)


def change(a, b, note, proj=None):
    """A change-of-mind contradiction: b states a change away from a's value, so the engine should suggest superseding a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
