"""Helpers for half O's case lists (see halfgen/gen.py): a memory is a (type, content) tuple or a dict."""
from lib import M, case


def AI(t, c, **kw):
    """A memory the assistant captured itself (source ai_inferred)."""
    return M(t, c, source="ai_inferred", **kw)


def P(t, c, proj, **kw):
    """A memory scoped to one project."""
    return M(t, c, scope="project", project=proj, **kw)


def G(t, c, **kw):
    """A memory with global scope (an organisation-wide default)."""
    return M(t, c, scope="global", **kw)


def W(t, c, frm=None, until=None, **kw):
    """A memory with a validity window [frm, until)."""
    if frm:
        kw["valid_from"] = frm
    if until:
        kw["valid_until"] = until
    return M(t, c, **kw)
