"""Half M explicit supersessions: b says it replaces a (b.supersedes_a = true)."""
from h import M, K, AI

CASES = [
    K("explicit", M("fact", "matchmaking timeout 30s", "arena"), M("fact", "Update: matchmaking timeout is now 90s (replaces the 30s note)", "arena"), "explicit update"),
    K("explicit", M("decision", "use Pinecone for vectors", "docs-bot"), M("decision", "Supersedes the Pinecone decision: vectors live in pgvector.", "docs-bot"), "explicit supersede"),
    K("explicit", M("location", "runbooks in Confluence space OPS"), M("location", "runbooks moved to the ops/ folder of the infra repo; Confluence OPS space is archived"), "moved, old archived"),
    K("explicit", M("fact", "SES send rate 14/s", "mailer"), M("fact", "correction: SES quota raised to 50/s, ignore the old 14/s", "mailer"), "correction"),
    K("explicit", M("preference", "user likes inline citations", "docs-bot"), M("preference", "user changed preference: citations as an end list, not inline (replaces earlier)", "docs-bot"), "preference replaced"),
    K("explicit", M("status", "libgeo 2.0 release blocked on CRS bugs", "libgeo"), M("status", "libgeo 2.0 released — previous 'blocked' status no longer true", "libgeo"), "status superseded"),
    K("explicit", M("fact", "Electron 28 in notely", "notely-desktop"), M("fact", "chore(deps): electron 28 -> 31. this replaces the old version note", "notely-desktop"), "commit voice supersede"),
    K("explicit", M("decision", "recon hourly", "recon"), M("decision", "recon is daily now, hourly decision is superseded (PSP rate limits)", "recon"), "decision superseded"),
    K("explicit", M("gotcha", "flink 1.17 savepoints can't be restored on 1.18", "order-stream"), M("gotcha", "obsolete: the savepoint gotcha for 1.17→1.18 no longer applies, we're on 1.19 and migrated state", "order-stream"), "gotcha retired"),
    K("explicit", M("fact", "grader = gpt-4o-mini", "evalkit"), M("fact", "New grader: claude sonnet. Replaces gpt-4o-mini as evalkit grader.", "evalkit"), "replaced"),
    K("explicit", M("fact", "locales in public/locales", "storefront-i18n"), M("fact", "we moved the messages to src/i18n/messages — old public/locales note is outdated", "storefront-i18n"), "outdated path"),
    K("explicit", M("pattern", "consumers commit offsets manually", "order-stream"), M("pattern", "Replacing the old rule: consumers use transactional processing (read-process-write in one Kafka txn) instead of manual commits", "order-stream"), "pattern replaced"),
    K("explicit", M("capability", "tabsaver can sync across browsers via our server", "tabsaver"), M("capability", "update — cross-browser sync removed in v4; tabsaver syncs only within one browser via storage.sync", "tabsaver"), "capability removed, explicit"),
    K("explicit", M("fact", "FPGA part xc7a35t", "riscv-core"), M("fact", "new board, new part: xc7a100t. previous part info is superseded", "riscv-core"), "part superseded"),
    K("explicit", M("preference", "answers always in English"), M("preference", "please forget the 'always english' rule, answer in the language i write"), "preference revoked, non-native voice"),
    K("explicit", M("fact", "on-call for payments recon: Dana"), M("fact", "recon on-call handed over to Kofi from this week (replaces Dana)"), "handover"),
    K("explicit", M("insight", "most eval variance from temperature", "evalkit"), M("insight", "revised: after fixing temp to 0, variance is mostly from retrieval order — earlier insight superseded", "evalkit"), "insight revised"),
    K("explicit", M("decision", "GPLv3 for libgeo", "libgeo"), M("decision", "libgeo is Apache-2.0 now; the GPLv3 decision is void", "libgeo"), "license supersession"),
    K("explicit", M("episode", "incident: tiles CDN down 2h, root cause unknown"), M("episode", "Postmortem update for the tiles CDN outage: root cause was an expired origin cert. Replaces the 'unknown' entry.", **AI), "episode updated"),
]
