"""Small helpers for half W's case lists (M and case come from halfgen/lib.py)."""
from lib import M, case  # noqa: F401 (re-exported for the case lists)


def ai(t, c, **kw):
    """A memory the assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (no project)."""
    return M(t, c, scope="global", **kw)


def P(project, t, c, **kw):
    """A memory in one named project (for pairs whose sides sit in different projects)."""
    return M(t, c, scope="project", project=project, **kw)


def change(a, b, note, proj=None, **kw):
    """A change-of-mind contradiction: b says the old value was replaced, so a supersession is suggested."""
    return case("change_of_mind", a, b, note, proj=proj, suggest_supersede=True, **kw)
