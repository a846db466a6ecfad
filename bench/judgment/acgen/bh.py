"""Helpers the case lists of half AC import (see bench/judgment/halfgen/gen.py): M and case come from halfgen/lib.py;
these add the fields a memory sometimes carries (who stated it, where it holds, when it holds)."""
from lib import M, case

__all__ = ["M", "case", "ai", "G", "P", "W", "change"]


def ai(t, c, **kw):
    """A memory the assistant inferred rather than the user stated."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory: a default that holds everywhere unless a project says otherwise."""
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    """A memory in one project's scope."""
    return M(t, c, scope="project", project=proj, **kw)


def W(t, c, start=None, end=None, proj=None, **kw):
    """A memory valid in [start, end) (either bound may be open), optionally in one project."""
    if start:
        kw["valid_from"] = start
    if end:
        kw["valid_until"] = end
    if proj:
        kw.update(scope="project", project=proj)
    return M(t, c, **kw)


def change(a, b, note, proj=None):
    """A change-of-mind contradiction: b states a change away from what a says, so it should suggest superseding a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
