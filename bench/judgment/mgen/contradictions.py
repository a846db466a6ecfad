"""Half M contradictions: both sides cannot hold in the same context (same scope and project)."""
from h import M, K, AI

_kv = [
    K("key_value", M("fact", "KAFKA_BROKERS=kafka-1.trade.int:9092,kafka-2.trade.int:9092", "ticker-feed"), M("fact", "ticker-feed talks to a single broker now, kafka-main.trade.int:9092 — the two old ones are gone", "ticker-feed"), "broker list: two hosts vs one different host, same service"),
    K("key_value", M("fact", "matchmaking region default = eu-west"), M("fact", "The user said the matchmaker falls back to us-east when the player has no region set.", **AI), "default region: eu-west vs us-east"),
    K("key_value", M("fact", "flink checkpoint storage: s3://flink-ckpt-prod/orders", "order-stream"), M("fact", "checkpoints for the order-stream job go to HDFS (hdfs:///flink/ckpt/orders)", "order-stream"), "one checkpoint location, two different backends"),
    K("key_value", M("fact", "tile server = tiles.mapkit.io"), M("fact", "we serve map tiles from our own tileserver-gl at maps-cdn.internal, not a third party"), "tile source host differs"),
    K("key_value", M("fact", "mail sender domain for receipts: mail.shopfront.com", "shopfront"), M("fact", "- receipts From: noreply@notify.shopfront.com", "shopfront"), "receipt sender domain: mail. vs notify."),
    K("key_value", M("fact", "embedding model for RAG = text-embedding-3-small", "docs-bot"), M("fact", "docs-bot retrieval uses bge-large-en for embeddings, we self host it", "docs-bot"), "embedding model name differs"),
    K("key_value", M("fact", "electron app auto-update feed: github releases", "notely-desktop"), M("fact", "Updates for Notely desktop are served from our S3 bucket (update.notely.app), the GitHub releases feed is not used.", "notely-desktop"), "update feed source contradicts"),
    K("key_value", M("fact", "default locale fallback en-US", "storefront-i18n"), M("fact", "if translation missing we fall back to en-GB (marketing insisted)", "storefront-i18n"), "fallback locale en-US vs en-GB"),
    K("key_value", M("fact", "recon job compares against stripe balance_transactions", "recon"), M("fact", "Reconciliation source of truth is the Adyen settlement report, not Stripe.", "recon"), "reconciliation source differs"),
    K("key_value", M("fact", "| setting | value |\n| --- | --- |\n| fpga board | Arty A7-35T |", "riscv-core"), M("fact", "hw CI flashes onto a Nexys Video board", "riscv-core"), "CI board: Arty vs Nexys (same project, one board)"),
    K("key_value", M("fact", "leaderboard storage: redis sorted sets", "arena"), M("fact", "The user explained that arena leaderboards live in a Postgres table with a rank index, they never put them in Redis.", "arena", **AI), "leaderboard storage backend differs"),
    K("key_value", M("fact", "LLM judge for evals = claude-3-haiku", "evalkit"), M("fact", "evalkit grader model: gpt-4o-mini", "evalkit"), "grader model name differs"),
    K("key_value", M("fact", "timezone for settlement cutoff: America/New_York", "clearing"), M("fact", "settlement cut off is computed in UTC, no local tz", "clearing"), "cutoff timezone differs"),
    K("key_value", M("fact", "extension id in chrome store: abcdkfjeeplmnopq", "tabsaver"), M("fact", "tabsaver store listing uses the id hgfedcbaonmlkjii", "tabsaver"), "store extension id differs"),
    K("key_value", M("fact", "crash reports go to sentry", "notely-desktop"), M("fact", "crashReporter.submitURL points to our bugsplat instance — nothing goes to Sentry", "notely-desktop"), "crash reporting backend contradicts"),
    K("key_value", M("fact", "owner of the i18n pipeline: Priya"), M("fact", "Marco owns the translation pipeline end to end"), "owner differs (i18n pipeline = translation pipeline)"),
]

