import { execAll } from "./regex.ts";
import { secretValueOk } from "./secret-fields.ts";
import { strongPassword } from "./detectors.ts";
import type { Finding } from "./types.ts";

/**
 * Passwords given where a tool or a file format puts them rather than behind a key that names them:
 * credential files whose fields are positional (`.pgpass`: host:port:db:user:password), and command
 * lines whose password is an argument in the tool's own syntax (`net user NAME PASS`, `smbclient -U
 * user%pass`, `openssl -passout pass:…`, `keytool -storepass …`, `ldapsearch -w …`, `zip -P …`,
 * `lftp -u user,pass`, `--auth user:pass` for any tool, `echo 'user:pass' | chpasswd`, PowerShell's
 * `ConvertTo-SecureString "…" -AsPlainText`). Each form is one regex with a `value` group, run only
 * where its literal cue stands; the value must pass the same checks as any password (no placeholder,
 * reference, default in a template, or stored hash).
 */
interface Form {
  name: string;
  gate: string;
  re: RegExp;
  /** Stricter value test for forms whose syntax alone is weaker evidence (a generic `-u user:x`). */
  strict?: boolean;
  /** A cheap test of the form's rare middle part, before the full pattern scans the text. */
  pre?: RegExp;
}

const Q = `(?<q>["']?)`;
const V = `(?<value>[^\\s"']{3,100})\\k<q>`;

const FORMS: Form[] = [
  // .pgpass (PostgreSQL): hostname:port:database:username:password, one per line; "*" is a wildcard field.
  { name: "pgpass", gate: ":", pre: /:(?:\d{1,5}|\*):[^:\s]+:/, re: /(?:^|\n)[ \t]*(?<q>)[\w.*[\]-]+:(?:\d{1,5}|\*):[^:\s]+:[^:\s]+:(?<value>[^\s]{3,100})(?=[ \t]*(?:#[^\n]*)?(?:\n|$))/g },
  // Windows: net user NAME PASSWORD [/add] ("*" asks for it).
  { name: "net-user", gate: "net user", re: new RegExp(`\\bnet[ \\t]+user[ \\t]+(?:"[^"\\n]+"|[^\\s/"]+)[ \\t]+${Q}(?<value>[^\\s"'/*][^\\s"']{2,100})\\k<q>`, "gi") },
  // PowerShell: ConvertTo-SecureString "…" -AsPlainText -Force
  { name: "securestring", gate: "convertto-securestring", re: /ConvertTo-SecureString[ \t]+(?:-String[ \t]+)?(?<q>["'])(?<value>[^"'\n]{3,100})\k<q>[^\n]{0,30}-AsPlainText/gi },
  // Samba tools: -U user%password
  { name: "smb-user", gate: "%", re: /(?<![\w-])(?:-U|--user(?:name)?)[ \t=]+(?<q>["']?)[\w.\\@$-]+%(?<value>[^\s"']{3,100})\k<q>/g },
  // OpenSSL: -passin pass:…, -passout pass:…, -pass pass:…
  { name: "openssl-pass", gate: "pass:", re: /(?<![\w-])-(?:passin|passout|pass|password|kfile)[ \t]+(?<q>["']?)pass:(?<value>[^\s"']{3,100})\k<q>/g },
  // keytool, jarsigner: -storepass …, -keypass …, -srcstorepass …
  { name: "keystore-pass", gate: "pass", re: new RegExp(`(?<![\\w-])-(?:storepass|keypass|srcstorepass|deststorepass|srckeypass|destkeypass|new)(?:[ \\t]+)${Q}${V}`, "g") },
  // OpenLDAP clients: ldapsearch … -w secret
  { name: "ldap-bind", gate: "ldap", re: new RegExp(`\\bldap\\w*\\b[^\\n]*?[ \\t]-w[ \\t]+${Q}${V}`, "g") },
  // Archives: zip -P …, unzip -P …, 7z a -p…
  { name: "archive-pass", gate: "zip", re: new RegExp(`\\b(?:zip|unzip|zipcloak|funzip)\\b[^\\n]*?[ \\t]-P[ \\t]+${Q}${V}`, "g") },
  { name: "7z-pass", gate: "7z", re: /\b7za?\b[^\n]*?[ \t]-p(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>/g },
  // lftp -u user,password
  { name: "lftp-user", gate: "lftp", re: /\blftp\b[^\n]*?[ \t]-u[ \t]+(?<q>["']?)[^\s,"']+,(?<value>[^\s"']{3,100})\k<q>/g },
  // Any tool: --auth user:pass, --basic-auth user:pass, -u user:pass (the known HTTP clients are detectors.ts's cli-basic-auth).
  { name: "cli-user-pass", gate: "-", strict: true, re: /-(?<![\w-]-)(?:-auth|-basic-auth|-http-auth|-credentials?|-creds|-user|u)[ \t=]+(?<q>["']?)[A-Za-z][\w.@\\-]{0,40}:(?<value>[^\s"'@:/]{3,100})\k<q>(?=[\s"']|$)/g },
  // Keyword arguments in pairs: "rclone config create nas sftp host h user media pass …", "… login x password …".
  { name: "user-pass-words", gate: "pass", re: /\b(?:user|login|username)[ \t]+[^\s=:]{1,64}[ \t]+(?:pass|password|passwd)[ \t]+(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>/gi },
  // Database drivers' connect calls whose third positional argument is the password: PHP's PDO and mysqli,
  // JDBC's DriverManager.getConnection(url, user, password), Python's MySQLdb/pymysql.connect(host, user, password).
  { name: "connect-positional", gate: "(", pre: /\bPDO\b|mysqli|mysql_|getConnection|\.connect\(/, re: /(?:\bnew[ \t]+PDO|\bmysqli_(?:real_)?connect|\bnew[ \t]+mysqli|\bmysql_connect|\bDriverManager\.getConnection|\b(?:pymysql|MySQLdb|mysql\.connector)\.connect)[ \t]*\([ \t]*(?<q0>["'])[^"'\n]*\k<q0>[ \t]*,[ \t]*(?<q1>["'])[^"'\n]*\k<q1>[ \t]*,[ \t]*(?<q>["'])(?<value>[^"'\n]{3,100})\k<q>/g },
  // echo 'user:pass' | chpasswd, chpasswd <<< "user:pass"
  { name: "chpasswd", gate: "chpasswd", re: /(?:\b(?:echo|printf)[ \t]+(?:-e[ \t]+)?(?<q>["']?)[\w.-]+:(?<value>[^\s"':]{3,100})\k<q>[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd|\bchpasswd[ \t]*<<<[ \t]*(?<q2>["']?)[\w.-]+:(?<value2>[^\s"':]{3,100})\k<q2>)/g },
];

// Group offsets ("d") for every form: the finding is the value alone.
for (const f of FORMS) if (!f.re.flags.includes("d")) f.re = new RegExp(f.re.source, f.re.flags + "d");

export function findPasswordForms(text: string): Finding[] {
  const out: Finding[] = [];
  const lower = text.toLowerCase();
  for (const f of FORMS) {
    if (!lower.includes(f.gate) || (f.pre && !f.pre.test(text))) continue;
    for (const m of execAll(f.re, text)) {
      const g = m.indices!.groups!;
      const [start, end] = g.value ?? g.value2!;
      const value = text.slice(start, end);
      if (!secretValueOk("password", value, text, start)) continue;
      if (f.strict && !strongPassword(value)) continue; // "-u 1000:1000", "--user app:ro": ids and modes, not passwords
      out.push({ type: "password", start, end, detector: `password-form:${f.name}`, confidence: 0.85 });
    }
  }
  return out;
}
