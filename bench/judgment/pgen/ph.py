"""Helpers for half P's case lists (see ../halfgen/gen.py): shorthands over halfgen/lib.py."""
from lib import M, case


def ai(t, c, **kw):
    """A chatty memory an assistant captured (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global-scope memory (the default side of an override)."""
    return M(t, c, scope="global", **kw)


def P(t, c, proj, **kw):
    """A project-scope memory in `proj`."""
    return M(t, c, scope="project", project=proj, **kw)


def W(t, c, start=None, end=None, **kw):
    """A memory valid in the half-open window [start, end)."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    return M(t, c, **kw)


def cm(a, b, note, proj=None):
    """A change-of-mind contradiction: b says the old value was replaced."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
