import { looksRandom } from "./checksums.ts";
import { execAll } from "./regex.ts";
import type { Finding } from "./types.ts";

/**
 * A file a provisioning config writes, with its content inline (cloud-init's `write_files`: `- path:` then `content:`;
 * Ignition's and Butane's `storage.files`: `path:` then `contents: inline:`): the path names what the content is. A
 * file named as a key, token, secret or password ("/etc/wireguard/wg0.key", "/run/secrets/api_token",
 * "~/.config/app/password") holds one, so its one-line content is a secret when it reads as generated. A certificate,
 * a public key or a config file's text is not matched: the file name must say secret, and the content must be one random run.
 */
const WRITTEN_FILE =
  /(?:^|\n)[ \t]*(?:-[ \t]+)?path:[ \t]*["']?(?<path>[^\s"']+)["']?[ \t]*\n(?:[ \t]+(?!path:)[\w-]+:[^\n]*\n){0,4}?[ \t]+(?:content|contents|inline):[ \t]*(?:\|[ \t]*\n[ \t]+)?(?<q>["']?)(?<value>[^\s"'|>]{16,512})\k<q>[ \t]*(?=\n|$)/dg;
/** The file's own name says it holds a secret; ".pub", ".crt" and "cert" files are public. */
const SECRET_FILE = /(?:\.key|[_.-](?:key|token|secret|secrets|password|passwd|psk|seed)(?:\.[a-z]{1,4})?|\/(?:id_(?:rsa|ed25519|ecdsa|dsa)|token|secret|password|passwd|psk|private[_-]?key|api[_-]?key))$/i;

export function findWrittenFileSecrets(text: string): Finding[] {
  if (!text.includes("path:")) return [];
  const out: Finding[] = [];
  for (const m of execAll(WRITTEN_FILE, text)) {
    const path = m.groups!.path!;
    const value = m.groups!.value!;
    if (/\.(?:pub|crt|cer|pem\.pub)$|cert/i.test(path) || !SECRET_FILE.test(path) || !looksRandom(value, 16)) continue;
    const [start, end] = m.indices!.groups!.value!;
    out.push({ type: "api_key", start, end, detector: "written-file-content", confidence: 0.85 });
  }
  return out;
}
