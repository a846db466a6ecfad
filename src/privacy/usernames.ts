import { execAll } from "./regex.ts";
import { nameShapedHandle } from "./handle-shape.ts";
import { anyPresent, gateWords, literalAlternatives, necessaryWords, presentGateWords } from "./name-gates.ts";
import { isOrdinaryWord, nameEvidence, plausibleHandleWord, plausibleLowerName } from "./person-names.ts";
import { scanGate } from "./word-gates.ts";
import type { Finding } from "./types.ts";

/**
 * User names: a handle in a place that only ever holds an account name — `ssh nikos@host`, `curl -u
 * jsmith:…`, `docker login -u ewa-k`, `Accepted publickey for mhernandez`, `for user "jlindqvist"`,
 * `https://oliver-t:…@`, `Merge pull request #12 from kwame-asante/…`, an SSH key's `yara@laptop`
 * comment. A handle names a person, so the finding is a person_name; system and service accounts
 * (root, ubuntu, postgres, deploy, app_rw, …) are left alone.
 */
const H = "[A-Za-z][A-Za-z0-9._-]{1,38}[A-Za-z0-9]";

/** strict: the context also holds ordinary words (/users/settings, checkout feature/x): the handle must not be one. */
/** lineStart: the pattern is tried only at the start of each line (sticky), not at every position. */
/** pre: a cheaper substring test tried before the gate (indexOf scans faster than a regex alternation). */
/** Words that name a device's place or use ("Office-PC", "Lab-iPad"), which the ordinary-word lexicon may lack. */
const DEVICE_ROLES = new Set("office work home lab test dev kitchen living guest conference meeting room shared spare old new main front reception studio garage demo kiosk family kids school corp".split(" "));
const PERSONAL_DEVICE = /^(?:thinkpad|xps|laptop|macbook|mbp|mba|imac|mac-mini|iphone|ipad|pixel|surface|zenbook)/;
const DEVICE_WORDS = ["phone", "ipad", "macbook", "imac", "pixel", "galaxy", "android", "laptop", "-pc", "desktop", "tablet", "thinkpad", "surface", "mac-mini"];
/** A display name or handle at a chat line's head (Unicode letters: Discord and Slack names are not ASCII-only). */
/** Emoji a chat tool or a writer puts before a speaker ("[11:02] 🧑‍💻 kahiau:", "👀 mahina.kealoha:"). */
const EMOJI_LEAD = "(?:\\p{Extended_Pictographic}[\\u200D\\uFE0F\\u{1F3FB}-\\u{1F3FF}]*[ \\t]*){0,6}"; // one pictograph per repetition: no backtracking blow-up
const SPEAKER = "[\\p{L}][\\p{L}\\p{M}\\p{N}._-]{1,38}[\\p{L}\\p{M}\\p{N}]";
/** shape: the position holds service accounts as often as people ("Benutzer x", a bare "x:" speaker): the handle must be built from a name (handle-shape.ts). */
/** words: literals one of which the context needs, looked up in the one scan of name-gates.ts (a gate that is a plain alternation gives its own). */
/** account: the position holds nothing but an account (a logon's account, a created database user, DOMAIN\\user): a handle built from a name, or one that reads as a person's login (accountLogin below). */
/** What every person-key match holds (its role word, then its separator), in the lower-cased text that context's `pre` reads. */
/** The role words of a key that names a person ("owner", "assignee", "reviewer"…; a token's "sub" apart, see person-key). */
const PERSON_ROLES = "user_?name|user|login|actor|owner|assignee|reviewer|requester|author|committer|operator|principal";
const PERSON_KEY_SEPARATOR = new RegExp(`(?:${PERSON_ROLES}|sub)["']?[ \\t]*[:=]`);
const RAW_CONTEXTS: Array<{ name: string; re: RegExp; gate: RegExp; words?: string[]; strict?: boolean; shape?: boolean; account?: boolean; lineStart?: boolean; pre?: (lower: string) => boolean }> = [
  { name: "url-user", re: /\b[a-z][a-z0-9+.-]{1,20}:\/\/(?:[A-Za-z][\w-]{0,20};)?(?<user>[A-Za-z][A-Za-z0-9._-]{1,38}[A-Za-z0-9]):[^\s/@]*@/g, gate: /:\/\// },
  {
    name: "cli-user-flag",
    re: new RegExp(`(?:^|[\\s;|&(])(?:-u|-U|-l|--user|--username|--login|--user-name|--auth)(?:[ \\t]+|=)["']?(?<user>${H})(?=["']?(?:[\\s:]|$))`, "g"),
    gate: /-u|-l|--user|--login|--auth/,
  },
  // The command, not a word that begins with its name: "ssh-rsa" and "ssh-ed25519" are key types, "ssh-keygen" and "ssh-add"
  // other tools, so a hyphen after the name ends the match (ssh-copy-id, listed, is the one such tool that takes a target).
  { name: "ssh-target", re: new RegExp(`\\b(?:ssh-copy-id|ssh|scp|sftp|rsync|mosh|autossh)\\b(?!-)[^\\n]*?[\\s'"](?<user>${H})@[\\w.-]+`, "g"), gate: /ssh|scp|sftp|rsync|mosh/ },
  { name: "user-at-host", re: new RegExp(`(?<![\\w.@+/:-])(?<user>${H})@(?:\\d{1,3}(?:\\.\\d{1,3}){3}|[a-z][a-z0-9-]*(?:\\.[a-z0-9-]+)*(?=:[\\w~./-])|[a-z][a-z0-9-]*(?![\\w.@-]))`, "g"), gate: /@/ },
  {
    name: "log-user",
    re: new RegExp(`(?:\\b(?:(?:Accepted|Failed) (?:publickey|password|keyboard-interactive(?:/pam)?) for(?: invalid user)?|Invalid user|session (?:opened|closed) for user|for user|by user|failed for user|as user)[ \\t]+|\\b(?:user|USER|LOGNAME|username|USERNAME|login_user|db_user|ssh_user|actor|assignee|reviewer|requester|(?:requested|created|updated|approved|triggered|deleted|modified|assigned|reviewed|started|run|owned|submitted|initiated)_?by)=|(?:^|\\n)[ \\t]*(?:User|login)[ \\t]+|\\b[Uu]ser[ \\t]+(?!(?:was|is|has|had|were|are|got|gets|can|will|would|should|must|may|might|not|then|also|who|that|which)\\b)(?=[A-Za-z][\\w.-]*[ \\t]+(?:logged|signed|connected|authenticated|disconnected|failed|locked|unlocked)\\b)|\\bmachine[ \\t]+\\S+[ \\t]+login[ \\t]+|uid=\\d+\\()["'\`]?(?<user>${H})(?=["'\`)]?(?:[\\s,;)]|:[ \\t]|$))`, "g"),
    gate: /user|login|logname|accepted|failed|uid=|actor=|author=|owner=|assignee=|reviewer=|requester=|by=/,
  },
  // A bare role word before a handle, no key's separator between: "(user kalani)", "operator kofi", "identity angus.jamieson",
  // "Session 41 of User fbalogun.", "user saara insecure-password …" — logs and prose name the account that acted. Missed in
  // T, AB and AC (README round 23). The handle must end there (a bracket, a colon or semicolon, a sentence's end, the line's
  // end, or its password after it) and read as a person's login (account): "user data", "user root", "operator precedence"
  // do not. Not before a comma: "user aisrelay, host …", "(user telma, pass …)" list a service's settings as often.
  {
    name: "role-word-user",
    account: true,
    re: new RegExp(`\\b(?<![.-])(?:[Uu]ser|USER|[Oo]perator|[Ii]dentity)[ \\t]+(?<user>${H})(?=["'\`]?(?:[;)]|:[ \\t]|\\.(?:[ \\t]|$)|[ \\t]*(?:\\r?\\n|$)|[ \\t]+(?:insecure-password|password|pw)\\b))`, "g"),
    gate: /user|operator|identity/,
  },
  { name: "json-user", re: new RegExp(`["'](?:user(?:_?name)?|display_?name|screen_?name|nick(?:_?name)?|login|handle|github(?:_user)?|account|owner|author|actor|requester|reviewer|assignee|committer|sender|recipient|created_?by|updated_?by|triggered_?by|approved_?by|deleted_?by|modified_?by)["'][ \\t]*:[ \\t]*["'](?<user>${H})["']`, "g"), gate: /user|login|handle|github|account|owner|author|actor|requester|reviewer|assignee|committer|sender|recipient|_by"|by"|display|screen|nick/ },
  // The same keys written as a pair, as Postman's collections and environments, HAR's name/value lists and k8s env entries
  // do: {"key": "username", "value": "ayu.pratiwi"}, {"name": "login", "value": "…"} (secret-fields.ts PAIRS reads a
  // password in that form). Missed in five training halves' Postman exports (L, O, V, X, Y: README round 21).
  {
    name: "json-user-pair",
    re: new RegExp(`["'](?:key|name)["'][ \\t]*:[ \\t]*["'](?:user(?:_?name)?|login|handle|account|owner|author|assignee|reviewer)["'][ \\t]*,[ \\t]*["']value["'][ \\t]*:[ \\t]*["'](?<user>${H})["']`, "gi"),
    gate: /value/,
  },
  // A key in any case style whose last word is a person's role — JSON's "userName", YAML's MYSQL_USER, an env's PGUSER, HCL's
  // owner_login, "triggering_actor" — holding a handle: json-user reads only the lower-case spellings it lists. The key
  // (camelCase, SCREAMING_SNAKE, prefixed) says an account; service and team accounts sit there as often as people, so
  // the handle must be built from a name (shape), and the value must end at its quote, the line, a separator or the next
  // key ("Marco De Luca", "owner: Dana Kim" are the name readers'). A bounded key prefix: no backtracking on long ids.
  {
    name: "person-key",
    shape: true,
    re: new RegExp(`(?<![A-Za-z0-9])["']?(?:[A-Za-z0-9_-]{0,30}?(?:${PERSON_ROLES}|_sub)|sub)["']?[ \\t]*[:=][ \\t]*(?<q>["']?)(?<user>${H})\\k<q>(?=[,;})\\]]|[ \\t]*(?:\\r?\\n|$)|[ \\t]+(?:[^A-Za-z\\s]|[A-Za-z_]+[:=]))`, "gi"),
    // (An operator and a principal act as the person they name; a token's "sub" claim, alone or at a key's end, is its subject.)
    gate: new RegExp(`${PERSON_ROLES}|sub`),
    // Every match holds a role word right before its separator ("owner:", "USER =", "assignee\":"); the scan above tries a
    // 30-character key prefix at every word start, so the lower-cased text is asked for that pair first (~1 text in 70 of the speed bench has one).
    pre: (l) => PERSON_KEY_SEPARATOR.test(l),
  },
  // A handle speaking in a timestamped chat log: "[14:03] henrik.s: np", "10:41 k_osei: merged".
  { name: "timestamped-handle", lineStart: true, re: new RegExp(`[ \\t]*(?:\\[\\d{1,2}:\\d{2}(?::\\d{2})?\\]|\\d{1,2}:\\d{2}(?::\\d{2})?)[ \\t]+@?(?<user>\\p{Ll}[\\p{Ll}\\p{M}0-9]*[._-][\\p{Ll}\\p{M}0-9._-]*[\\p{Ll}\\p{M}0-9]):[ \\t]`, "gu"), gate: /\d:\d\d/ }, // "ana-lucía": a handle may have letters with marks
  { name: "irc-nick", re: new RegExp(`(?:^|\\n)[ \\t]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?[ \\t]+)?<[@+%]?(?<user>${H})>[ \\t]`, "g"), gate: /</ },
  {
    name: "account-admin",
    // useradd/usermod/passwd/userdel … NAME, sudo -u NAME, crontab -u NAME, chown NAME:group
    re: new RegExp(`\\b(?:(?:useradd|adduser|usermod|userdel|deluser|passwd|chage|chsh)\\b(?![:=])[^\\n;&|]*?[ \\t]|(?:sudo|crontab|su)[ \\t]+(?:-\\w+[ \\t]+)*?-u[ \\t]+|\\bsu[ \\t]+-[ \\t]+|\\bchown[ \\t]+(?:-\\w+[ \\t]+)*)(?<user>${H})(?=[ \\t]*(?:$|[;&|\\n:]|[ \\t]))`, "g"),
    gate: /useradd|adduser|usermod|userdel|deluser|passwd|chage|chsh|sudo|crontab|su |chown/,
  },
  // Apache/nginx access logs: `203.0.114.9 - olga [12/Oct/2025:08:06:15 +0000] "GET …"` (the third field is the user).
  { name: "access-log-user", lineStart: true, re: new RegExp(`[\\w.:-]+[ \\t]+\\S+[ \\t]+(?<user>${H})[ \\t]+\\[\\d{1,2}\\/[A-Za-z]{3}\\/\\d{4}:`, "g"), gate: /\/\d{4}:/ },
  // Profile URLs and API paths: /users/olga, /profile/kwame.mensah/avatar, github.com/amaranw
  {
    name: "profile-path",
    re: new RegExp(`(?:\\/(?:users?|profiles?|people|members?|u|accounts?|authors?)\\/|(?<![\\w.-])(?:www\\.)?(?:github|gitlab|bitbucket|codeberg)\\.(?:com|org)\\/)@?(?<user>${H})(?=\\/?(?:["'\\s),?#]|$)|\\/(?:avatar|photo|profile|settings|repos|followers|keys)\\b)`, "g"),
    pre: (l) => l.includes("/"),
    gate: /\/(?:users?|profiles?|people|members?|u|accounts?|authors?)\/|(?:github|gitlab|bitbucket|codeberg)\.(?:com|org)\//,
    strict: true,
  },
  // Social and booking profiles: the first path segment is always a person's handle (linkedin.com/in/…, calendly.com/…/30min).
  {
    name: "social-profile",
    re: new RegExp(`(?<![\\w.-])(?:[a-z]{2,3}\\.|www\\.)?(?:linkedin\\.com\\/in|calendly\\.com|twitter\\.com|x\\.com|instagram\\.com|facebook\\.com|medium\\.com|dev\\.to|keybase\\.io|t\\.me|threads\\.net|bsky\\.app\\/profile|mastodon\\.social)\\/@?(?<user>${H})(?![\\w.-])`, "g"),
    pre: (l) => l.includes(".com/") || l.includes(".to/") || l.includes(".io/") || l.includes(".me/") || l.includes(".net/") || l.includes(".app/") || l.includes(".social/"),
    gate: /linkedin\.com|calendly\.com|twitter\.com|x\.com\/|instagram\.com|facebook\.com|medium\.com|dev\.to\/|keybase\.io|t\.me\/|threads\.net|bsky\.app|mastodon\.social/,
    strict: true,
  },
  // Code annotations that name their owner: TODO(kasia), FIXME(olu), XXX(tnguyen), HACK(ewa.k)
  { name: "todo-owner", re: new RegExp(`\\b(?:TODO|FIXME|XXX|HACK|NOTE|BUG|OPTIMIZE|REVIEW|NB)\\(@?(?<user>[A-Za-z][\\w.-]{1,30})\\)`, "g"), pre: (l) => l.includes("todo(") || l.includes("fixme(") || l.includes("xxx(") || l.includes("hack(") || l.includes("note(") || l.includes("bug(") || l.includes("optimize(") || l.includes("review(") || l.includes("nb("), gate: /todo\(|fixme\(|xxx\(|hack\(|note\(|bug\(|optimize\(|review\(|nb\(/, strict: true },
  // Who a command or a login acted as: "deploying as s.oyelaran", "Logged in as kowalczykm", "deploying 8bd344fd to 10.1.2.3 as sooah" (a
  // commit, a host or an address may stand between the verb and "as"), "HTTP Basic: Access denied for kalani.akana", "denied to lwazi-dlamini".
  {
    name: "acting-as",
    re: new RegExp(`\\b(?:(?:[Dd]eploying|[Rr]unning|[Aa]cting|[Ll]ogged in|[Ss]igned in|[Ll]ogin|[Ll]og in|[Ss]ignin|[Ss]ign in|[Aa]uthenticated|[Cc]onnected|[Ii]mpersonating|[Rr]eleasing|[Pp]ublishing)(?:[ \\t]+(?:[a-z][\\w-]*|[\\w-]+(?:[.:][\\w-]+)+|\\d[\\w-]*)){0,3}?[ \\t]+as|[Aa]ccess denied for|[Pp]ermission (?:to [\\w./-]+ )?denied (?:to|for)|denied to|authentication failed for(?: user)?|[Ll]ogin failed for(?: user)?)[ \\t]+["'\`]?@?(?<user>${H})(?=["'\`.,;:)]?(?:\\s|$))`, "g"),
    pre: (l) => l.includes(" as ") || l.includes("denied") || l.includes("failed for"),
    gate: / as |denied|failed for/,
  },
  // Person-valued flags of forge CLIs: gh pr list --author mei-lin-chen, git log --author=siddharth, --assignee olu.
  { name: "person-flag", re: new RegExp(`(?:^|\\s)--(?:author|assignee|reviewer|committer|creator|mention|owner)(?:[ \\t]+|=)(?!["'][^"'\\s]+\\s)["']?@?(?<user>${H})(?=["']?(?:\\s|$))`, "g"), gate: /--(?:author|assignee|reviewer|committer|creator|mention|owner)/ },
  // htpasswd [-b…] FILE USER [PASSWORD]: the third word is an account, usually a person's.
  { name: "htpasswd-user", re: new RegExp(`\\bhtpasswd(?:[ \\t]+-[A-Za-z]+)*[ \\t]+\\S+[ \\t]+(?<user>${H})(?=\\s|$)`, "g"), gate: /htpasswd/ },
  // DHCP and router tables name devices after their owner: "Tevita-iPhone", "Malias-MacBook-Air", "iPad-de-Lucas", "Galaxy-S23-de-Rafaela".
  {
    name: "device-owner",
    re: /(?<![\w-])(?:(?<user>[A-Z][a-z\u00C0-\u024F]{2,20})(?:'?s)?-(?:iPhone|iPad|MacBook(?:-Pro|-Air)?|iMac|Pixel|Galaxy|Android|Laptop|PC|Desktop|Phone|Tablet|ThinkPad|Surface|iphone|ipad|macbook|pixel|laptop|phone|tablet|desktop|pc)|(?:iPhone|iPad|MacBook(?:-Pro|-Air)?|iMac|Galaxy(?:-[A-Z]?\d+\w*)?|Pixel(?:-\d+\w*)?|Android|Laptop|PC|Phone|Tablet)-(?:de|di|von|van|do|da|of)-(?<user2>[A-Z][a-z\u00C0-\u024F]{2,20}))(?![\w])/g,
    pre: (l) => DEVICE_WORDS.some((w) => l.includes(w)),
    gate: /iphone|ipad|macbook|imac|pixel|galaxy|android|laptop|-pc|desktop|phone|tablet|thinkpad|surface/,
  },
  // Hostnames name machines after their owner in lower case: "astrid-thinkpad", "mikkel-xps", "beatriz-laptop" (a listed given name only).
  {
    name: "host-owner",
    re: /(?<![\w.-])(?<user>[a-z][a-z\u00E0-\u024F]{1,20}(?:[-_.][a-z\u00E0-\u024F]{1,20}){0,2})-(?:thinkpad|xps|laptop|macbook(?:-pro|-air)?|mbp|mba|imac|mac-mini|iphone|ipad|pixel|galaxy|desktop|pc|workstation|surface|precision|latitude|zenbook|framework)(?![\w-])/g,
    pre: (l) => DEVICE_WORDS.some((w) => l.includes(w)) || l.includes("-xps") || l.includes("-mbp") || l.includes("-mba") || l.includes("-workstation") || l.includes("-latitude") || l.includes("-precision") || l.includes("-zenbook") || l.includes("-framework"),
    gate: /-(?:thinkpad|xps|laptop|macbook|mbp|mba|imac|mac-mini|iphone|ipad|pixel|galaxy|desktop|pc|workstation|surface|precision|latitude|zenbook|framework)/,
  },
  // A credential pair in one value (LEGACY_AUTH=wkim:Passw0rd2019, BASIC_AUTH="jdoe:…"): the user half is an account.
  { name: "credential-pair-user", re: new RegExp(`(?:AUTH|CREDENTIALS|CREDS|USERPASS|LOGIN)["']?[ \\t]*[:=][ \\t]*["']?(?<user>${H}):(?=[^\\s:@/"']{6,})`, "g"), pre: (l) => l.includes("auth") || l.includes("cred") || l.includes("userpass") || l.includes("login"), gate: /auth|credentials|creds|userpass|login/ },
  // SQL grants: GRANT SELECT ON … TO aisha_bello;
  { name: "sql-grant", re: new RegExp(`\\b(?:GRANT|grant)\\b[^;\\n]{1,200}?\\b(?:ON|on)\\b[^;\\n]{1,200}?\\b(?:TO|to)[ \\t]+["'\`]?(?<user>${H})`, "g"), gate: /grant/, strict: true },
  // A person's branch: "Merge branch 'main' into tomasz/retry-budget", "git checkout -b olga/fix-csv"
  {
    name: "branch-owner",
    re: new RegExp(`(?:\\bMerge (?:remote-tracking )?branch '[^'\\n]{1,80}'(?: of [^\\s']{1,120})? into|\\bMerge (?:remote-tracking )?branch|\\bcheckout(?: -b| -B)?|\\bswitch(?: -c)?|\\bpush(?: -u)? origin)[ \\t]+'?(?:origin\\/)?(?<user>${H})\\/[\\w.-]+`, "g"),
    pre: (l) => l.includes("/") && (l.includes("merge") || l.includes("checkout") || l.includes("switch") || l.includes("push")),
    gate: /merge (?:remote-tracking )?branch|checkout|switch|push(?: -u)? origin/,
    strict: true,
  },
  // Account positions of auth logs the log-user context does not read: sshd's "invalid user x" / "authenticating user x",
  // login(1)'s "FAILED LOGIN 1 FROM tty1 FOR x,", auditd's acct="x", PAM's ruser=x. Scanners try dictionaries of words
  // here ("ubnt", "support"), so the handle must be built from a name.
  {
    name: "auth-log-account",
    shape: true,
    re: new RegExp(`(?:\\b(?:[Ii]nvalid|[Aa]uthenticating|[Ii]llegal|[Uu]nknown) user|\\bFAILED LOGIN(?: \\d+)? FROM \\S+ FOR|\\b(?:acct|ruser|luser|uname|logname|principal|account_name|login_name)=)[ \\t]*["'\`]?(?<user>${H})(?=["'\`]?(?:[\\s,;)]|$))`, "g"),
    gate: /invalid user|authenticating user|illegal user|unknown user|failed login|acct=|ruser=|luser=|uname=|logname=|principal=|account_name=|login_name=/,
  },
  // "push by ashwin-k", "reverted by lucia.r", "sorted by kwame": whatever the noun or verb before it, "by" and a handle
  // built from a name is a person (handle-field reads a closed list of verbs without the shape test).
  { name: "by-handle", shape: true, re: /\bby(?<![\w-]by)[ \t]+@?(?<user>[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)(?![\w@]|[./:-]\w|[ \t]+user\b)/g, gate: / by / },
  // Branches named after their author and topic: "feature/priyanka-sso", "fix/arjun-timeout", "wip/lena_retry" (a listed given name only).
  {
    name: "branch-name-part",
    re: /\b(?:feature|features|feat|fix|bugfix|hotfix|chore|wip|spike|exp|experiment|refactor|dev)(?<![\w-](?:feature|features|feat|fix|bugfix|hotfix|chore|wip|spike|exp|experiment|refactor|dev))\/(?<user>[a-z]{3,20})[-_](?=[a-z0-9])/g,
    gate: /(?:feature|feat|fix|chore|wip|spike|exp|experiment|refactor|dev)\//,
  },
  // Ticket and blame fields that hold a handle: "Assignee: grace.huang", "last touched by jwilliams", "blame shows tkowalczyk"
  {
    name: "handle-field",
    re: new RegExp(`(?<![-\\w])(?:(?:[Aa]ssignee|[Oo]wner|[Rr]eporter|[Aa]uthor|[Rr]eviewer|[Ww]atchers?|[Cc]aller|[Rr]equester|[Aa]pprover)[ \\t]*[:=][ \\t]*|(?:touched|changed|modified|edited|committed|pushed|authored|written|requested|triggered|started|opened|closed|approved|reviewed|merged|deployed|created|updated|deleted|rotated|reported|assigned to|owned|mentioned|tagged|pinged|invited|added|removed|reassigned|acknowledged|acked|resolved|escalated|snoozed) by[ \\t]+|\\b(?:commits?|PRs?|MRs?|patch|fix|change|changes|review|comment|work)(?:[ \\t]+!?#?\\d+)? by[ \\t]+|blame (?:shows|says)[ \\t]+)@?(?<user>[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)(?![\\w@]|[.\\/:-]\\w|[ \\t]+user\\b)`, "g"),
    pre: (l) => l.includes(" by ") || l.includes("blame") || l.includes(":") || l.includes("="),
    gate: /(?:assignee|owner|reporter|author|reviewer|watchers?|caller|requester|approver)[ \t]*[:=]|[a-z]{2}(?:ed|wn|to) by |(?:commits?|prs?|mrs?|patch|fix|changes?|review|comment|work)(?: !?#?\d+)? by |blame (?:shows|says)/,
    strict: true,
  },
  // Chat exports' message headers: "🛠️ Bartholomew — Today at 14:02", "**skadi** — today at 09:14" (copied in lower case), "nkosi_dlamini — 11/26/2026 2:04 PM", "Ana Lima — Yesterday at 09:41".
  // The header's shape (a name, a dash, a day and a time) is the evidence: any handle or capitalised name that is not an ordinary word.
  {
    name: "chat-header",
    lineStart: true,
    re: new RegExp(`[ \\t]*(?:\\p{Extended_Pictographic}\\uFE0F?[ \\t]*)*(?<bold>\\*\\*|__)?@?(?<user>${SPEAKER})(?<surname>[ \\t]+\\p{Lu}[\\p{L}\\p{M}'’-]+)?\\k<bold>[ \\t]+[—–-][ \\t]+(?:[Tt]oday|[Yy]esterday|Heute|Gestern|Hoy|Ayer|Aujourd'hui|Hier|\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4})(?:[ \\t]+at|,)?[ \\t]+\\d{1,2}:\\d{2}`, "gu"),
    gate: /\d:\d\d/,
    strict: true,
  },
  // Chat copied from Slack, Teams or a phone puts the time after the speaker: "kerem 10:07: …", "**noor** 9:05 AM: …",
  // "Mateus Carvalho 10:43: on it" (a capitalised speaker's surname is taken by the surname step below).
  {
    name: "speaker-time",
    lineStart: true,
    re: new RegExp(`[ \\t>-]*(?:\\*\\*|__)?@?(?<user>${SPEAKER})(?:\\*\\*|__)?(?:[ \\t]+\\p{Lu}[\\p{L}\\p{M}'’-]+)?(?:\\*\\*|__)?[ \\t]+\\d{1,2}:\\d{2}(?:[ \\t]*[AaPp]\\.?[Mm]\\.?)?[ \\t]*:[ \\t]`, "gu"),
    gate: /\d:\d\d/,
    // Only where a time is followed by a colon and a space (log lines' "10:07:33" are not): most texts with times have none.
    pre: (l) => /\d:\d\d(?:[ \t]*[ap]\.?m\.?)?[ \t]*:[ \t]/.test(l),
    strict: true,
  },
  // A handle built from a name heading a chat line: "haruto-sato: can you …", "dmitri_volkov: on it" (an unknown "deploy-bot:" or "note:" is not).
  { name: "speaker-handle", lineStart: true, shape: true, re: new RegExp(`[ \\t>*-]*${EMOJI_LEAD}(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?[ \\t]+)?${EMOJI_LEAD}@?(?<user>[a-z][a-z0-9]*(?:[._-][a-z0-9]+)+):[ \\t]`, "gu"), gate: /[._-][a-z0-9]+:[ \t]/ },
  // A timestamped chat line's speaker is someone whatever the lexicon knows of the word: "[11:06] kahiau: revoked.",
  // "[11:02] 🧑‍💻 kahiau: here's …" (ordinary words, labels and service accounts are still filtered below: "[09:16] note:").
  { name: "timestamped-word", lineStart: true, re: new RegExp(`[ \\t>*-]*(?:\\[\\d{1,2}:\\d{2}(?::\\d{2})?\\]|\\d{1,2}:\\d{2}(?::\\d{2})?)[ \\t]+${EMOJI_LEAD}@?(?<user>\\p{Ll}[\\p{Ll}\\p{M}]{2,20}):[ \\t]+\\S`, "gu"), gate: /\d:\d\d/, strict: true },
  // Slack and Teams copies put the time after the speaker on a line of its own: "Tuğba 08:36\n…" (a listed given name only).
  { name: "speaker-time-line", lineStart: true, re: new RegExp(`[ \\t]*(?:\\*\\*)?(?<user>\\p{Lu}[\\p{Ll}\\p{M}]{2,20})(?:\\*\\*)?[ \\t]+\\d{1,2}:\\d{2}(?:[ \\t]*[AaPp][Mm])?[ \\t]*(?=\\r?\\n)`, "gu"), gate: /\d:\d\d/ },
  // Account syntaxes of databases and auth files, each a place only an account stands: ODBC/ADO.NET "UID=x;", "User ID=x;",
  // MySQL's 'x'@'host', CREATE USER/ROLE/LOGIN x, htpasswd and shadow lines "x:$apr1$…", Caddy's "basicauth { x $2a$… }",
  // .pgpass "host:port:db:x:password", ocserv's "main[x]", an audit line's "user x exported …".
  { name: "connection-uid", shape: true, re: new RegExp(`\\b(?:UID|Uid|uid|User ?ID|User ?Id|user ?id|UserName|Username)[ \\t]*=[ \\t]*["']?(?<user>${H})(?=["']?(?:;|\\s|$))`, "g"), gate: /uid|user ?id|username/ },
  { name: "mysql-account", shape: true, re: new RegExp(`'(?<user>${H})'@'[^'\\s]{1,60}'`, "g"), gate: /'@'/ },
  { name: "create-user", account: true, re: new RegExp(`\\b(?:CREATE|ALTER|DROP)[ \\t]+(?:USER|ROLE|LOGIN)[ \\t]+(?:IF[ \\t]+(?:NOT[ \\t]+)?EXISTS[ \\t]+)?["'\`]?(?<user>${H})(?=["'\`]?(?:[\\s;@]|$))`, "gi"), gate: /create|alter|drop/, words: ["user", "role", "login"] },
  { name: "password-file", re: new RegExp(`(?:^|\\n)[ \\t]*(?<user>${H}):\\$(?:apr1|2[abxy]|1|5|6|y|argon2id?)\\$`, "g"), gate: /:\$(?:apr1|2[abxy]|1|5|6|y|argon2)/ },
  { name: "basicauth-line", re: new RegExp(`(?:^|\\n)[ \\t]+(?<user>${H})[ \\t]+\\$2[abxy]\\$`, "g"), gate: /\$2[abxy]\$/ },
  { name: "pgpass-line", re: new RegExp(`(?:^|\\n)[ \\t]*[\\w.*-]+:(?:\\d{2,5}|\\*):[\\w.*-]+:(?<user>${H}):\\S`, "g"), gate: /:\d{2,5}:|:\*:/ },
  { name: "bracket-user", shape: true, re: new RegExp(`\\b(?:main|sec-mod|worker|user|session|client)\\[(?<user>${H})\\]`, "g"), gate: /\w\[/ },
  { name: "user-acted", shape: true, re: new RegExp(`\\b[Uu]ser[ \\t]+["']?(?<user>[a-z][a-z0-9]*(?:[._-][a-z0-9]+)+)["']?[ \\t]+(?:\\p{Ll}{3,}ed|ran|did|made|sent|got|took|gave|left|read|wrote)\\b`, "gu"), gate: /user /, words: ["user"] },
  // Windows accounts: "runas /user:TIDEWAY\\aoyelaran", "net use … /user:CORP\\jdoe", "DOMAIN\\user" after a logon word.
  { name: "windows-user", re: new RegExp(`\\/(?:user|u):(?:[\\w.-]+\\\\{1,2})?(?<user>${H})(?=["']?(?:\\s|$))`, "gi"), gate: /\/u(?:ser)?:/, words: ["/u:", "/user:"] },
  // A Windows account written DOMAIN\user anywhere (a PSCredential, a connection string, a log): the NetBIOS domain in
  // capitals, the user name-shaped ("TIDEWATER\jkowalski"; never "HKLM\Software" or "C:\Users").
  { name: "domain-user", account: true, re: new RegExp(`(?<![\\w\\\\:])[A-Z][A-Z0-9-]{1,14}\\\\{1,2}(?<user>[a-z][a-z0-9._-]{1,30}[a-z0-9]|[A-Z]{1,2}[a-z]{3,20})(?=["'\\s,;)\\]]|$)`, "g"), gate: /\\/ },
  // LDAP distinguished names: "uid=jfernandes,ou=people,dc=…", "CN=mkowalczyk,OU=Staff".
  // … and the same attribute closing an LDAP search filter: "(uid=ruta.kazlauskiene)", "(&(objectClass=person)(sAMAccountName=jdoe))".
  { name: "ldap-dn", re: new RegExp(`\\b(?:uid|cn|sAMAccountName)=(?<user>${H})(?=,|\\))`, "gi"), gate: /uid=|cn=|samaccountname=/, strict: true },
  // Account fields of structured logs and Windows security events: ECS "user.name", Sentry "user.username", "Account Name:".
  { name: "ecs-user", re: new RegExp(`\\buser\\.(?:name|username|login)["']?[ \\t]*[:=]?[ \\t]*["']?(?<user>${H})(?=["']?(?:[\\s,;})\\]]|$))`, "g"), gate: /user\.(?:name|username|login)/, strict: true },
  // systemd-logind's "New session 1422 of user sipho." and kubectl's "config set-credentials bat-erdene": an account's slot.
  { name: "logind-session", account: true, re: new RegExp(`\\bNew session [\\w-]+ of user (?<user>${H})(?=[.\\s]|$)`, "g"), gate: /of user/, words: ["of user"] },
  { name: "kube-credentials", account: true, re: new RegExp(`\\bset-credentials[ \\t]+(?<user>${H})(?=\\s|$)`, "g"), gate: /set-credentials/, words: ["set-credentials"] },
  { name: "account-name", account: true, re: new RegExp(`\\bAccount Name:[ \\t]+(?<user>${H})(?=\\s|$)`, "g"), gate: /account name:/ },
  // A password set for an account: "echo 'mohsen:Isfahan!7' | chpasswd".
  { name: "chpasswd-user", re: new RegExp(`\\becho[ \\t]+["']?(?<user>${H}):[^\\s"'|]+["']?[ \\t]*\\|[ \\t]*(?:sudo[ \\t]+)?chpasswd\\b`, "g"), gate: /chpasswd/, strict: true },
  // "user" in other languages before a handle: "Benutzer skrueger", "utilisateur jdupont", "usuario mlopez", "użytkownik akowal".
  {
    name: "localized-user",
    shape: true,
    re: new RegExp(`\\b(?:[Bb]enutzer(?:name)?|[Nn]utzer|[Aa]nmeldename|[Uu]tilisateur|[Ii]dentifiant|[Uu]suario|[Uu]suário|[Uu]tente|[Gg]ebruiker(?:snaam)?|[Uu]żytkownik(?:a|iem)?|[Aa]nvändare|[Aa]nvändarnamn|[Bb]ruker(?:navn)?|[Bb]rugernavn|[Kk]äyttäjä(?:tunnus)?|[Kk]ullanıcı(?:[ \\t]+adı)?|[Uu]tilizador|[Uu]živatel(?:ské jméno)?|[Nn]ome[ \\t]+utente|[Kk]orisni(?:k|čko ime)|[Uu]tilizator|[Ff]elhasználó(?:név)?|[Uu]porabni(?:k|ško ime)|[Pp]oužívateľ|[Ll]ietotājs|[Kk]asutaja|[Nn]audotojas|[Pp]engguna)[ \\t]*:?[ \\t]+["'„“]?(?<user>${H})(?=["'“”]?(?:[\\s,;.)]|$))`, "g"),
    gate: /benutzer|nutzer|anmeldename|utilisateur|identifiant|usuario|usuário|utente|gebruiker|użytkownik|användar|bruker|brugernavn|käyttäjä|kullanıcı|utilizador|uživatel|korisni|utilizator|felhasználó|uporabni|používateľ|lietotājs|kasutaja|naudotojas|pengguna/,
  },
  // The English noun the same way, in prose and in messages of tools: "user hdiallo):", "audit: user siaosi.tuiasosopo from
  // device …", "Invalid(\"user Tserendorj not in allowlist\")", "session for mkowalski:". Service accounts, roles and words
  // follow "user" as often ("user admin", "user interface", "user root"), so the handle must be built from a name (shape).
  {
    name: "user-noun",
    shape: true,
    re: new RegExp(`\\b(?:[Uu]ser|USER|[Ss]ession[ \\t]+for)[ \\t]+["'\`]?(?<user>${H})(?=["'\`]?(?:[\\s,;:)]|$))`, "g"),
    gate: /user|session for/,
  },
  // Paths and ids whose segment after an accounts' collection is one account: an AWS ARN's ":user/nomvula.khumalo" and an
  // assumed role's session "assumed-role/EKSAdmin/sipho.dlamini", Vault's "auth/userpass/users/taras/…", a share's
  // "\\fs01\users\sterhorst", PowerShell's "Get-ADUser -Identity jdelosreyes". Nothing but an account stands there (account).
  {
    name: "account-path",
    account: true,
    re: new RegExp(`(?::user\\/|:assumed-role\\/[\\w+=,.@-]{1,64}\\/|\\/users\\/(?=[^\\s/]+\\/)|\\\\\\\\[\\w.-]+\\\\+users\\\\+|-ADUser[ \\t]+(?:-Identity[ \\t]+)?)["']?(?<user>${H})(?=["'/\\\\]|[\\s,;)}]|$)`, "g"),
    gate: /:user\/|assumed-role\/|\/users\/|\\users\\|-aduser/,
  },
  // A URL with a user and no password: "https://obinna-eze@github.com/…", "ssh://pnakamura@git.corp/…" ("git@" and service names are not people).
  { name: "url-user-only", shape: true, re: /\b[a-z][a-z0-9+.-]{1,20}:\/\/(?<user>[A-Za-z][A-Za-z0-9._-]{1,38}[A-Za-z0-9])@[\w-]/g, gate: /:\/\/[^\s/@:]+@/, words: ["://"] },
  // OpenVPN and similar: "ewa.kowalczyk/188.146.20.31:51234 MULTI: …" (the certificate's common name is the user).
  { name: "vpn-client", re: new RegExp(`(?<![\\w./-])(?<user>${H})\\/(?:\\d{1,3}\\.){3}\\d{1,3}:\\d{2,5}\\b`, "g"), pre: (l) => l.includes("/"), gate: /\/\d{1,3}\.\d/ },
  // A handle that opens a line and acts: "grace.n commented: …", "@kwame-a approved these changes"
  {
    name: "handle-verb",
    lineStart: true,
    // (A bold title may come first, "**PR #4412 review** — olzhas-b commented on …"; a single word must be name-shaped.)
    re: new RegExp(`[ \\t>*-]*(?:\\*\\*[^*\\n]{1,60}\\*\\*[ \\t]*(?:[—–-][ \\t]*)?)?@?(?<user>[a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)(?:\\*\\*|__)?:?[ \\t]+(?:commented|wrote|said|replied|approved|merged|pushed|opened|closed|reviewed|requested|mentioned|reacted|assigned|force-pushed|committed|left a comment)\\b`, "g"),
    gate: /commented|wrote|said|replied|approved|merged|pushed|opened|closed|reviewed|requested|mentioned|reacted|assigned|committed|left a comment/,
  },
  // "Merge pull request #12 from owner/branch", "merged PR #812 from kaveh-ahmadi/fix-x", "merge request !40 from jdoe/…": the fork's owner.
  { name: "merge-from", re: new RegExp(`\\b[Mm]erged?[ \\t]+(?:pull[ \\t]+request|PR|MR|merge[ \\t]+request)[ \\t]+[#!]\\d+[ \\t]+from[ \\t]+(?<user>${H})\\/`, "g"), gate: /merged? (?:pull request|pr|mr|merge request) [#!]\d+ from/, words: ["merge"] },
  // "… from paddock/svetlana/fix-locale": a branch named after its author inside an organisation's repository.
  { name: "merge-branch-owner", re: new RegExp(`\\b[Mm]erged?[ \\t]+(?:pull[ \\t]+request|PR|MR|merge[ \\t]+request)[ \\t]+[#!]\\d+[ \\t]+from[ \\t]+${H}\\/(?<user>${H})\\/[\\w.-]+`, "g"), gate: /merged? (?:pull request|pr|mr|merge request) [#!]\d+ from/, strict: true },
  // Account records in provisioning: {'name': 'ekaterina', 'shell': '/bin/zsh'} (Ansible, cloud-init, Chef): a user entry, not a label.
  { name: "account-record", re: new RegExp(`["']name["'][ \\t]*[:=][ \\t]*["'](?<user>${H})["'][ \\t]*,[ \\t]*["'](?:shell|uid|gid|groups?|home|password|ssh_?keys?|authorized_keys|comment|gecos|sudo|append)["']`, "g"), gate: /shell|uid|gid|group|home|ssh_?key|authorized_keys|gecos|sudo/ },
  { name: "ssh-key-comment", re: new RegExp(`\\bssh-(?:rsa|ed25519|dss|ecdsa-[\\w-]+) AAAA[A-Za-z0-9+/=]+[ \\t]+(?<user>${H})@`, "g"), gate: /ssh-/ },
];

const CONTEXTS = RAW_CONTEXTS.map((c) => {
  const literals = literalAlternatives(c.gate);
  // exact: the gate is its literals, so their presence is the whole test and the regex gate is not run again.
  // needs: words the pattern and a regex gate cannot match without (name-gates.ts), each list a necessary test before the regexes.
  const needs = [c.re, literals ? undefined : c.gate].flatMap((re) => {
    const w = re && necessaryWords(re);
    return w ? [gateWords(w)] : [];
  });
  return { ...c, re: new RegExp(c.re.source, c.lineStart ? c.re.flags.replace("g", "") + "yd" : c.re.flags + "d"), words: gateWords(literals ?? c.words ?? []), exact: literals !== undefined, needs };
});

function* atLineStarts(re: RegExp, text: string): Generator<RegExpExecArray> {
  for (let i = 0; ; ) {
    re.lastIndex = i;
    const m = re.exec(text);
    if (m) yield m;
    const nl = text.indexOf("\n", i);
    if (nl === -1) return;
    i = nl + 1;
  }
}

const SERVICE_ACCOUNTS = new Set(
  (
    "root admin administrator ubuntu ec2-user centos debian fedora alpine git postgres mysql redis nginx www-data nobody daemon app api service svc deploy deployer " +
    "ci cd build builder test tester testuser guest user username default oracle docker ansible vagrant pi opc azureuser bitnami dev developer backup sa system " +
    "operator monitor monitoring grafana prometheus elastic kibana x-access-token oauth2 oauth x-token-auth token apikey api-key bearer anonymous ftp mail postfix " +
    "sshd syslog bin sys sync games man lp news uucp proxy list irc gnats jenkins gitlab-runner github-actions actions bot dependabot renovate mongo mongodb rabbitmq " +
    "minio minioadmin neo4j couchdb cassandra kafka zookeeper hadoop spark airflow superset metabase sonar nexus artifactory registry release readonly replica replicator " +
    "repl replication slave gitlab-ci-token mysql.sys mysql.session mysql.infoschema debian-sys-maint backend frontend worker workers web www http https localhost host server node npm yarn pnpm me you foo bar baz example demo sample staging production prod qa " +
    "john jane johndoe janedoe jdoe user1 user2 admin1 local origin upstream main master head tag latest password secret true false null none " +
    "analyst analytics reporting reader writer viewer editor manager support billing finance marketing sales ops owner maintainer contributor member " +
    "student teacher customer client partner vendor integration integrations automation scheduler importer exporter sync uploader " +
    "ingest ingestion ingester loader collector crawler scraper indexer consumer producer publisher subscriber listener webhook webhooks notifier mailer reports"
  ).split(/\s+/),
);

/** Branch prefixes and path segments that are not people. */
const BRANCH_WORDS = new Set(
  ("feature features feat fix fixes bugfix hotfix release releases chore docs doc refactor test tests ci build perf style revert wip exp experiment experiments spike poc main master dev develop development trunk origin upstream users user me new edit settings search list all self current profile repos orgs teams login logout signup register avatar dependabot renovate snyk " +
    "security cleanup later next followup follow-up api ui ux infra i18n l10n a11y deps types typing lint cache auth db sql migration migrations config ops prod staging v1 v2 v3 mobile web backend frontend legacy temp tmp hack unused deprecated").split(" "),
);

export function looksLikePersonHandle(user: string): boolean {
  const u = user.toLowerCase();
  if (user.length > 30 || (/\d/.test(user) && /[A-Z]/.test(user) && /[a-z]/.test(user))) return false; // a key id, not a handle
  if (/^[A-Z0-9]+$/.test(user) && /\d/.test(user)) return false; // U04ABCD12: a Slack or Jira user id
  if (u.length < 3 || SERVICE_ACCOUNTS.has(u)) return false;
  if (/^(?:svc|srv|sa|sys|app|api|db|ci|cd|bot|build|deploy|test|dev|prod|stage|staging|backup|monitor|service|system|read|write|admin|root|data|etl|ops|infra|terraform|k8s|kube|cluster|node|web|job|cron|runner|agent)(?:[._-]|\d|$)/.test(u)) return false;
  if (/[._-](?:rw|ro|app|svc|api|db|bot|ci|admin|user|service|readonly|reader|writer|deploy|test|prod|dev|staging|job|jobs|cron|worker|workers|runner|agent|task|tasks|daemon|sync|scheduler|pipeline|action|actions|hook|hooks|lambda|function|queue)\d*$/.test(u) || /bot$|\[bot\]/.test(u)) return false;
  if (/^\d|^[0-9a-f]{8,}$/.test(u) || /\d{4,}/.test(u)) return false;
  if (/\.(?:com|org|net|io|dev|json|yaml|yml|txt|md|js|ts|py|sh|git|pem|key)$/.test(u)) return false;
  // "facilities", "devices", "operations": the plural of an ordinary word names a team or a kind of thing, not an account holder.
  if (/^[a-z]{5,}s$/.test(u) && !nameEvidence.knownFirst(u, false) && !nameEvidence.knownLast(u) && singularIsWord(u)) return false;
  // "orbitpay", "keycloak", "tideway": two ordinary words run together name a product or an organisation, which names seldom are.
  if (/^[a-z]{7,}$/.test(u) && !nameEvidence.knownFirst(u, false) && !nameEvidence.knownLast(u) && compoundOfWords(u)) return false;
  return /[a-z]/.test(u);
}

/** reviewers: [emeka-o, linh-tran], "assignees": ["@ana", "kofi"]: a list of handles under a people key. */
const HANDLE_LIST = /\b(?:reviewers|assignees|maintainers|owners|codeowners|authors|approvers|watchers|members|collaborators|contributors|team_reviewers)["']?[ \t]*[:=][ \t]*\[([^\]\n]{1,300})\]/gi;
const USER_TASK_LOOP = /\b(?:ansible\.builtin\.)?user:[^\n]*\n(?:[ \t]+[^\n]*\n){0,8}?[ \t-]*(?:loop|with_items):[ \t]*\[([^\]\n]{1,300})\]/g;
const LIST_ITEM = /["']?@?([A-Za-z][\w.-]{1,38}[A-Za-z0-9])["']?/y;

/** The keys HANDLE_LIST needs, looked up in the shared cue-word scan instead of one more pass over the text. */
const PEOPLE_KEYS = gateWords(["reviewers", "assignees", "maintainers", "owners", "authors", "approvers", "watchers", "members", "collaborators", "contributors"]);

const HANDLE_KEY_LIST = new RegExp(
  `\\b(?:[Hh]andles?|[Ll]ogins?|[Uu]sernames?|[Nn]icks?)(?:[ \\t]+on[ \\t]+[A-Za-z]+)?(?:[ \\t]+(?:is|are|was|still))*[ \\t]*:?[ \\t]+(?<list>${H}(?:(?:,[ \\t]*|[ \\t]+and[ \\t]+)${H}){0,6})`,
  "g",
);
/** HANDLE_KEY_LIST's key words, a plain alternation on the lower-cased text: answered by the shared cue-word scan, never run. */
const handleKeyGate = scanGate(/handle|login|username|nick/, true);
export function findUsernames(text: string): Finding[] {
  const out: Finding[] = [];
  const lower = text.toLowerCase();
  const present = presentGateWords(text);
  if (anyPresent(PEOPLE_KEYS, present)) {
    for (const m of execAll(HANDLE_LIST, text)) {
      const inner = m[1]!;
      const base = m.index + m[0].indexOf("[") + 1;
      let pos = 0;
      for (const piece of inner.split(",")) {
        const lead = piece.length - piece.trimStart().length;
        LIST_ITEM.lastIndex = 0;
        const item = LIST_ITEM.exec(piece.trim());
        if (item && item[0].length === piece.trim().length && !/\s/.test(item[1]!) && looksLikePersonHandle(item[1]!) && !isOrdinaryWord(item[1]!)) {
          const start = base + pos + lead + item[0].indexOf(item[1]!);
          out.push({ type: "person_name", start, end: start + item[1]!.length, detector: "username:handle-list", confidence: 0.75 });
        }
        pos += piece.length + 1;
      }
    }
  }
  // "handles: ruslan.aliyev, leyla-mammadova, t.huseynov", "my handle on github is rebin-barzani", "wiki login still dilnoza.yusupova":
  // a word that names accounts, then one handle or a list; each must be built from a name (a key may hold a service's).
  if (handleKeyGate(text, lower)) {
    for (const m of execAll(HANDLE_KEY_LIST, text)) {
      const list = m.groups!.list!;
      const base = m.index + m[0].length - list.length;
      for (const item of execAll(/[A-Za-z][\w.-]*[A-Za-z0-9]/g, list)) {
        const user = item[0];
        if (!/[._-]/.test(user) || !looksLikePersonHandle(user) || isOrdinaryWord(user) || !(nameShapedHandle(user) || givenDotSurname(user))) continue;
        out.push({ type: "person_name", start: base + item.index, end: base + item.index + user.length, detector: "username:handle-key", confidence: 0.75 });
      }
    }
  }
  // An Ansible user task's loop (`user: name: "{{ item }}"` … `loop: [ "hkowalczyk", "abdi.warsame" ]`): every item is an account.
  if (lower.includes("{{ item }}") && /loop|with_items/.test(lower)) {
    for (const m of execAll(USER_TASK_LOOP, text)) {
      const inner = m[1]!;
      const base = m.index + m[0].length - inner.length - 1;
      for (const item of execAll(/["']([A-Za-z][\w.-]{1,38}[A-Za-z0-9])["']/g, inner)) {
        if (!looksLikePersonHandle(item[1]!) || isOrdinaryWord(item[1]!)) continue;
        const start = base + item.index + 1;
        out.push({ type: "person_name", start, end: start + item[1]!.length, detector: "username:provisioning-loop", confidence: 0.75 });
      }
    }
  }
  if (lower.includes(",") || lower.includes("\t") || lower.includes(";")) rowCells(text, out);
  for (const ctx of CONTEXTS) {
    if ((ctx.words.length && !anyPresent(ctx.words, present)) || !ctx.needs.every((n) => anyPresent(n, present)) || (ctx.pre && !ctx.pre(lower)) || (!ctx.exact && !ctx.gate.test(lower))) continue;
    for (const m of ctx.lineStart ? atLineStarts(ctx.re, text) : execAll(ctx.re, text)) {
      const user = m.groups?.user ?? m.groups?.user2;
      if (!user || !looksLikePersonHandle(user)) continue;
      if (ctx.shape && !nameShapedHandle(user) && !givenDotSurname(user)) continue;
      if (ctx.account && !nameShapedHandle(user) && !givenDotSurname(user) && !accountLogin(user)) continue;
      // "user": "alerts": a plain English word that is no one's name is a mailbox or a role, whatever the key says.
      if (/^[a-z]+$/.test(user) && isOrdinaryWord(user) && !nameEvidence.knownFirst(user, false) && !nameEvidence.knownLast(user)) continue;
      // So is a bare word with no vowel ("rpt", "svc") or an English noun's ending ("ledger", "reporting") that no name list knows.
      if (/^[a-z]+$/.test(user) && !nameEvidence.knownFirst(user, false) && !nameEvidence.knownLast(user) && !plausibleHandleWord(user) && (isOrdinaryWord(user) || !/[aeiouy]/.test(user) || /(?:ing|tion|ment|ness|able|ly|ery)$/.test(user))) continue;
      // "Work-iPad", "Office-PC": a device named after its place or use, not its owner.
      // "office-pc", "build-laptop"; a handle of several parts must be built from a name ("zhang-min-laptop", not "old-dell-laptop").
      // A one-person device (a laptop, a phone) takes its owner's name even when no list holds it ("wojtek-thinkpad",
      // "dessalegn-mac-mini"); a shared machine (pc, desktop, workstation) only a listed given name.
      if (ctx.name === "host-owner" && (/[-_.]/.test(user) ? !nameShapedHandle(user) : DEVICE_ROLES.has(user) || !(nameEvidence.knownFirst(user, true) || (PERSONAL_DEVICE.test(m[0].slice(user.length + 1)) && plausibleLowerName(user) && !isOrdinaryWord(user))))) continue;
      // A branch's topic after a listed given name ("feature/priyanka-sso"): the name must be no word and no place ("fix/jordan-tax").
      if (ctx.name === "branch-name-part" && (!nameEvidence.knownFirst(user, true) || isOrdinaryWord(user) || nameEvidence.isPlace(user) || BRANCH_WORDS.has(user))) continue;
      if (ctx.name === "device-owner" && (DEVICE_ROLES.has(user.toLowerCase()) || (isOrdinaryWord(user.toLowerCase()) && !nameEvidence.knownFirst(user, true)))) continue;
      if (ctx.strict && (isOrdinaryWord(user) || BRANCH_WORDS.has(user.toLowerCase()) || !/[aeiouy]/i.test(user))) continue;
      // A bare word (no dot, dash, underscore or digit) after "created by" or in a path must also not read as English.
      // (A chat header's capitalised name is exempt: its shape is the evidence, "Rizal — Today at 14:13".)
      if (ctx.strict && /^[a-z]+$/i.test(user) && !plausibleHandleWord(user.toLowerCase()) && !(ctx.name === "chat-header" && /^[A-Z]/.test(user))) continue;
      if (ctx.name === "handle-verb" && !/[._-]/.test(user) && !nameShapedHandle(user)) continue; // "mahlet requested changes", not "ci pushed"
      if (ctx.name === "timestamped-word" && !nameEvidence.knownFirst(user, true) && !plausibleLowerName(user)) continue; // "[14:45] pagerduty:"
      if (ctx.name === "speaker-time-line" && (!nameEvidence.knownFirst(user, true) || isOrdinaryWord(user.toLowerCase()))) continue;
      // "from globex/tamar/fix-…": the branch starts with its author's handle, so the owner is the organisation's repository.
      if (ctx.name === "merge-from") {
        const next = /^\/([A-Za-z][\w.-]*)\//.exec(text.slice(m.index + m[0].length - 1, m.index + m[0].length + 40));
        if (next && !BRANCH_WORDS.has(next[1]!.toLowerCase()) && looksLikePersonHandle(next[1]!) && !isOrdinaryWord(next[1]!)) continue;
      }
      const [start, userEnd] = m.indices!.groups!.user ?? m.indices!.groups!.user2!;
      // "started by user Rasmus Lindgren": a capitalised handle followed by a surname is the whole name.
      const surname = /^\p{Lu}/u.test(user) ? /^[ \t]+\p{Lu}[\p{Ll}\p{M}'’]+(?:-\p{Lu}?[\p{Ll}\p{M}'’]+)*(?![\p{L}\p{N}_@.-])/u.exec(text.slice(userEnd, userEnd + 40)) : null;
      const end = surname && !isOrdinaryWord(surname[0].trim()) ? userEnd + surname[0].length : userEnd;
      out.push({ type: "person_name", start, end, detector: `username:${ctx.name}`, confidence: 0.8 });
      if (ctx.name === "handle-field") moreHandles(text, end, out); // "approved by valentina-restrepo and eero-makinen"
    }
  }
  return out;
}


/**
 * "farangis.rahimova", "a.zhunusova", "aidana_toktogulova": a handle in the given.surname shape whose parts no list holds,
 * accepted only where a position already holds accounts (the shape contexts): two parts joined by a dot or an underscore,
 * an initial or a plausible given name first and a plausible surname of 5+ letters after, neither an ordinary word, a
 * label or a service's word ("svc.backup", "grafana.admin", "app_deploy" are not).
 */
export function givenDotSurname(user: string): boolean {
  const m = /^([a-z]|[a-z]{3,15})[._]([a-z]{5,20})$/.exec(user);
  if (!m) return false;
  const [first, last] = [m[1]!, m[2]!];
  return (first.length === 1 || (plausibleLowerName(first) && !isOrdinaryWord(first))) && plausibleLowerName(last) && !isOrdinaryWord(last) && !SERVICE_ACCOUNTS.has(first) && !SERVICE_ACCOUNTS.has(last);
}

/**
 * A login where only accounts stand, read as a person's when nothing says it is a service's: lower case, no digit,
 * at most three parts, each an initial or a word no list calls ordinary that reads as a name ("hnishimura",
 * "bpunzalan", "joon.lee", "ctai-man", "farrukh"), one of them four letters or more. A service's login is an ordinary
 * word, a product or a role ("backup", "grafana", "app_rw"), which looksLikePersonHandle and these tests turn away.
 */
export function accountLogin(user: string): boolean {
  if (!/^[a-z][a-z._-]*[a-z]$/.test(user) || user.length > 24) return false;
  const parts = user.split(/[._-]/);
  if (parts.length > 3 || parts.some((p) => p === "")) return false;
  if (SERVICE_ACCOUNTS.has(user) || parts.some((p) => SERVICE_ACCOUNTS.has(p)) || /^(?:svc|srv|sql|sys)/.test(user)) return false;
  return parts.some((p) => p.length >= 4) && parts.every((p) => p.length === 1 || (p.length >= 2 && plausibleHandleWord(p) && !isOrdinaryWord(p) && !nameEvidence.isNotName(p) && !wordInside(p)));
}

/** "webbackup", "backupsvc": a service's login is a short tag run together with an ordinary word of 5+ letters (4 would take "than" out of "thandeka"). */
function wordInside(p: string): boolean {
  for (let i = 2; i <= p.length - 5; i++) if (isOrdinaryWord(p.slice(i))) return true;
  for (let i = 5; i <= p.length - 2; i++) if (isOrdinaryWord(p.slice(0, i))) return true;
  return false;
}

/** "facilities" → facility, "boxes" → box, "devices" → device: an English plural whose singular is an ordinary word. */
function singularIsWord(w: string): boolean {
  const stems = w.endsWith("ies") ? [w.slice(0, -3) + "y"] : w.endsWith("es") ? [w.slice(0, -2), w.slice(0, -1)] : [w.slice(0, -1)];
  return stems.some((s) => s.length >= 3 && (isOrdinaryWord(s) || !plausibleHandleWord(s))); // "facility": an English ending the word list lacks
}

/** Two ordinary words of 3+ letters each, run together ("orbit|pay", "key|cloak"). */
function compoundOfWords(w: string): boolean {
  for (let i = 3; i <= w.length - 3; i++) if (isOrdinaryWord(w.slice(0, i)) && isOrdinaryWord(w.slice(i))) return true;
  return false;
}

/** The rest of a list of handles after a by-cue's first one: each further handle joined by a comma or "and", built from a name. */
const NEXT_HANDLE = /(?:,[ \t]*|[ \t]+(?:and|&)[ \t]+)@?([a-z][a-z0-9]*(?:[._-][a-z0-9]+)*)(?![\w@]|[.\/:-]\w)/y;
function moreHandles(text: string, from: number, out: Finding[]): void {
  for (let at = from, n = 0; n < 4; n++) {
    NEXT_HANDLE.lastIndex = at;
    const m = NEXT_HANDLE.exec(text);
    if (!m) return;
    const user = m[1]!;
    if (!looksLikePersonHandle(user) || !nameShapedHandle(user)) return;
    const start = m.index + m[0].length - user.length;
    out.push({ type: "person_name", start, end: start + user.length, detector: "username:handle-field-list", confidence: 0.75 });
    at = m.index + m[0].length;
  }
}

/**
 * A cell of a delimited row (CSV, TSV, a spreadsheet paste) that holds nothing but a handle built from a name
 * ("laptop-0193,hkaur,B0:8D:…", "pc-0442;tnguyen;10.40.2.18"): a row is structure, and in a structure a cell
 * is one value, so an account cell needs no header when its shape says whose it is. Rows of three or more
 * delimiters only; service accounts ("kiosk", "backup") are not built from names.
 */
/** A cell of nothing but a lower-case handle, between two of a row's delimiters (or a line's end): the scan visits only those. */
const ROW_CELL = /(?<=^|[,;\t][ \t]*["']?)[a-z][a-z0-9._-]{2,30}(?=["']?[ \t]*(?:[,;\t]|$))/gm;
function rowCells(text: string, out: Finding[]): void {
  // A row: a tab-separated line, or three or more commas or semicolons (prose rarely has that many around a bare handle).
  // Decided per line first, and the cell scan runs only on rows: a cell never spans lines ("^" and "$" are the line's own
  // ends, and the lookbehind reads only the same line), so a row read alone gives the same cells at the same offsets.
  for (let lineStart = 0; lineStart <= text.length; ) {
    let lineEnd = text.indexOf("\n", lineStart);
    if (lineEnd === -1) lineEnd = text.length;
    const line = text.slice(lineStart, lineEnd);
    if (line.includes("\t") || countOf(line, ",") >= 3 || countOf(line, ";") >= 3) rowCellsOfLine(line, lineStart, out);
    lineStart = lineEnd + 1;
  }
}

function countOf(s: string, c: string): number {
  let n = 0;
  for (let i = s.indexOf(c); i !== -1 && n < 3; i = s.indexOf(c, i + 1)) n++;
  return n;
}

function rowCellsOfLine(line: string, lineStart: number, out: Finding[]): void {
  for (const cell of execAll(ROW_CELL, line)) {
    const value = cell[0];
    const index = lineStart + cell.index;
    if (!looksLikePersonHandle(value) || !nameShapedHandle(value)) continue;
    // "green, amber, red": a cell between two ordinary words is a word of a list, not an account in a record.
    const before = /([A-Za-z]+)["']?[ \t]*[,;\t][ \t]*["']?$/.exec(line.slice(0, cell.index))?.[1];
    const after = /^["']?[ \t]*[,;\t][ \t]*["']?([A-Za-z]+)/.exec(line.slice(cell.index + value.length))?.[1];
    if (before && after && isOrdinaryWord(before.toLowerCase()) && isOrdinaryWord(after.toLowerCase())) continue;
    out.push({ type: "person_name", start: index, end: index + value.length, detector: "username:row-cell", confidence: 0.7 });
  }
}
