import { sha256Hex } from "../util/crypto";

/**
 * Dedupe key: the same text modulo Unicode form, surrounding and repeated whitespace.
 * Case is kept: "Use NPM" and "use npm" may be different memories to a careful user.
 */
export const contentHash = (content: string) => sha256Hex(content.normalize("NFC").trim().replace(/\s+/g, " "));
