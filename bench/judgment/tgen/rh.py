"""Helpers for half T's hand-written case lists (imported by contradictions.py, nonconflicts.py, duplicates.py,
supersessions.py). Half T was written blind to the engine and to every other half (README "Half T")."""

from lib import M, case  # halfgen/lib.py (gen.py puts it on the path): one memory, one pair


def ai(t, c, **kw):
    """A memory an assistant inferred (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def com(a, b, note, proj=None):
    """A change-of-mind contradiction: b says the team moved from a's choice to another."""
    return case("change_of_mind", a, b, note, proj, suggest_supersede=True)