_kv += [
    K("key_value", M("fact", "chore(recon): point PSP report fetch at sftp.settle.adyen-like.net", "recon"), M("fact", "fyi recon pulls the settlement file over HTTPS from the PSP API now, sftp host not used at all", "recon"), "report transport/host: sftp host vs https API only"),
    K("key_value", M("fact", "hey team, the default shard key for the leaderboard is player_id :thumbsup:", "arena"), M("fact", "leaderboard is sharded by season_id (player_id sharding was hot-spotting)", "arena"), "shard key differs; slack voice"),
    K("key_value", M("fact", "In our project the charset of emails is always ISO-8859-1, please to keep it", "mailer"), M("fact", "mailer: Content-Type charset=utf-8 for every message", "mailer"), "charset differs; non-native voice"),
]

_pref = [
    K("preference", M("preference", "prefers tabs in Verilog files"), M("preference", "The user dislikes tabs in HDL sources and wants 2-space indentation.", **AI), "positive vs negative about tabs in HDL (Verilog)"),
    K("preference", M("preference", "likes small PRs, one concern each"), M("preference", "I'd rather get one big PR with the whole feature than a stack of tiny ones"), "small PRs vs one big PR"),
    K("preference", M("preference", "Use pnpm for the extension repo.", "tabsaver"), M("preference", "pls no pnpm in tabsaver, npm only", "tabsaver"), "positive vs negative on pnpm"),
    K("preference", M("preference", "wants commit messages in imperative mood (\"Add x\")"), M("preference", "user prefers past tense commit subjects like 'Added matchmaking timeout'", **AI), "imperative vs past tense commit subjects"),
    K("preference", M("preference", "For prompts, the user likes XML tags around context blocks.", "docs-bot", **AI), M("preference", "no xml tags in prompts pls, use markdown headers", "docs-bot"), "xml tags liked vs rejected"),
    K("preference", M("preference", "prefer Flink SQL over DataStream API for new jobs"), M("preference", "new streaming jobs: write them in the DataStream API, SQL is too limiting for us"), "SQL vs DataStream for new jobs"),
    K("preference", M("preference", "answers in english please even if i write in german"), M("preference", "User wants replies in the same language as their message (German when they write German).", **AI), "always English vs mirror language"),
    K("preference", M("preference", "I like explanations short, bullet points, no prose"), M("preference", "The user asked for detailed paragraph explanations rather than bullet lists.", **AI), "bullets vs paragraphs"),
    K("preference", M("preference", "maintainer pref: squash merge all PRs", "libgeo"), M("preference", "keep contributors' individual commits, use rebase-merge not squash", "libgeo"), "squash vs rebase-merge"),
    K("preference", M("preference", "prefers axe-core for a11y checks"), M("preference", "don't bother with axe, user trusts pa11y output more"), "axe-core vs pa11y; negative on axe"),
    K("preference", M("preference", "Decimal amounts: user wants them as strings in JSON", "ledger"), M("preference", "amounts as integer minor units in JSON (cents), never strings", "ledger"), "string decimals vs integer minor units"),
    K("preference", M("preference", "likes snapshot tests for the compiler output", "tinylang"), M("preference", "hates snapshot tests in tinylang, wants explicit asserts on IR", "tinylang"), "likes vs hates snapshot tests"),
    K("preference", M("preference", "keep RAG chunks big, ~1500 tokens, user finds small chunks lose context"), M("preference", "user wants small chunks (200-300 tok) for retrieval", **AI), "chunk size preference big vs small"),
    K("preference", M("preference", "ok with ORMs for the game backend", "arena"), M("preference", "no ORM in arena. raw SQL via sqlc only", "arena"), "accepting ORMs vs refusing them"),
    K("preference", M("preference", "Prefers light theme screenshots in docs."), M("preference", "docs screenshots should use dark mode, he said light ones look washed out"), "light vs dark screenshots"),
    K("preference", M("preference", "- emails: plain text first\n- html only if needed", "mailer"), M("preference", "user wants all transactional mails html-only, plain text part is not needed", "mailer"), "plain text first vs html only"),
    K("preference", M("preference", "would rather use Terraform for the kafka topics", "order-stream"), M("preference", "topics managed by Strimzi KafkaTopic CRs, NOT terraform", "order-stream"), "terraform vs strimzi CRs for topics"),
]

_pref += [
    K("preference", M("preference", "for me is better when you write the tests first, then code"), M("preference", "don't start with tests, user wants a working spike first and tests after", **AI), "tests first vs tests after; non-native voice"),
]

