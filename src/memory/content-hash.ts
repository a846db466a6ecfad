import { liveSameKey } from "../storage/memories-store";
import { sha256Hex } from "../util/crypto";

/**
 * Dedupe key: the same text modulo Unicode form, surrounding and repeated whitespace.
 * Case is kept: "Use NPM" and "use npm" may be different memories to a careful user.
 */
export const contentHash = (content: string) => sha256Hex(content.normalize("NFC").trim().replace(/\s+/g, " "));

/**
 * Another live memory with the same dedupe key (user, scope, project, content hash), if any —
 * the check behind edits and restores (creates check whole batches at once).
 */
export async function liveDuplicateOf(
  db: D1Database,
  m: { user_id: string; scope: string; project_id: string | null; content_hash: string; id: string },
): Promise<string | null> {
  return liveSameKey(db, m);
}
