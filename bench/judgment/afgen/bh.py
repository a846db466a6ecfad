"""Helpers half AF's case lists import (written blind to the engine in session 28, README "Half AF").
M and case come from halfgen/lib.py; these add the source, scope, project, tags and validity-window shapes."""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "halfgen"))
from lib import M, case  # noqa: E402,F401  (re-exported to the case lists)


def ai(t, c, **kw):
    """A memory the assistant inferred (source ai_inferred), not one the user stated."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory: a default meant for every project."""
    return M(t, c, scope="global", **kw)


def P(project, t, c, **kw):
    """A memory scoped to one project."""
    return M(t, c, scope="project", project=project, **kw)


def T(t, c, *tags, **kw):
    """A memory carrying tags (environments, platforms)."""
    return M(t, c, tags=list(tags), **kw)


def W(t, c, start, end, proj=None, **kw):
    """A memory valid in [start, end) (either end may be None = open); proj puts it in a project."""
    d = M(t, c, **kw)
    if start:
        d["valid_from"] = start
    if end:
        d["valid_until"] = end
    if proj:
        d.update(scope="project", project=proj)
    return d


def change(a, b, note, proj=None):
    """A change-of-mind contradiction: b states that a's value changed, so b should be suggested to supersede a."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