_ver = [
    K("version", M("fact", "toolchain: LLVM 17", "tinylang"), M("fact", "tinylang builds against llvm-18.1 since last week", "tinylang"), "LLVM 17 vs 18.1"),
    K("version", M("fact", "Electron version in notely is 28", "notely-desktop"), M("fact", "package.json: \"electron\": \"^31.2.0\"", "notely-desktop"), "electron 28 vs 31"),
    K("version", M("fact", "Flink 1.17 on the cluster"), M("fact", "The streaming cluster runs Flink 1.19.1.", **AI), "flink version differs"),
    K("version", M("fact", "kafka client lib: librdkafka 2.3.0", "ticker-feed"), M("fact", "ticker-feed pins librdkafka v2.5.3", "ticker-feed"), "librdkafka version differs"),
    K("version", M("fact", "manifest_version: 2", "tabsaver"), M("fact", "tabsaver is MV3 already", "tabsaver"), "manifest v2 vs v3"),
    K("version", M("fact", "Vivado 2022.2 on the CI runners", "riscv-core"), M("fact", "hw runners have Vivado 2023.1 installed (the only version)", "riscv-core"), "vivado version differs"),
    K("version", M("fact", "python for eval harness is 3.10", "evalkit"), M("fact", "evalkit requires-python = \">=3.12\"", "evalkit"), "3.10 vs >=3.12 excludes 3.10"),
    K("version", M("fact", "PostGIS 3.1", "geofence"), M("fact", "The user mentioned geofence runs on PostGIS 3.4 (they needed ST_Project with geography).", "geofence", **AI), "postgis versions differ"),
    K("version", M("fact", "node in the electron main proc = 18", "notely-desktop"), M("fact", "main process is on Node 20 (comes with the electron we ship)", "notely-desktop"), "node 18 vs 20 same process"),
    K("version", M("fact", "ICU data version 72 bundled", "storefront-i18n"), M("fact", "we ship icu4c 74 data files", "storefront-i18n"), "ICU 72 vs 74"),
    K("version", M("fact", "GCC 13 is the reference compiler for the tests", "tinylang"), M("fact", "reference compiler for tinylang's C backend tests is gcc-12", "tinylang"), "gcc 13 vs 12 as reference"),
    K("version", M("fact", "openapi spec for the exchange API is 3.0.3", "exch-api"), M("fact", "exch-api openapi: 3.1.0", "exch-api"), "openapi version differs"),
]

_ver += [
    K("version", M("fact", "build(deps): bump rdkafka from 0.34 to 0.36", "ticker-rs"), M("fact", "ticker-rs Cargo.toml still has rdkafka = \"0.33\"", "ticker-rs"), "0.36 after bump vs 0.33; commit-message voice"),
]

_num = [
    K("number_unit", M("fact", "matchmaking timeout 30s", "arena"), M("fact", "players wait at most 90 seconds in queue before we widen the skill band", "arena"), "queue timeout 30 s vs 90 s"),
    K("number_unit", M("fact", "kafka retention on trades topic = 7d", "ticker-feed"), M("fact", "retention.ms=259200000 for trades", "ticker-feed"), "7 days vs 259200000 ms = 3 days"),
    K("number_unit", M("fact", "max email send rate 14 msg/s (SES quota)", "mailer"), M("fact", "our SES account is limited to 50 emails per second", "mailer"), "send rate 14/s vs 50/s"),
    K("number_unit", M("fact", "RAG: retrieve top 5 chunks", "docs-bot"), M("fact", "top_k = 20 for docs-bot retrieval", "docs-bot"), "top k 5 vs 20"),
    K("number_unit", M("fact", "FPGA clock constraint 100 MHz", "riscv-core"), M("fact", "create_clock -period 20.000 [get_ports clk]", "riscv-core"), "100 MHz vs 20 ns period = 50 MHz"),
    K("number_unit", M("fact", "map tile cache TTL is 1 hour"), M("fact", "Cache-Control: max-age=86400 on tiles"), "1 h vs 86400 s = 24 h"),
    K("number_unit", M("fact", "order book snapshot every 500ms", "exch-api"), M("fact", "The user said book snapshots are published every 2 seconds.", "exch-api", **AI), "500 ms vs 2 s"),
    K("number_unit", M("fact", "installer size ~80 MB", "notely-desktop"), M("fact", "notely dmg is about 210MB now", "notely-desktop"), "80 MB vs 210 MB (same artifact)"),
    K("number_unit", M("fact", "fee tolerance in recon: 0.01 EUR", "recon"), M("fact", "recon treats diffs up to 5 cents as matched", "recon"), "tolerance 1 cent vs 5 cents"),
    K("number_unit", M("fact", "LLM context budget for the prompt 8k tokens", "docs-bot"), M("fact", "we allow up to 32,000 tokens of context per docs-bot call", "docs-bot"), "8k vs 32k tokens"),
    K("number_unit", M("fact", "flink parallelism = 12", "order-stream"), M("fact", "order-stream job runs with 4 task slots total, parallelism 4", "order-stream"), "parallelism 12 vs 4"),
    K("number_unit", M("fact", "geofence radius default 250 m", "geofence"), M("fact", "default fence radius: 0.5 km", "geofence"), "250 m vs 500 m"),
    K("number_unit", M("fact", "color contrast target 4.5:1 for body text"), M("fact", "we only require 3:1 contrast for body text"), "contrast target 4.5:1 vs 3:1 for body text"),
]

