import { execAll } from "./regex.ts";
import { neededWords, wordsPresent } from "./word-gates.ts";
import { anyPresent, gateWords, presentGateWords } from "./name-gates.ts";
import { secretValueOk } from "./secret-fields.ts";
import { base64UrlDecode } from "./checksums.ts";
import { strongPassword } from "./detectors.ts";
import { generatedToken, passwordShaped } from "./password-shape.ts";
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
  /** A test of its own for the value, on top of the checks every password passes. */
  check?: (value: string) => boolean;
  /**
   * The value is a stored hash in a credential file: the usual "a hash is not a password" refusal does not apply. A
   * pattern: only values of that shape skip it (a file that holds hashes and plain passwords side by side).
   */
  hash?: boolean | RegExp;
  /** A test of the line before the value: an entry quoted mid-line may be documentation's example. */
  lineBefore?: (before: string) => boolean;
}

/** Words that present what follows as documentation's example ("# example entry: demo:$apr1$…", "format, e.g. alice:$6$…"). */
const DOCS_WORDS = /(?<![\p{L}])(?:example|examples|e\.g\.|eg|sample|docs|documentation|format|placeholder|dummy|fake|test)(?![\p{L}])/iu;

/** crypt(3) formats: bcrypt, Apache MD5, sha-crypt, yescrypt, argon2; and the {SHA} form of htpasswd. */
const CRYPT = "(?:\\$(?:2[abxy]|apr1|1|5|6|y|gy|7|argon2(?:id|i|d))\\$[^\\s:'\"]{20,200}|\\{SHA\\}[A-Za-z0-9+/]{27}=)";

/** The hashes a connection pooler's auth file keeps: PostgreSQL's "md5" + 32 hex and SCRAM-SHA-256's stored key. */
const POOLER_HASH = /^(?:md5[0-9a-f]{32}|SCRAM-SHA-256\$\d{1,7}:[A-Za-z0-9+/=]{8,}\$[A-Za-z0-9+/=]{20,}:[A-Za-z0-9+/=]{20,})$/;

/** A base64 value decoded when it reads as text, then checked as any password is; a value that is no base64 text passes as it stands. */
function decodedPasswordOk(value: string): boolean {
  if (!/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/.test(value)) return true;
  let plain: string;
  try {
    plain = base64UrlDecode(value);
  } catch {
    return true;
  }
  return !/^[\x20-\x7e]+$/.test(plain) || secretValueOk("password", plain, plain, 0);
}

/** Upper case, lower case and a digit, not a version: the evidence a bare word cue ("pass …" in chat) needs. */
const generatedLooking = (v: string): boolean => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && !/^v?\d+(?:\.\d+)+/.test(v);
/** Three or more words in quotes: a passphrase, not "see the vault" or "<your password here>". */
const passphraseLooking = (v: string): boolean =>
  v.trim().split(/\s+/).length >= 3 && !/[<>{}$]|\b(?:your|enter|here|example|changeme|placeholder|same as|see|ask|stored|vault|password)\b|\?$/i.test(v);

/**
 * Words joined by "-", "_" or "." with a digit and a capital among them, two words of three letters or more ("Lusaka-NAS-2026",
 * "noborigama-Shigaraki8"): no path, host or file name (no "/", a dotted suffix, or the all-lower-case of a repository path).
 */
