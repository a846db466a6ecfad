"""Helpers for half V's case lists (written by hand in session 18, blind to the engine and to every other half).
M, side and case are the generic ones of halfgen/lib.py (gen.py runs from that folder)."""
from lib import M, case  # noqa: F401 (re-exported for the case lists)


def ai(t, c, **kw):
    """A memory an assistant wrote down from the conversation (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def G(t, c, **kw):
    """A global memory (no project)."""
    return M(t, c, scope="global", **kw)