_num += [
    K("number_unit", M("fact", "@here reminder: leaderboard cache refresh is every 5 min", "arena"), M("fact", "leaderboard_refresh_interval: 60s", "arena"), "5 min vs 60 s; slack voice"),
]

_bool = [
    K("boolean", M("fact", "idempotency keys enforced on withdraw endpoint", "exch-api"), M("gotcha", "withdraw endpoint ignores Idempotency-Key header!! retries can double withdraw", "exch-api"), "enforced vs ignored"),
    K("boolean", M("fact", "contextIsolation: true in all BrowserWindows", "notely-desktop"), M("fact", "The settings window still has context isolation turned off because of the legacy preload.", "notely-desktop", **AI), "true in all windows vs off in one"),
    K("boolean", M("fact", "exactly-once enabled on the flink kafka sink", "order-stream"), M("fact", "order-stream sink is at-least-once (delivery.guarantee=AT_LEAST_ONCE)", "order-stream"), "exactly-once vs at-least-once"),
    K("boolean", M("fact", "DKIM signing: on", "mailer"), M("gotcha", "mails from mailer are not DKIM signed yet, gmail marks them", "mailer"), "DKIM on vs not signed"),
    K("boolean", M("fact", "RTL layouts supported in the app", "storefront-i18n"), M("fact", "storefront has no RTL support, Arabic is not shippable", "storefront-i18n"), "RTL supported vs not"),
    K("boolean", M("fact", "bitstream build is cached between CI runs", "riscv-core"), M("fact", "every CI run synthesises the bitstream from scratch — no cache", "riscv-core"), "cached vs from scratch"),
    K("boolean", M("fact", "streaming responses enabled for the chat UI", "docs-bot"), M("fact", "docs-bot waits for the full completion, stream=false", "docs-bot"), "streaming enabled vs stream=false"),
    K("boolean", M("fact", "leaderboard resets weekly", "arena"), M("fact", "arena leaderboard is all-time, never reset", "arena"), "weekly reset vs never reset"),
    K("boolean", M("fact", "2FA required for all maintainers of libgeo", "libgeo"), M("fact", "libgeo org: 2FA requirement is off, two maintainers don't have it", "libgeo"), "required vs off"),
    K("boolean", M("fact", "screen reader labels on all icon buttons ✅"), M("gotcha", "icon-only buttons in the toolbar have no aria-label, VoiceOver reads 'button'"), "all labelled vs toolbar unlabelled"),
    K("boolean", M("fact", "sandbox: true for renderer", "notely-desktop"), M("fact", "renderer runs unsandboxed", "notely-desktop"), "sandbox true vs unsandboxed"),
    K("boolean", M("fact", "self-trade prevention is on for all accounts", "exch-api"), M("fact", "STP is opt in per account, default off", "exch-api"), "on for all vs default off (policy vs opt-in)"),
]

_bool += [
    K("boolean", M("fact", "feat(a11y): enable reduced-motion support globally", "storefront-i18n"), M("gotcha", "storefront ignores prefers-reduced-motion, carousel animates always", "storefront-i18n"), "enabled vs ignored; commit voice"),
]