const joinedWordsWithDigit = (v: string): boolean =>
  /\d/.test(v) && /\p{Lu}/u.test(v) && /^[\p{L}\d]+(?:[-_.][\p{L}\d]+)+[!?#*]?$/u.test(v) && (v.match(/\p{L}{3,}/gu)?.length ?? 0) >= 2 && !/\.(?:[a-z]{2,4})$/i.test(v);
/** Lower-case letters and digits joined by "-", "_" or ".", no symbol: the shape of a path's segment, not of a chosen password. */
const REPOSITORY_PATH_WORDS = /^[a-z\d]+(?:[-_.][a-z\d]+)+$/;
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
  { name: "cli-user-pass", gate: "-", strict: true, re: /-(?<![\w-]-)(?:-auth|-basic-auth|-http-auth|-credentials?|-creds|-user|-proxy-user|u|U)[ \t=]+(?<q>["']?)[A-Za-z][\w.@\\-]{0,40}:(?<value>[^\s"'@:/]{3,100})\k<q>(?=[\s"']|$)/g },
  // Keyword arguments in pairs: "rclone config create nas sftp host h user media pass …", "… login x password …".
  { name: "user-pass-words", gate: "pass", re: /\b(?:user|login|username)[ \t]+[^\s=:]{1,64}[ \t]+(?:pass|password|passwd)[ \t]+(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>/gi },
  // Database drivers' connect calls whose third positional argument is the password: PHP's PDO and mysqli,
  // JDBC's DriverManager.getConnection(url, user, password), Python's MySQLdb/pymysql.connect(host, user, password); PHP's
  // stack traces print the same call with its arguments ("#0 …: PDO->__construct('mysql:host=…', 'app', '…', Array)").
  { name: "connect-positional", gate: "(", pre: /\bPDO\b|mysqli|mysql_|getConnection|\.connect\(/, re: /(?:\bnew[ \t]+PDO|\b(?:PDO|mysqli)->__construct|\bmysqli_(?:real_)?connect|\bnew[ \t]+mysqli|\bmysql_connect|\bDriverManager\.getConnection|\b(?:pymysql|MySQLdb|mysql\.connector)\.connect)[ \t]*\([ \t]*(?<q0>["'])[^"'\n]*\k<q0>[ \t]*,[ \t]*(?<q1>["'])[^"'\n]*\k<q1>[ \t]*,[ \t]*(?<q>["'])(?<value>[^"'\n]{3,100})\k<q>/g },
  // user:password@host with no scheme (proxy settings, scp and rsync targets, "git clone" mirrors in prose).
  { name: "userinfo-no-scheme", gate: "@", strict: true, pre: /:[^\s:@/]{3,100}@[A-Za-z0-9]/, re: /(?<![\w/:@.%+-])(?<q>)[A-Za-z][\w.%-]{0,40}:(?<value>[^\s:@/"'<>]{3,100})@(?:[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+|\d{1,3}(?:\.\d{1,3}){3})(?=[:/\s"']|$)/g },
  // Oracle clients: sqlplus user/password@db, expdp user/password, CONNECT user/password@tns.
  { name: "oracle-logon", gate: "/", pre: /\b(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|dgmgrl|connect|conn)\b[^\n]{0,40}?\w\/[^\s/]/i, re: /\b(?:sqlplus|sqlldr|expdp|impdp|exp|imp|rman|dgmgrl|connect|conn)\b(?:[ \t]+-\w+)*[ \t]+(?:(?:userid|target)=)?(?<q>["']?)[A-Za-z][\w$#]{0,30}\/(?<value>[^\s/@"']{3,100})\k<q>(?=@|\s|$)/gi },
  // "pass Kd5Ls4Ap3" in chat: the bare word is everyday English, so the value must look generated.
  { name: "pass-word-chat", gate: "pass", check: generatedLooking, re: /\bpass\b[ \t]*(?:is|=|:|-)?[ \t]*(?<q>["'`]?)(?<value>[^\s"'`,;]{6,80})\k<q>/gi },
  // Korean and Japanese put a particle or the copula right after the value: 비밀번호는 X입니다, パスワードはXです.
  { name: "cjk-particle", gate: "", pre: /비밀번호|암호|패스워드|パスワード|暗証番号/, re: /(?:비밀번호|암호|패스워드|パスワード|暗証番号)(?:는|은|가|이|は|が)?[ \t]*[:：=]?[ \t]*(?<q>["'「]?)(?<value>[!-~]{5,80}?)\k<q>(?=입니다|이에요|예요|이야|이고|였|です|でした|だ|。|[ \t\n,.]|$)/g },
  // A quoted passphrase with spaces after a password key or word: password = "correct horse battery staple".
  { name: "quoted-passphrase", gate: "pass", check: passphraseLooking, re: /\b(?:password|passwd|passphrase|pass_phrase|pwd)\w{0,20}["']?(?:[ \t]+for[ \t]+[^\n:=]{1,40})?[ \t]*[:=][ \t]*(?<q>["'])(?<value>[^"'\n]{8,100})\k<q>/gi },
  // Tools whose password is a positional argument: rabbitmqctl add_user NAME PASS, wpa_passphrase SSID PASS.
  { name: "positional-pass", gate: "", pre: /rabbitmqctl|wpa_passphrase/, re: new RegExp(`\\b(?:rabbitmqctl[ \\t]+(?:add_user|change_password)|wpa_passphrase)[ \\t]+(?:"[^"\\n]+"|'[^'\\n]+'|[^\\s"']+)[ \\t]+${Q}${V}`, "g") },
  // OpenSSL's older -k PASSWORD.
  { name: "openssl-k", gate: "openssl", re: new RegExp(`\\bopenssl\\b[^\\n]*?[ \\t]-k[ \\t]+${Q}${V}`, "g") },
  // "u: ops p: …", "user=ops pw=…": a user and a password abbreviated in one line.
  { name: "u-p-pair", gate: "", pre: /\b(?:u|usr|user|login)[ \t]*[:=]/i, re: /\b(?:u|usr|user|login)[ \t]*[:=][ \t]*[^\s,;]{1,40}[ \t]*[,;]?[ \t]+(?:p|pw|pwd|pass)[ \t]*[:=][ \t]*(?<q>["'`]?)(?<value>[^\s"'`,;]{4,80})\k<q>/gi },
  // A password piped to a tool that reads it from standard input: echo '…' | sudo -S, | docker login --password-stdin, | passwd --stdin.
  { name: "stdin-pipe", gate: "|", pre: /sudo[ \t]+-S|--password-stdin|passwd[ \t]+--stdin|--stdin/, re: /\b(?:echo|printf)[ \t]+(?:-[neE]+[ \t]+)?(?<q>["']?)(?<value>[^\s"'|]{3,100})\k<q>[ \t]*\|[ \t]*(?:sudo[ \t]+(?:-\w+[ \t]+)*-S\b|[^\n|]*?--password-stdin\b|(?:sudo[ \t]+)?passwd[ \t]+--stdin\b)/g },
  // Thai writes the copula glued to the words before it: รหัสผ่าน…คือ VALUE ("the password … is").
  { name: "thai-copula", gate: "", pre: /รหัสผ่าน/, re: /รหัสผ่าน[^\n]{0,40}?คือ[ \t]*(?<q>["'“]?)(?<value>[!-~]{6,80}?)\k<q>(?=[ \t\n]|นะ|ครับ|ค่ะ|$)/g },
  // Typed declarations: Kotlin/Swift/TypeScript "password: String = "…"".
  { name: "typed-declaration", gate: "pass", re: /(?:[Pp]assword|[Pp]asswd|[Pp]assphrase|PASSWORD)\w*[ \t]*:[ \t]*[A-Za-z][\w<>?]*[ \t]*=[ \t]*(?<q>["'])(?<value>[^"'\n]{3,100})\k<q>/g },
  // Mail and cache protocols: IMAP "a1 LOGIN user pass", Redis "AUTH [user] pass", "requirepass …", "masterauth …".
  { name: "imap-login", gate: "login", re: /(?:^|\n|\s)[A-Za-z]?\d{1,4}[ \t]+LOGIN[ \t]+\S+[ \t]+(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>/g },
  // AUTH at a command's start (a line's, after a prompt "127.0.0.1:6379> ", or in a line that names the client): a card
  // receipt's "VISA ****7720  AUTH 0A41F9" is the issuer's approval code, not a command.
  { name: "redis-auth", gate: "auth", re: /(?:(?:^|\n)[ \t]*|>[ \t]*|\b(?:redis|valkey|keydb)[\w-]*\b[^\n]*?\s)AUTH[ \t]+(?:[\w.-]+[ \t]+)?(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>(?=[ \t]*(?:\n|$))/g },
  // Redis MONITOR echoes each command after "[db client]" with every argument quoted: "AUTH" "pass" or "AUTH" "user" "pass" (redis.io/commands/monitor).
  { name: "redis-monitor-auth", gate: "auth", re: /(?<=\][ \t]*)"AUTH"[ \t]+(?:"[^"\s]{1,64}"[ \t]+)?"(?<value>(?:[^"\\\n]|\\.){3,100})"(?=[ \t]*(?:\n|$))/g },
  { name: "redis-requirepass", gate: "", pre: /requirepass|masterauth|masterpass/, re: /\b(?:requirepass|masterauth|masterpass)[ \t]+(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>/g },
  // Cisco IOS and IOS-XE configuration ("show run"): "username NAME [privilege N] secret|password TYPE VALUE" and "enable
  // secret TYPE VALUE". The type says what follows (0 plain text, 7 a reversible encoding, 5/8/9 a hash): a device's
  // credential file, whose hashes are labelled passwords like a shadow file's. The type digit is required: it is what
  // tells the configuration line from prose ("enable password authentication").
  { name: "cisco-ios-secret", hash: true, gate: "", pre: /(?:username|enable)[ \t][^\n]*?(?:secret|password)[ \t]+\d[ \t]/, re: /(?:^|\n)[ \t]*(?:username[ \t]+\S+(?:[ \t]+privilege[ \t]+\d{1,2})?|enable)[ \t]+(?:secret|password)[ \t]+[05789][ \t]+(?<q>)(?<value>\S{4,200})(?=[ \t]*(?:\r?\n|$))/g },
  // The same configuration's other credentials: a terminal line's login password, the indented sub-command of "line vty 0 4",
  // "line con 0" ("password 7 0822…": type 7 is a reversible encoding, 0 plain text), and an SNMP v1/v2c community string
  // ("snmp-server community STRING [view V] RO|RW [acl]"), the shared password SNMP reads and writes a device with; the
  // defaults "public" and "private" open every device that keeps them and name no one's secret.
  { name: "cisco-line-password", hash: true, gate: "password", pre: /(?:^|\n)line[ \t]+(?:vty|con|console|aux)\b/, re: /\n[ \t]+password[ \t]+[07][ \t]+(?<q>)(?<value>\S{4,200})(?=[ \t]*(?:\r?\n|$))/g },
  { name: "snmp-community", gate: "community", check: (v) => !/^(?:public|private)$/i.test(v), re: /(?:^|\n)[ \t]*snmp-server[ \t]+community[ \t]+(?<q>)(?<value>\S{4,100})(?=[ \t]+(?:view[ \t]+\S+[ \t]+)?(?:RO|RW|ro|rw)\b|[ \t]*(?:\r?\n|$))/g },
  // strongSwan's and Libreswan's ipsec.secrets: "[selectors] : TYPE secret", one entry a line, TYPE PSK (a pre-shared key),
  // EAP, XAUTH or NTLM (a user's password), the secret quoted or bare (ipsec.secrets(5)). "RSA"/"ECDSA" lines name a key file.
  { name: "ipsec-secrets", gate: "", pre: /:[ \t]*(?:PSK|EAP|XAUTH|NTLM)[ \t]/, re: /(?:^|\n)[^\n:#]*:[ \t]*(?:PSK|EAP|XAUTH|NTLM)[ \t]+(?<q>["']?)(?<value>[^\s"']{4,200})\k<q>(?=[ \t]*(?:#[^\n]*)?(?:\r?\n|$))/g },
  // ssh-keygen's new (-N) and old (-P) passphrases, sudo -S fed by a here-string.
  { name: "ssh-keygen-passphrase", gate: "ssh-keygen", re: new RegExp(`\\bssh-keygen\\b[^\\n]*?[ \\t]-[NP][ \\t]+${Q}${V}`, "g") },
  { name: "sudo-herestring", gate: "sudo", re: /\bsudo[ \t]+(?:-\w+[ \t]+)*-S[ \t]*<<<[ \t]*(?<q>["']?)(?<value>[^\s"']{3,100})\k<q>/g },
  // Wi-Fi supplicant and NetworkManager files: psk="…" / psk=… in a file that names an SSID or WPA.
  { name: "wifi-psk", gate: "psk", pre: /ssid|wpa|wifi-security/i, re: /(?:^|\n)[ \t]*(?:psk|sae_password|wpa_passphrase)[ \t]*=[ \t]*(?<q>"?)(?<value>[^"\s]{8,63})\k<q>(?=[ \t]*(?:\n|$))/g },
  // MinIO's client: mc alias set NAME URL ACCESS_KEY SECRET_KEY (the secret is the fourth argument).
  { name: "mc-alias", gate: "mc ", re: /\bmc[ \t]+(?:alias[ \t]+set|config[ \t]+host[ \t]+add)[ \t]+\S+[ \t]+\S+[ \t]+\S+[ \t]+(?<q>["']?)(?<value>[^\s"']{6,100})\k<q>/g },
  // Credential files hold hashes that log in once cracked offline, and an htpasswd or shadow file is exactly what an
  // attacker wants: "user:$apr1$…" at a line's start (htpasswd, /etc/shadow), "user $2a$…" in a Caddy basicauth block.
  // A hash under a key of an application ("password_hash = …") and MySQL's "*<40 hex>" in a user table stay
  // look-alikes: halves E, H and N label those as checksums (round 6 kept this and relabelled K's one, see docs/privacy.md).
  // Gated by the pre-test alone: htpasswd's {SHA} form holds no "$" (round 7: the "$" gate never let "user:{SHA}…" through).
  { name: "credential-file-hash", hash: true, gate: "", pre: /(?:^|\n)[ \t]*[\w.@-]{1,64}:[$\{]/, re: new RegExp(`(?:^|\\n)[ \\t]*(?<q>)[\\w.@-]{1,64}:(?<value>${CRYPT})(?=[:\\s]|$)`, "g") },
  // The same entry quoted where no line starts: after a comment's "#" ("AUTH_FILE: /etc/auth   # nuwan:$2a$…"), or in prose
  // when the shadow file's own fields follow (":19700:0:99999:7:::", the days since 1970 of the last change). The crypt(3)
  // head is the evidence; a key naming the hash ("hash:$2b$…") is an application's column, a look-alike as above, and a
  // line that calls the entry an example or a format is documentation's.
  { name: "quoted-credential-entry", hash: true, gate: "$", lineBefore: (b) => !DOCS_WORDS.test(b), pre: /[\w.@-]:\$/, re: new RegExp(`(?:#[ \\t]*|(?<=[ \\t(\`]))(?<q>)(?!(?:\\w*hash|digest|crypt|bcrypt|password|passwd|pass|pw|pwd)\\b)[\\w.@-]{1,64}:(?<value>${CRYPT})(?=:\\d{0,6}:|(?<=#[^\\n]*)(?:\\s|$))`, "g") },
  // A crypt(3) hash as a positional value of an SQL row ("INSERT INTO users (id, login, pw_hash) VALUES (12, 'gpritchard',
  // '$2b$12$…')"): a dump of an account table is the credential file of every account in it, as a shadow file is. Only a
  // value of the tuple itself; "SET password_hash = '…'" under a key naming the hash stays a look-alike (C, D, P), and
  // MySQL's "*<40 hex>" (S) is no crypt(3) form.
  { name: "sql-row-hash", hash: true, gate: "values", pre: /\bVALUES\b[^\n]*'\$/i, lineBefore: (b) => /\bVALUES\b/i.test(b), re: new RegExp(`(?<=[(,][ \\t]*)(?<q>')(?<value>${CRYPT})\\k<q>(?=[ \\t]*[,)])`, "g") },
  // The newline is matched first and the lookbehind asked only there: a lookbehind first was tried at every position of the
  // text (up to 400 characters back each time); "^" could never follow it.
  { name: "basicauth-hash", hash: true, gate: "basic", pre: /basic_?auth/i, re: new RegExp(`\\n(?<=basic_?auth\\b[^}]{0,400})[ \\t]*(?<q>)[\\w.@-]{1,64}[ \\t]+(?<value>${CRYPT})(?=\\s|$)`, "gi") },
  // The word for password and the value right after it, no copula (Indonesian "passwordnya X ya", Hungarian "a jelszó X",
  // Kazakh "құпия сөз X", a VPN's "PSK X"): only a value that reads as generated — both cases, a digit and a symbol, or
  // the classes changing throughout with no word inside (`generatedToken`) — since "password reset" is English.
  { name: "word-then-value", gate: "", pre: /passwordnya|sandinya|jelsz[óo]|fjalëkalim|lozink|парол|лозинк|პაროლ|slaptažod|heslo|passwor[dt]|contrase|senha|wachtwoord|has[łl]o|nenosiri|wagwoord|cyfrinair|pasfhocal|pasahitza|contrasinal|psk|pre-shared key|құпия сөз/i, check: (v) => (/\p{Lu}/u.test(v) && /\p{Ll}/u.test(v) && /\d/.test(v) && /[!#$%&*+=?@^_~.-]/.test(v)) || generatedToken(v), re: /(?<![\p{L}])(?:passwordnya|kata sandinya|sandinya|jelszó|jelszo|jelszava|fjalëkalimi|lozinka|lozinku|пароль|парола|лозинка|лозинку|პაროლი|slaptažodis|heslo|password|passwort|contraseña|senha|wachtwoord|hasło|nenosiri|wagwoord|cyfrinair|pasfhocal|pasahitza|contrasinal|psk|pre-shared key|құпия сөз)[ \t]+(?<q>["'`“«]?)(?<value>[^\s"'`”»,;()]{7,79}[^\s"'`”»,;().])\k<q>(?=[ \t,;)\n."'`”»]|$)/giu },
  // An account declared with its shadow entry in a configuration tool: Puppet's user resource ("password => '$6$…'"), Chef's
  // user block, cloud-init's "passwd: $6$…", Ansible's user module. The hash is the account's login once cracked, as in a
  // shadow file, unlike an application's password_hash column (a look-alike, see credential-file-hash).
  // Proxmox's VM configuration keeps cloud-init's "cipassword:" as such a hash (qm set --cipassword), and HAProxy's
  // userlist section declares each account as "user NAME password HASH" (its "insecure-password" is the plain text).
  { name: "account-resource-hash", hash: true, gate: "$", pre: /\buser\b[^\n]{0,60}(?:\{|\bdo\b|:|\bpassword\b)|\b(?:ci)?passw(?:or)?d:/, re: new RegExp(`(?:\\buser[ \\t]*\\{[^}]{0,400}?\\bpassword[ \\t]*=>[ \\t]*|\\buser[ \\t]+["'][^"'\\n]+["'][ \\t]+do\\b[^]{0,400}?\\n[ \\t]*password[ \\t]+|(?:^|\\n)[ \\t]*(?:-[ \\t]+)?(?:ansible\\.builtin\\.)?user:[ \\t]*\\n(?:[ \\t]+\\w+:[^\\n]*\\n){0,8}?[ \\t]+password:[ \\t]*|\\bpasswd:[ \\t]*|(?:^|\\n)cipassword:[ \\t]*|(?:^|\\n)[ \\t]*user[ \\t]+[^\\s"']{1,64}[ \\t]+password[ \\t]+)(?<q>["']?)(?<value>${CRYPT})\\k<q>`, "g") },
  // A JDBC or other driver URL whose user and password stand as "user/password@host" after the scheme's colon
  // ("jdbc:oracle:thin:scott/…@//db:1521/ORCL"), the form oracle-logon reads after a command.
  { name: "slash-userinfo", gate: "/", strict: true, pre: /:[A-Za-z][\w$#.-]{0,30}\/[^\s/@"']{3,100}@/, re: /(?<=[a-z]:)(?<q>)[A-Za-z][\w$#.-]{0,30}\/(?<value>[^\s/@"']{3,100})@(?=\/\/|[A-Za-z0-9][\w.-]*(?::\d{1,5})?(?:[/\s"']|$))/g },
  // A connection string's quoted value, which may hold the ";" that otherwise ends it: Password='P@ss;w0rd'.
  { name: "quoted-conn-value", gate: "=", pre: /(?:password|pwd)[ \t]*=[ \t]*["'][^"'\n]*;/i, re: /(?<![\w.-])(?:password|pwd)[ \t]*=[ \t]*(?<q>["'])(?<value>[^"'\n]{3,100})\k<q>(?=[ \t]*(?:;|$|["'\n]))/gi },
  // A login pair in prose, user then password after a slash ("login with admin / Beograd2024!", "accounts: pentest01 /
  // Kq8#…"): the slash between two words is also "read / write", so the value must read as a password by its shape alone.
  // A full stop after it ends the sentence ("admin / *y9D_jDue3x. MAC on the sticker …"), not the value.
  { name: "slash-login-pair", gate: " / ", strict: true, check: (v) => passwordShaped(v), re: /(?<![^\s:(`'"])(?<q>)[a-z][\w.@-]{1,30}[ \t]+\/[ \t]+(?<value>[^\s"'`,;()]{7,63}[^\s"'`,;().])(?=[\s"'`,;()]|\.(?:\s|$)|$)/g },
  // A default administrative account's login handed over as a pair: "admin/Garage-Cam-2026!", "admin / Records-2019-Hospice",
  // "pi / noborigama-Shigaraki8", "basic auth (admin:Pearl-Grade-A1)". The accounts routers, cameras, NAS boxes, databases and
  // Raspberry Pi OS ship with (admin, administrator, root, pi, ubnt, sa) say the pair is a login, so the value need only read
  // as chosen (three classes of characters), not carry the symbol any word after a slash must ("read / write"). Not in a path
  // ("/admin/Reports-2024", "admin/Build-7/…"): nothing but a space, a colon or an opening bracket before, no slash after.
  // Lower-case words joined with a digit and no symbol ("admin/settings-page-v2") are a route's or a repository's path (round 24).
  { name: "admin-account-pair", gate: "", strict: true, check: (v) => !REPOSITORY_PATH_WORDS.test(v), pre: /(?:admin|administrator|root|pi|ubnt|sa)(?:[ \t]*\/|:)/i, re: /(?<![^\s:(`'"])(?:admin|administrator|root|pi|ubnt|sa)(?:[ \t]*\/[ \t]*|:)(?<q>)(?<value>[^\s"'`,;()/:@<>]{5,63}[^\s"'`,;()/:@<>.!?]|[^\s"'`,;()/:@<>]{5,63}!)(?=[\s"'`,;)]|[.?](?:\s|$)|$)/gi },
  // A login pair named as an HTTP basic-auth credential in prose ("basic-auth is still `ops:Adom-Ops-2023`", "needs basic auth
  // (admin:Pearl-Grade-A1)", "basic auth omar / Tamr-Majhool-2026"): the words say the pair is a user and its password, so
  // any user may stand before it; the value must read as a password (a symbol, or joined words with a capital and a digit).
  { name: "basic-auth-pair", gate: "basic", strict: true, pre: /basic[ _-]?auth/i, check: (v) => passwordShaped(v) || joinedWordsWithDigit(v), re: /\bbasic[ _-]?auth\b[^\n]{0,40}?(?<![\w.@-])[A-Za-z][\w.-]{0,30}(?::|[ \t]+\/[ \t]+)(?<q>)(?<value>[^\s"'`,;()\/:]{5,63}[^\s"'`,;().\/:])(?=[\s"'`,;()]|\.(?:\s|$)|$)/gi },
  // Tasmota's console and Backlog commands (tasmota.github.io, "Commands"): "Password1 …"/"Password2 …" set the Wi-Fi
  // networks' passwords, "MqttPassword …" the broker's, "WebPassword …" the web UI's; one command a line or several joined by
  // ";" after "Backlog". "1" resets a password to the firmware's default and is no value (the strict test drops it).
  { name: "tasmota-password", gate: "password", strict: true, pre: /(?:^|[;\n]|backlog|cmd:)[ \t]*(?:mqtt|web)?password[1-3]?[ \t]+\S/i, re: /(?:^|[;\n]|\bBacklog\b|\bCMD:)[ \t]*(?:MqttPassword|WebPassword|Password[1-3]?)[ \t]+(?<q>)(?<value>[^\s;"']{4,64})(?=[ \t]*(?:;|\r?\n|$))/gi },
  // Pulumi's encrypted settings (pulumi.com/docs, "pulumi config set --secret KEY VALUE"): the value typed on the command line
  // is the secret the stack encrypts.
  { name: "pulumi-config-secret", gate: "pulumi", re: /\bpulumi[ \t]+config[ \t]+set[ \t]+--secret[ \t]+(?:--path[ \t]+)?[\w:.[\]-]{1,80}[ \t]+(?<q>["']?)(?<value>[^\s"']{4,200})\k<q>(?=\s|$)/g },
  // IRC services' login (Atheme's and Anope's NickServ help: "IDENTIFY [account] password"): "/msg NickServ IDENTIFY …",
  // "/ns identify …", "PRIVMSG NickServ :IDENTIFY …". The password is the line's last argument.
  { name: "nickserv-identify", gate: "identify", re: /(?:\bNickServ[ \t]+:?|\/ns[ \t]+)IDENTIFY[ \t]+(?:[^\s:]{1,30}[ \t]+)?(?<q>)(?<value>[^\s]{4,100})(?=[ \t]*(?:\r?\n|$))/gi },
  // ipmitool(1): "-U user -P password" logs in to a BMC over the LAN interfaces ("-I lanplus -H host -U admin -P …").
  { name: "ipmitool-pass", gate: "ipmitool", re: new RegExp(`\\bipmitool\\b[^\\n]*?[ \\t]-P[ \\t]+${Q}${V}`, "g") },
  // Net-SNMP's commands (snmpcmd(1)): "-c COMMUNITY" is v1/v2c's shared password, "-A" and "-X" SNMPv3's authentication and
  // privacy pass phrases. The defaults "public" and "private" open every device that keeps them and name no one's secret.
  // The command is asked behind each flag (a lookbehind tried only where " -c", " -A" or " -X" stands), so every flag of
  // one line is read, not only the first.
  { name: "net-snmp-pass", gate: "snmp", check: (v) => !/^(?:public|private)$/i.test(v), re: new RegExp(`[ \\t]-[cAX](?<=\\bsnmp(?:walk|bulkwalk|get|getnext|bulkget|set|table|trap|inform|delta|df|netstat|status|usm|vacm|test)\\b[^\\n]*[ \\t]-[cAX])[ \\t]*${Q}${V}`, "g") },
  // FileZilla's sitemanager.xml and recentservers.xml keep each server's password as <Pass>, base64-encoded since 3.26
  // (<Pass encoding="base64">): an encoding, not a hash, so the value is the password in another spelling.
  // A factory default in base64 ("YWRtaW4=", "admin") is no one's secret: the decoded value passes the checks every password does.
  { name: "filezilla-pass", gate: "<pass", check: decodedPasswordOk, re: /<Pass(?:[ \t]+encoding="base64")?>(?<q>)(?<value>[^<\s]{4,200})<\/Pass>/g },
  // PgBouncer's auth_file (userlist.txt): one '"user" "password"' a line, the password plain, "md5…" or "SCRAM-SHA-256$…"
  // (pgbouncer.org, "Authentication file format"); the file is the credential store of every role in it, as a shadow file is.
  { name: "pgbouncer-userlist", hash: POOLER_HASH, gate: "", pre: /pgbouncer|userlist|auth_file/i, re: /(?:^|\n)[ \t]*"[^"\s]{1,64}"[ \t]+"(?<q>)(?<value>[^"\s]{4,300})"(?=[ \t]*(?:[;#][^\n]*)?(?:\r?\n|$))/g },
  // pfSense's and OPNsense's config.xml keep each system user's login as <bcrypt-hash> (older releases <sha512-hash>) inside
  // <user>: the firewall's own credential file, as a shadow file is.
  { name: "pfsense-user-hash", hash: true, gate: "-hash>", re: new RegExp(`<(?<tag>bcrypt-hash|sha512-hash)>(?<q>)(?<value>${CRYPT})</\\k<tag>>`, "g") },
  // Bundler's credentials for a private gem source (bundler.io, "bundle config": "bundle config set --global gems.example.com
  // user:password"), kept in ~/.bundle/config.
  { name: "bundler-source-credentials", gate: "bundle", pre: /\bbundle[ \t]+config\b/, re: /\bbundle[ \t]+config[ \t]+(?:set[ \t]+)?(?:--(?:global|local)[ \t]+)?[\w-]+(?:\.[\w-]+)+(?:[/:][\w./-]*)?[ \t]+[\w.@%-]{1,64}:(?<q>)(?<value>[^\s"'`]{3,100})(?=\s|$)/g },
  // A combolist line ("ama@mail.com:Serwaa1988!", what breach dumps and credential-stuffing logs hold): an e-mail address, a
  // colon and the password; a port ("…:587") or a path ("git@github.com:org/repo") is not one.
  { name: "email-pass-pair", gate: "@", strict: true, pre: /@[\w-]+(?:\.[\w-]+)+:[^\s\d/]/, re: /(?<![\w.+%-])[\w.+%-]{1,64}@[\w-]+(?:\.[\w-]+)+:(?<q>)(?<value>[^\s:"'`/<>]{6,100})(?=[\s"'`,;)]|$)/g },
  // An LDAP entry's userPassword (RFC 2307's "{SCHEME}" and the scheme's base64 digest, OpenLDAP's slappasswd output): the
  // directory is the credential file of every account in it, as a shadow file is, so its hash is the login once cracked.
  // A body that is no digest ("{SSHA}changeme" in an admin guide) or a locked "{CRYPT}*" is not matched.
  { name: "ldif-user-password", hash: true, gate: "userpassword", re: /(?:^|\n)userPassword:[ \t]*(?<q>)(?<value>\{(?:SSHA|SHA|SMD5|MD5|SSHA256|SSHA512|SHA256|SHA512|PBKDF2(?:-SHA\d+)?|ARGON2)\}[A-Za-z0-9+/$.=-]{20,200}|\{CRYPT\}\$[\w.\/$]{20,200})(?=\s|$)/gi },
  // Terraform's random_password resource (registry.terraform.io, hashicorp/random): its state keeps the generated password
  // as the "result" attribute, in plain text, and that is the value the resource exists to hand to a database or a login.
  // Pulumi's random provider is the same resource (bridged from Terraform's): its stack export names it in the URN
  // ("…random:index/randomPassword:RandomPassword::db") and keeps the password as the same "result" output.
  { name: "terraform-random-password", gate: "random", pre: /random_password|index\/randomPassword:/, re: /(?:"type":[ \t]*"random_password"|"urn":[ \t]*"urn:pulumi:[^"\n]*:index\/randomPassword:[^"\n]*")[^\n]{0,400}?"result":[ \t]*(?<q>)"(?<value>(?:[^"\\\n]|\\.){4,200})"/g },
  // cloud-init's chpasswd module (cloudinit.readthedocs.io, "Set Passwords"): "chpasswd:" then "list: |" and one "user:password"
  // line per account; "RANDOM" (or "R") asks cloud-init to generate one, and a hash after the colon is a shadow entry.
  { name: "cloud-init-chpasswd", gate: "chpasswd", pre: /chpasswd:[ \t]*\n/, check: (v) => !/^(?:RANDOM|R)$/.test(v), re: /(?<=(?:^|\n)[ \t]*chpasswd:[ \t]*\n(?:[ \t]+[^\n]*\n){0,3}?[ \t]+list:[ \t]*\|[-+]?[ \t]*\n(?:[ \t]+[\w.-]+:[^\s:]+[ \t]*\n){0,20}?)[ \t]+[\w.-]+:(?<q>)(?<value>[^\s:]{3,100})(?=[ \t]*(?:\n|$))/g },
  // Windows "netsh wlan show profile NAME key=clear" prints the Wi-Fi key as "Key Content : …" (German "Schlüsselinhalt",
  // French "Contenu de la clé", Spanish "Contenido de la clave").
  { name: "netsh-key-content", gate: "", pre: /Key Content|Schlüsselinhalt|Contenu de la clé|Contenido de la clave/, re: /(?:Key Content|Schlüsselinhalt|Contenu de la clé|Contenido de la clave)[ \t]*:[ \t]*(?<q>)(?<value>[^\s]{8,63})(?=[ \t]*(?:\r?\n|$))/g },
  // signtool (Windows SDK): "signtool sign /f cert.pfx /p PASSWORD": /p is the .pfx file's password.
  { name: "signtool-pfx", gate: "signtool", re: new RegExp(`\\bsigntool(?:\\.exe)?\\b[^\\n]*?[ \\t]/p[ \\t]+${Q}${V}`, "gi") },
  // echo 'user:pass' | chpasswd, chpasswd <<< "user:pass"
  { name: "chpasswd", gate: "chpasswd", re: /(?:\b(?:echo|printf)[ \t]+(?:-e[ \t]+)?(?<q>["']?)[\w.-]+:(?<value>[^\s"':]{3,100})\k<q>[ \t]*\|[ \t]*(?:sudo[ \t]+)?chpasswd|\bchpasswd[ \t]*<<<[ \t]*(?<q2>["']?)[\w.-]+:(?<value2>[^\s"':]{3,100})\k<q2>)/g },
  // A login handed over as "user/password" after a word for credentials ("creds ADMIN/…", "login root/…", "Zugangsdaten
  // admin/…"): the slash joins the pair as BMC, router and appliance docs print defaults ("root/calvin"). The word must
  // stand just before the pair, and the value must read as chosen or generated: "login page/flow" is no pair.
  { name: "creds-slash-pair", gate: "", strict: true, pre: /\b(?:creds?|credentials|login|logins|zugangsdaten|zugang|identifiants|credenciales|credenciais|accesso)\b/i, re: /\b(?:creds?|credentials|login|logins|Zugangsdaten|Zugang|identifiants|credenciales|credenciais|accesso)(?:[ \t]+(?:is|are|sind))?[ \t]*:?[ \t]+(?<q>["'`]?)[A-Za-z][\w.@-]{0,30}\/(?<value>[^\s"'`/,;()]{6,64})\k<q>(?=[\s"'`,;)]|\.(?:\s|$)|$)/gi },
  // A cracking tool's result: "→ cracked: X", "cracked as X" (pentest reports, hashcat and John the Ripper notes): what a
  // hash cracked to is the password it stored.
  { name: "cracked-hash", gate: "crack", strict: true, re: /\bcracked(?:[ \t]+(?:as|to))?[ \t]*(?:[:=]|->|→)?[ \t]*(?<q>["'`]?)(?<value>[^\s"'`,;()]{4,100}?)\k<q>(?=[\s"'`,;)]|\.(?:\s|$)|$)/gi },
  // What a secret decodes to: `kubectl get secret … -o jsonpath='{.data.password}' | base64 -d`, then the plain value as the
  // command's output on the next line or pasted as a comment after it. A secret, password or token word stands before the
  // decode (on its line or the lines just before), and the value must read as chosen or generated.
  { name: "decoded-secret", gate: "base64", strict: true, pre: /\bbase64[ \t]+(?:-d|--decode|-D)\b/, re: /(?:secret|password|passwd|token|\.data\b)[^]{0,240}?\bbase64[ \t]+(?:-d|--decode|-D)\b[ \t]*(?:#[ \t]*|\r?\n[ \t]*)(?<q>)(?<value>[^\s"'`#$<>]{6,100})(?=[ \t]*(?:\r?\n|$))/gi },
];

// Group offsets ("d") for every form: the finding is the value alone.
for (const f of FORMS) if (!f.re.flags.includes("d")) f.re = new RegExp(f.re.source, f.re.flags + "d");
/** Each form's necessary words (word-gates.ts): a form whose pre-test or pattern words are all absent is not tried. */
const NEEDS = new Map(FORMS.map((f) => [f, neededWords(f.pre, f.re)]));
/**
 * Each form's gate substring, answered by the one cue-word scan (name-gates.ts) that reads the lower-cased text once for
 * every reader, instead of one `includes` over the text per form (~50 a text). A gate with a capital letter could never
 * stand in the lower-cased text: such a form is never tried, as before.
 */
const GATES = new Map(FORMS.map((f) => [f, f.gate === f.gate.toLowerCase() ? (f.gate ? gateWords([f.gate]) : undefined) : null]));

export function findPasswordForms(text: string): Finding[] {
  const out: Finding[] = [];
  const present = presentGateWords(text);
  for (const f of FORMS) {
    const gate = GATES.get(f);
    if (gate === null || (gate && !anyPresent(gate, present)) || !wordsPresent(NEEDS.get(f)!, text) || (f.pre && !f.pre.test(text))) continue;
    for (const m of execAll(f.re, text)) {
      const g = m.indices!.groups!;
      const [start, end] = g.value ?? g.value2!;
      const value = text.slice(start, end);
      const storedHash = f.hash === true || (f.hash instanceof RegExp && f.hash.test(value));
      if (!storedHash && !secretValueOk("password", value, text, start)) continue;
      if (f.strict && !strongPassword(value)) continue; // "-u 1000:1000", "--user app:ro": ids and modes, not passwords
      if (f.check && !f.check(value)) continue;
      if (f.lineBefore && !f.lineBefore(text.slice(text.lastIndexOf("\n", start - 1) + 1, start))) continue;
      out.push({ type: "password", start, end, detector: `password-form:${f.name}`, confidence: 0.85 });
    }
  }
  return out;
}
