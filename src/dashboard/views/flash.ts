/**
 * The notes shown after a change. The redirect carries only a code from this list, so a crafted
 * link cannot put words of its choosing on the page.
 */
const MESSAGES: Record<string, string> = {
  edited: "Saved.",
  pinned: "Pinned.",
  unpinned: "Unpinned.",
  feedback: "Feedback recorded.",
  archived: "Archived (forgotten). You can restore it.",
  restored: "Restored.",
  superseded: "The new memory supersedes the old one.",
  moved: "Moved: a copy in the new place supersedes the original.",
  resolved: "Conflict settled.",
  revoked: "Revoked.",
  rotated: "Rotated: the old key is revoked.",
  project: "Project created.",
  member: "Member added.",
  imported: "Imported.",
};

export const flashFor = (code: string | undefined) => (code ? MESSAGES[code] ?? null : null);