_com = [
    K("change_of_mind", M("decision", "we'll use Pinecone for the docs-bot vectors", "docs-bot"), M("decision", "switched docs-bot from Pinecone to pgvector, cheaper and one less vendor", "docs-bot"), "explicit switch: pinecone -> pgvector"),
    K("change_of_mind", M("decision", "matchmaking uses Elo", "arena"), M("decision", "moved arena matchmaking off Elo to Glicko-2 (rating deviation helps new players)", "arena"), "Elo -> Glicko-2"),
    K("change_of_mind", M("preference", "user likes Jest for extension tests"), M("preference", "Changed my mind: vitest for tabsaver tests from now on, jest was too slow with ESM"), "jest -> vitest change of mind"),
    K("change_of_mind", M("decision", "email provider = Mailgun", "mailer"), M("decision", "we migrated transactional email from Mailgun to Postmark in October", "mailer"), "mailgun -> postmark"),
    K("change_of_mind", M("decision", "Serialization for the trade events: JSON", "ticker-feed"), M("decision", "ticker-feed events are Avro now w/ schema registry, no more JSON", "ticker-feed"), "JSON -> Avro"),
    K("change_of_mind", M("decision", "i18n message format: i18next JSON", "storefront-i18n"), M("decision", "We went from i18next to ICU MessageFormat (FormatJS) for plurals.", "storefront-i18n"), "i18next -> FormatJS"),
    K("change_of_mind", M("decision", "packaging with electron-builder", "notely-desktop"), M("decision", "notely: replaced electron-builder by Electron Forge", "notely-desktop"), "builder -> forge"),
    K("change_of_mind", M("decision", "CI for hw uses Jenkins", "riscv-core"), M("decision", "riscv-core hardware jobs moved to GitLab CI with a self-hosted runner attached to the board; Jenkins retired", "riscv-core"), "jenkins -> gitlab CI"),
    K("change_of_mind", M("preference", "user wanted RAG answers with citations inline [1]", "docs-bot", **AI), M("preference", "now prefers citations as a list at the end instead of inline markers", "docs-bot"), "inline -> end-list citations"),
    K("change_of_mind", M("decision", "license: GPLv3", "libgeo"), M("decision", "libgeo relicensed to Apache-2.0 after all contributors agreed", "libgeo"), "GPLv3 -> Apache-2.0"),
    K("change_of_mind", M("decision", "projection for storage: EPSG:3857", "geofence"), M("decision", "we store geometries in EPSG:4326 now; 3857 was a mistake for distance queries", "geofence"), "3857 -> 4326"),
    K("change_of_mind", M("decision", "parser generator: ANTLR", "tinylang"), M("decision", "dropped ANTLR, tinylang has a hand written recursive descent parser now (better errors)", "tinylang"), "ANTLR -> hand-written"),
    K("change_of_mind", M("decision", "recon runs hourly", "recon"), M("decision", "recon changed to once a day at 02:00 UTC, hourly runs hit the PSP rate limit", "recon"), "hourly -> daily"),
]

