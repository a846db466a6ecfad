"""Helpers for half S's case lists (written blind in session 15; see the README section "Half S").
M(): one memory (a REST write body). ai(): the same, written by an assistant (source ai_inferred).
case(): a pair; proj puts both sides in one project unless a side sets its own scope.
g() and P(): a global memory and a project memory (for override lookalikes and project lookalikes)."""

from lib import M, case  # halfgen/lib.py (gen.py puts it on the path): one memory, one pair


def ai(t, c, **kw):
    return M(t, c, source="ai_inferred", **kw)


def g(t, c, **kw):
    return M(t, c, scope="global", **kw)


def P(proj, t, c, **kw):
    return M(t, c, scope="project", project=proj, **kw)

