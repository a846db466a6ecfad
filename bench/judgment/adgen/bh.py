"""Helpers half AD's case lists import (gen.py puts this folder and halfgen/ on the path).

Each pair in contradictions.py, nonconflicts.py, duplicates.py and supersessions.py is written by hand; these helpers
only fill in the fields a memory needs for its source, scope, project or validity window."""
from lib import M, case  # noqa: F401  (re-exported for the case lists)


def ai(t, c, **kw):
    """A memory the assistant inferred rather than the user stated."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (a default that a project may override)."""
    return M(t, c, scope="global", **kw)


def P(project, t, c, **kw):
    """A memory of one named project (for pairs whose sides sit in different projects)."""
    return M(t, c, scope="project", project=project, **kw)


def W(t, c, start=None, end=None, proj=None, **kw):
    """A memory valid in [start, end) (either end may be open); proj puts it in a project."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    if proj:
        kw.update(scope="project", project=proj)
    return M(t, c, **kw)


def change(a, b, note, proj=None):
    """A change-of-mind contradiction: b says the value of a changed, so it should be offered as a's supersession."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