_cross = [
    K("cross_type", M("preference", "user wants all amounts rounded half-even (banker's)", "ledger"), M("decision", "ledger rounds HALF_UP everywhere, decided with finance", "ledger"), "preference vs decision on rounding mode"),
    K("cross_type", M("gotcha", "Don't set linger.ms above 5 on the trades producer, latency SLO breaks", "ticker-feed"), M("fact", "trades producer config: linger.ms=50", "ticker-feed"), "gotcha forbids >5, fact says 50"),
    K("cross_type", M("decision", "No telemetry in the desktop app, privacy promise", "notely-desktop"), M("fact", "notely sends anonymous usage pings to posthog on start", "notely-desktop"), "decision of no telemetry vs fact it sends pings"),
    K("cross_type", M("status", "leaderboard service is down for migration", "arena"), M("status", "arena leaderboards healthy, all green", "arena"), "status down vs healthy (same time)"),
    K("cross_type", M("location", "translation files live in the `locales/` repo", "storefront-i18n"), M("fact", "storefront translations are pulled from Crowdin at build time, there's no locales repo", "storefront-i18n"), "location vs fact: repo doesn't exist"),
    K("cross_type", M("capability", "evalkit can run evals in parallel across models", "evalkit"), M("gotcha", "evalkit runs one model at a time, parallel flag is a no-op", "evalkit"), "capability vs gotcha"),
    K("cross_type", M("pattern", "All Kafka consumers commit offsets manually after processing", "order-stream"), M("fact", "enrichment consumer uses enable.auto.commit=true", "order-stream"), "pattern 'all manual' vs fact auto-commit"),
    K("cross_type", M("preference", "never use floats for money"), M("fact", "payout service stores fx rates and amounts as double", **AI), "preference never floats vs practice doubles"),
    K("cross_type", M("decision", "we support keyboard-only navigation for every flow (a11y policy)"), M("gotcha", "the date picker on checkout can't be reached by keyboard, Tab skips it"), "policy vs gap"),
    K("cross_type", M("insight", "the PSP settles T+1 so recon must wait a day", "recon"), M("fact", "Adyen settles same day for us (T+0)", "recon"), "insight T+1 vs fact T+0"),
    K("cross_type", M("episode", "Tuesday we rotated the exchange's hot wallet key", "exch-api"), M("fact", "hot wallet key has never been rotated since launch", "exch-api"), "episode vs fact never rotated"),
    K("cross_type", M("decision", "permissions: extension only asks for activeTab", "tabsaver"), M("fact", "tabsaver manifest requests \"<all_urls>\" host permission", "tabsaver"), "decision minimal perms vs fact broad perms"),
    K("cross_type", M("gotcha", "bounces are not processed, we keep mailing dead addresses", "mailer"), M("capability", "mailer suppresses hard-bounced addresses automatically via webhook", "mailer"), "gotcha vs capability"),
    K("cross_type", M("discovery", "found out the synth tool infers latches from our ALU case stmt", "riscv-core"), M("fact", "riscv-core synthesises with zero latches (checked each build)", "riscv-core"), "discovery latches vs fact zero"),
    K("cross_type", M("preference", "user wants the system prompt kept in the repo as a file", "docs-bot"), M("decision", "system prompts live in the LangSmith hub only, not in git", "docs-bot"), "preference vs decision on prompt storage"),
    K("cross_type", M("status", "MV3 migration done", "tabsaver"), M("fact", "background page is still a persistent MV2 background script", "tabsaver"), "status done vs fact still MV2"),
    K("cross_type", M("pattern", "every compiler pass has a verifier run after it in debug", "tinylang"), M("gotcha", "the inliner pass skips the IR verifier, even in debug", "tinylang"), "pattern every pass vs exception"),
    K("cross_type", M("location", "kafka ACLs are defined in infra/kafka/acls.yaml"), M("fact", "Kafka ACLs are only managed by hand in the Confluent UI, nothing in git"), "location in git vs nothing in git"),
    K("cross_type", M("capability", "the geocoder handles Japanese addresses"), M("gotcha", "geocoder returns nothing for JP addresses, only latin scripts work"), "capability vs gotcha on JP addresses"),
    K("cross_type", M("decision", "game servers are authoritative, clients never decide hits", "arena"), M("fact", "arena clients report hits and the server trusts them (lag compensation)", "arena"), "decision authoritative vs fact clients trusted"),
    K("cross_type", M("insight", "most of our eval variance comes from temperature, so run at temp 0", "evalkit"), M("fact", "evalkit calls the model at temperature 0.7", "evalkit"), "insight/advice temp 0 vs practice 0.7"),
    K("cross_type", M("preference", "User always wants unsubscribe link in every email incl transactional", "mailer", **AI), M("decision", "transactional mails carry no unsubscribe link, legal said not needed", "mailer"), "preference vs decision"),
    K("cross_type", M("status", "open-source release of libgeo 2.0 shipped", "libgeo"), M("episode", "we postponed the libgeo 2.0 release yesterday, blockers in the CRS code", "libgeo"), "status shipped vs episode postponed"),
]

_ident = [
    K("identifier", M("fact", "kafka consumer group for settlement: settle-cg-v2", "clearing"), M("fact", "settlement consumers use group.id=clearing-settlement", "clearing"), "group id differs"),
    K("identifier", M("fact", "Apple team id 9XK2L4ABCD for notarisation", "notely-desktop"), M("fact", "notarize with teamId: 7QW8E1ZZTT", "notely-desktop"), "team id differs"),
    K("identifier", M("fact", "stripe account acct_1Nabc used for payouts", "recon"), M("fact", "payouts come from acct_1Pxyz (the EU account)", "recon"), "account id differs"),
    K("identifier", M("fact", "firefox addon id: tabsaver@example.org", "tabsaver"), M("fact", "browser_specific_settings.gecko.id = {4b1c-tabsaver}", "tabsaver"), "gecko id differs"),
    K("identifier", M("fact", "SES config set: transactional-prod", "mailer"), M("fact", "mailer sends with ConfigurationSetName=txn-main", "mailer"), "configuration set name differs"),
    K("identifier", M("fact", "trading symbol for btc perp is BTC-PERP", "exch-api"), M("fact", "exch-api lists the bitcoin perpetual as BTCUSD_PERP", "exch-api"), "symbol id differs"),
    K("identifier", M("fact", "crowdin project id 48213", "storefront-i18n"), M("fact", "The translation project in Crowdin has the ID 51002.", "storefront-i18n", **AI), "crowdin id differs"),
    K("identifier", M("fact", "FPGA part xc7a35ticsg324-1L", "riscv-core"), M("fact", "riscv-core targets part xc7a100tcsg324-1", "riscv-core"), "part number differs"),
    K("identifier", M("fact", "eval dataset tag: golden-v3", "evalkit"), M("fact", "the CI eval gate runs on dataset golden-2024-09", "evalkit"), "dataset tag differs"),
    K("identifier", M("fact", "matchmaking queue name: ranked-solo-eu", "arena"), M("fact", "ranked solo queue in EU is called mm.ranked.1v1.eu", "arena"), "queue name differs for same queue"),
    K("identifier", M("fact", "github app id 304112 for the release bot", "libgeo"), M("fact", "libgeo release bot = GitHub App #289977", "libgeo"), "app id differs"),
    K("identifier", M("fact", "DUNS-like merchant id MID 00421 used in recon", "recon"), M("fact", "recon keys on merchant id 99813", "recon"), "merchant id differs"),
    K("identifier", M("fact", "LLVM target triple riscv32-unknown-elf", "tinylang"), M("fact", "tinylang's default triple is riscv64-unknown-linux-gnu", "tinylang"), "default triple differs"),
]

_path = [
    K("path", M("location", "flink job jar at /opt/flink/usrlib/order-stream.jar", "order-stream"), M("location", "order-stream jar is mounted at /opt/flink/lib/jobs/order-stream.jar", "order-stream"), "jar path differs"),
    K("path", M("location", "electron user data dir: ~/Library/Application Support/Notely", "notely-desktop"), M("location", "Notely keeps its data in ~/.notely on macOS", "notely-desktop"), "macOS data dir differs"),
    K("path", M("location", "prompts in src/prompts/*.md", "docs-bot"), M("location", "docs-bot prompt templates are under app/llm/templates/", "docs-bot"), "prompt dir differs"),
    K("path", M("location", "translations: public/locales/{lng}/common.json", "storefront-i18n"), M("location", "storefront loads messages from src/i18n/messages/<locale>.json", "storefront-i18n"), "messages path differs"),
    K("path", M("location", "constraints file = constr/arty.xdc", "riscv-core"), M("location", "the xdc lives at fpga/constraints/top.xdc", "riscv-core"), "xdc path differs"),
    K("path", M("location", "recon reports dropped to s3://fin-recon/daily/", "recon"), M("location", "daily recon CSVs land in gs://acme-finance/recon/", "recon"), "report bucket differs"),
    K("path", M("location", "extension background entry: src/background.ts", "tabsaver"), M("location", "service worker entry is src/sw/index.ts (manifest background.service_worker)", "tabsaver"), "background entry differs"),
    K("path", M("location", "game server config /etc/arena/server.toml", "arena"), M("location", "arena dedicated server reads ./config/arena.yaml next to the binary", "arena"), "config path differs"),
    K("path", M("location", "compiler runtime lib in runtime/libtiny.a", "tinylang"), M("location", "libtiny runtime archive: build/lib/libtinyrt.a", "tinylang"), "runtime lib path differs"),
    K("path", M("location", "shapefiles for borders in data/borders/ne_10m.shp", "geofence"), M("location", "geofence loads country borders from /srv/geo/natural_earth/admin0.gpkg", "geofence"), "borders file differs"),
    K("path", M("location", "email templates: templates/mail/*.mjml", "mailer"), M("location", "mailer templates are in packages/emails/src (react-email), no mjml", "mailer"), "template location differs"),
    K("path", M("location", "evals live in evals/suites/", "evalkit"), M("location", "eval suite yaml files are at config/evals/*.yaml", "evalkit"), "suite dir differs"),
]

CASES = _kv + _pref + _ver + _num + _bool + _com + _cross + _ident + _path
for c in CASES:
    if c["kind"] == "change_of_mind":
        c["suggest_supersede"] = True
