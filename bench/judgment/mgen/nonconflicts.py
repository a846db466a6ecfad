"""Half M non-conflicts: look-alikes from different contexts, refinements, unrelated properties."""
from h import M, K, AI

G = {"scope": "global"}

def O(t, c, proj, **kw):
    return M(t, c, proj, **kw)

LOOKALIKES = [
    # environment
    K("environment", M("fact", "staging kafka: 1 broker, replication.factor=1", "ticker-feed"), M("fact", "prod kafka cluster has 5 brokers and RF 3", "ticker-feed"), "staging vs prod cluster sizes"),
    K("environment", M("fact", "In the sandbox exchange, withdrawals are auto-approved.", "exch-api"), M("fact", "live exchange: every withdrawal above 1 BTC needs manual approval by ops", "exch-api"), "sandbox vs live"),
    K("environment", M("fact", "SES in dev stays in sandbox mode (only verified recipients)", "mailer"), M("fact", "prod SES account is out of the sandbox", "mailer"), "dev vs prod SES"),
    K("environment", M("fact", "PSP_ENV=test → uses the test merchant 99813", "recon"), M("fact", "PSP_ENV=live → merchant 00421", "recon"), "test vs live merchant ids"),
    K("environment", M("fact", "docs-bot preview deploys call the cheap model (haiku)", "docs-bot"), M("fact", "docs-bot production uses the bigger sonnet model", "docs-bot"), "preview vs production model"),
    K("environment", M("fact", "flink checkpoints every 10s in the local docker-compose setup", "order-stream"), M("fact", "on the prod cluster order-stream checkpoints every 60s", "order-stream"), "local vs prod checkpoint interval"),
    K("environment", M("fact", "arena QA servers: tick rate 30", "arena"), M("fact", "Live arena servers tick at 64 Hz.", "arena"), "QA vs live tick rate"),
    K("environment", M("fact", "In CI we run the FPGA design in Verilator simulation only", "riscv-core"), M("fact", "nightly hw lab run flashes the real board", "riscv-core"), "CI sim vs nightly hardware"),
    K("environment", M("fact", "LOG_LEVEL=debug in the electron dev build", "notely-desktop"), M("fact", "packaged notely builds log at warn", "notely-desktop"), "dev vs packaged"),
    # project
    K("project", M("fact", "retention 7d on trades topic", "ticker-feed"), M("fact", "retention for trades topic 30 days", "clearing"), "two projects, each own trades topic"),
    K("project", M("preference", "squash merges please", "libgeo"), M("preference", "rebase merge only, keep commits", "tinylang"), "two OSS repos with different merge policies"),
    K("project", M("fact", "tabsaver targets MV3", "tabsaver"), M("fact", "the legacy reader extension is MV2 still (firefox only)", "readerly-ext"), "two extensions"),
    K("project", M("fact", "embedding model: bge-large-en", "docs-bot"), M("fact", "embedding model: text-embedding-3-large", "support-rag"), "two RAG apps"),
    K("project", M("decision", "Electron Forge for packaging", "notely-desktop"), M("decision", "we package with electron-builder (NSIS + dmg)", "chartdesk"), "two desktop apps"),
    K("project", M("fact", "default locale en-GB", "storefront-i18n"), M("fact", "default locale: de-DE", "partner-portal"), "two apps, different locales"),
    K("project", M("fact", "FPGA part xc7a35t", "riscv-core"), M("fact", "part: xc7z020 (Zynq)", "dsp-accel"), "two hardware projects"),
    K("project", M("fact", "leaderboard in Postgres", "arena"), M("fact", "leaderboards kept in Redis ZSETs", "kart-racer"), "two games"),
    K("project", M("fact", "recon tolerance 1 cent", "recon"), M("fact", "fx-recon allows 0.5% difference because of FX rounding", "fx-recon"), "two reconciliation jobs"),
    # validity
    K("validity", M("fact", "trading halted for maintenance window", "exch-api", valid_from="2026-03-01T02:00:00Z", valid_until="2026-03-01T04:00:00Z"), M("fact", "exch-api trading open, normal operations", "exch-api", valid_from="2026-03-01T04:00:00Z"), "halt window then normal"),
    K("validity", M("fact", "season 3 leaderboard uses double XP", "arena", valid_from="2026-01-01", valid_until="2026-03-31"), M("fact", "no XP multipliers on the leaderboard", "arena", valid_from="2026-04-01"), "double XP only in season 3"),
    K("validity", M("fact", "mail send rate limited to 5/s during IP warmup", "mailer", valid_until="2026-02-15"), M("fact", "mailer sends up to 50/s on the dedicated IP", "mailer", valid_from="2026-02-15"), "warmup vs after"),
    K("validity", M("fact", "Q4 freeze: no deploys to the exchange", "exch-api", valid_from="2026-12-15", valid_until="2027-01-05"), M("fact", "exch-api deploys daily", "exch-api", valid_until="2026-12-15"), "freeze window vs before"),
    K("validity", M("fact", "recon compares against Stripe", "recon", valid_until="2026-06-30"), M("fact", "recon compares against Adyen settlement reports", "recon", valid_from="2026-07-01"), "PSP migration with dated windows"),
    K("validity", M("fact", "Crowdin project 48213 is the active one", "storefront-i18n", valid_from="2025-01-01", valid_until="2025-12-31"), M("fact", "translations sync with Crowdin project 51002", "storefront-i18n", valid_from="2026-01-01"), "project id by year"),
    K("validity", M("fact", "eval gate threshold 0.80", "evalkit", valid_until="2026-05-01"), M("fact", "eval gate threshold raised: 0.88", "evalkit", valid_from="2026-05-01"), "threshold by period"),
    K("validity", M("status", "kafka upgrade in progress, consumers lagging", "order-stream", valid_from="2026-09-10T08:00:00Z", valid_until="2026-09-10T12:00:00Z"), M("status", "order-stream consumer lag back to ~0", "order-stream", valid_from="2026-09-10T12:00:00Z"), "status during vs after upgrade"),
    # platform
    K("platform", M("location", "Notely data dir on Windows: %APPDATA%\\Notely", "notely-desktop"), M("location", "on macOS notely stores data in ~/Library/Application Support/Notely", "notely-desktop"), "windows vs mac path"),
    K("platform", M("fact", "tabsaver on Chrome uses a service worker background", "tabsaver"), M("fact", "firefox build of tabsaver uses an event page (background.scripts)", "tabsaver"), "chrome vs firefox"),
    K("platform", M("gotcha", "Safari: the extension storage quota is 10MB", "tabsaver"), M("fact", "chrome.storage.local quota is unlimited with unlimitedStorage permission", "tabsaver"), "safari vs chrome storage"),
    K("platform", M("fact", "arena client on PS5 runs at 60fps", "arena"), M("fact", "Switch build of arena is capped at 30 fps", "arena"), "console platforms differ"),
    K("platform", M("fact", "auto-update on mac via Squirrel.Mac", "notely-desktop"), M("fact", "windows updates use NSIS differential packages", "notely-desktop"), "mac vs windows updater"),
    K("platform", M("fact", "iOS VoiceOver reads the price as 'twelve dollars'"), M("fact", "TalkBack on Android reads the price digit by digit"), "screen readers on two platforms"),
    K("platform", M("fact", "tinylang on x86_64 uses SysV ABI", "tinylang"), M("fact", "tinylang on aarch64 macOS follows the Apple arm64 ABI variant", "tinylang"), "target platforms"),
    K("platform", M("fact", "linux CI runners build the bitstream with vivado", "riscv-core"), M("fact", "on the windows lab PC people use Vivado GUI for debugging only", "riscv-core"), "linux CI vs windows lab usage"),
    # override
    K("override", M("preference", "default: 2 spaces indentation everywhere", **G), M("preference", "tinylang uses 4 spaces (LLVM style) — overrides my general 2-space rule", "tinylang"), "project override of global pref"),
    K("override", M("preference", "always English in code comments", **G), M("preference", "comments in the partner-portal may be in German, client's team reads them", "partner-portal"), "project override"),
    K("override", M("decision", "org policy: all services log JSON", **G), M("decision", "riscv-core test bench logs plain text (sim tools parse it)", "riscv-core"), "project exception"),
    K("override", M("preference", "I prefer pnpm in general", **G), M("preference", "tabsaver: npm only", "tabsaver"), "project override of package manager"),
    K("override", M("fact", "team standard: squash merge", **G), M("fact", "libgeo uses rebase merges", "libgeo"), "project override of team standard"),
    K("override", M("preference", "user likes terse answers", **G), M("preference", "for docs-bot prompt work, user wants long reasoning explained", "docs-bot"), "project override of terseness"),
    K("override", M("decision", "company default currency rounding: HALF_EVEN", **G), M("decision", "ledger rounds HALF_UP (regulator requirement in that market)", "ledger"), "project override of rounding"),
    K("override", M("preference", "default test runner vitest", **G), M("preference", "arena backend uses go test, obviously", "arena"), "project override"),
    K("override", M("decision", "all repos: Renovate weekly", **G), M("decision", "notely-desktop gets electron bumps immediately (security), renovate on daily schedule", "notely-desktop"), "project override of update schedule"),
]

REFINEMENTS = [
    K("detail", M("fact", "matchmaking uses Glicko-2", "arena"), M("fact", "Glicko-2 in arena: tau 0.5, initial RD 350, rating period 1 day", "arena"), "adds parameters"),
    K("detail", M("fact", "recon runs daily", "recon"), M("fact", "recon daily run starts 02:00 UTC and posts mismatches to #fin-recon", "recon"), "adds time and channel"),
    K("detail", M("fact", "mailer uses Postmark", "mailer"), M("fact", "Postmark: transactional stream 'outbound', broadcasts on a separate stream", "mailer"), "adds stream detail"),
    K("detail", M("fact", "docs-bot uses pgvector", "docs-bot"), M("fact", "pgvector index is HNSW, m=16, ef_construction=64, cosine ops", "docs-bot"), "index detail"),
    K("detail", M("decision", "notarize mac builds", "notely-desktop"), M("decision", "mac builds are notarized with notarytool in CI using an App Store Connect API key", "notely-desktop"), "how"),
    K("detail", M("fact", "trades topic is partitioned", "ticker-feed"), M("fact", "trades: 24 partitions, keyed by symbol", "ticker-feed"), "adds count and key"),
    K("detail", M("fact", "we support RTL", "storefront-i18n"), M("fact", "RTL: ar and he locales, layout flipped with logical CSS properties", "storefront-i18n"), "which locales and how"),
    K("detail", M("gotcha", "vivado is slow on CI", "riscv-core"), M("gotcha", "vivado impl takes ~40 min on the 4-core runner; place_design is most of it", "riscv-core"), "adds numbers"),
    K("detail", M("fact", "tinylang has an LLVM backend", "tinylang"), M("fact", "tinylang's LLVM backend emits IR via inkwell and runs O2 pipeline by default", "tinylang"), "adds detail"),
    K("detail", M("preference", "user likes concise commit messages"), M("preference", "commit subject <= 50 chars, body only when the why isn't obvious", **AI), "makes it precise"),
    K("detail", M("fact", "geofence stores EPSG:4326", "geofence"), M("fact", "geometries in 4326, distance queries cast to geography", "geofence"), "adds how distances work"),
    K("detail", M("fact", "evals run in CI", "evalkit"), M("fact", "evals run in CI on every PR touching prompts/, results posted as a PR comment", "evalkit"), "adds trigger and output"),
    K("detail", M("fact", "libgeo is Apache-2.0", "libgeo"), M("fact", "libgeo: Apache-2.0, with a NOTICE file and DCO sign-off required", "libgeo"), "adds contributor rules"),
    K("detail", M("fact", "exchange has rate limits", "exch-api"), M("fact", "exch-api REST limit: 20 req/s per API key, 429 with Retry-After", "exch-api"), "numbers"),
    K("detail", M("fact", "tabsaver syncs tabs", "tabsaver"), M("fact", "tabsaver syncs via chrome.storage.sync, chunks of 8KB per item", "tabsaver"), "how"),
    K("detail", M("fact", "electron app uses IPC", "notely-desktop"), M("fact", "renderer talks to main only through contextBridge-exposed invoke() channels", "notely-desktop"), "narrower mechanism"),
    K("detail", M("fact", "we have alt text on images"), M("fact", "alt text required for every product image; decorative ones get alt=\"\""), "details policy"),
    # range
    K("range", M("fact", "kafka consumer lag alert somewhere between 1k and 10k messages", "order-stream"), M("fact", "lag alert fires at 5000 messages", "order-stream"), "narrows the range"),
    K("range", M("fact", "order book snapshot interval is sub-second", "exch-api"), M("fact", "book snapshot every 250ms", "exch-api"), "narrows"),
    K("range", M("fact", "matchmaking wait under 2 minutes", "arena"), M("fact", "p95 queue time ~70s", "arena"), "within bound"),
    K("range", M("fact", "RAG chunk size a few hundred tokens", "docs-bot"), M("fact", "chunks are 300 tokens with 50 overlap", "docs-bot"), "specific within range"),
    K("range", M("fact", "supports Python 3.10+", "evalkit"), M("fact", "evalkit CI tests 3.11 and 3.12", "evalkit"), "tested versions within supported range"),
    K("range", M("fact", "fpga clock between 50 and 100 MHz depending on build", "riscv-core"), M("fact", "the default build closes timing at 75 MHz", "riscv-core"), "within range"),
    K("range", M("fact", "email bounce rate must stay < 5%", "mailer"), M("fact", "mailer bounce rate last month 1.2%", "mailer"), "observation within limit"),
    K("range", M("fact", "the recon window is a few days", "recon"), M("fact", "recon looks back 3 days for late settlements", "recon"), "narrows"),
    K("range", M("fact", "electron >= 28 required", "notely-desktop"), M("fact", "notely ships electron 31", "notely-desktop"), "within minimum"),
    K("range", M("fact", "geofence radius 100–1000 m allowed", "geofence"), M("fact", "default fence radius 250 m", "geofence"), "default within allowed range"),
]

UNRELATED = [
    K("property", M("fact", "arena leaderboard stored in Postgres", "arena"), M("fact", "arena leaderboard is shown top 100 only in the client", "arena"), "storage vs display size"),
    K("property", M("fact", "ticker-feed uses Avro", "ticker-feed"), M("fact", "ticker-feed owner is the market-data team", "ticker-feed"), "format vs owner"),
    K("property", M("fact", "mailer sends through Postmark", "mailer"), M("gotcha", "mailer templates break in Outlook 2016 with flexbox", "mailer"), "provider vs template rendering"),
    K("property", M("fact", "recon runs daily at 02:00 UTC", "recon"), M("fact", "recon is written in Kotlin", "recon"), "schedule vs language"),
    K("property", M("fact", "tabsaver is MV3", "tabsaver"), M("fact", "tabsaver has 12k weekly users", "tabsaver"), "manifest vs users"),
    K("property", M("fact", "notely uses Electron Forge", "notely-desktop"), M("fact", "notely's icon set is from Phosphor", "notely-desktop"), "packaging vs icons"),
    K("property", M("fact", "tinylang targets riscv64 by default", "tinylang"), M("preference", "error messages in tinylang should suggest a fix like rustc", "tinylang"), "target vs UX"),
    K("property", M("fact", "geofence stores 4326", "geofence"), M("fact", "geofence API is behind the mobile gateway", "geofence"), "CRS vs routing"),
    K("property", M("fact", "docs-bot uses pgvector", "docs-bot"), M("fact", "docs-bot answers are logged for 30 days", "docs-bot"), "vector store vs log retention"),
    K("property", M("fact", "riscv-core on Arty A7", "riscv-core"), M("fact", "riscv-core passes riscv-tests rv32ui", "riscv-core"), "board vs compliance"),
    K("property", M("fact", "exch-api rate limit 20 req/s", "exch-api"), M("fact", "exch-api signs requests with HMAC-SHA256", "exch-api"), "limits vs auth"),
    K("property", M("fact", "storefront default locale en-GB", "storefront-i18n"), M("fact", "storefront translators get context screenshots in Crowdin", "storefront-i18n"), "locale vs workflow"),
    K("property", M("fact", "libgeo is Apache-2.0", "libgeo"), M("fact", "libgeo releases on the first Monday of the month", "libgeo"), "license vs cadence"),
    K("property", M("fact", "evalkit grader gpt-4o-mini", "evalkit"), M("fact", "evalkit stores results in DuckDB", "evalkit"), "grader vs storage"),
    K("property", M("fact", "order-stream parallelism 12", "order-stream"), M("fact", "order-stream is owned by payments-data", "order-stream"), "parallelism vs owner"),
    K("property", M("fact", "arena matchmaking timeout 90s", "arena"), M("fact", "arena matchmaking considers party size", "arena"), "timeout vs criterion"),
    K("property", M("preference", "user likes small PRs"), M("preference", "user wants PR descriptions with a test plan section"), "PR size vs description"),
    K("property", M("fact", "clearing consumer group clearing-settlement", "clearing"), M("fact", "clearing emits settlement events to topic settle.out", "clearing"), "input group vs output topic"),
    K("property", M("fact", "ledger rounds HALF_UP", "ledger"), M("fact", "ledger amounts in minor units", "ledger"), "rounding vs representation"),
    K("property", M("fact", "mailer DKIM on", "mailer"), M("fact", "mailer uses a dedicated IP", "mailer"), "signing vs IP"),
    K("property", M("fact", "notely sandboxed renderer", "notely-desktop"), M("fact", "notely supports spellcheck in 30 languages", "notely-desktop"), "security vs feature"),
    K("property", M("fact", "tabsaver firefox id tabsaver@example.org", "tabsaver"), M("fact", "tabsaver supports Edge too", "tabsaver"), "id vs platform"),
    K("property", M("fact", "geofence default radius 250 m", "geofence"), M("fact", "geofence events are published to kafka topic geo.events", "geofence"), "radius vs output"),
    K("property", M("fact", "tinylang parser hand written", "tinylang"), M("fact", "tinylang's lexer uses logos", "tinylang"), "parser vs lexer"),
    K("property", M("fact", "evalkit temp 0", "evalkit"), M("fact", "evalkit has 420 golden cases", "evalkit"), "temperature vs dataset size"),
    K("property", M("fact", "the exchange supports 40 trading pairs", "exch-api"), M("fact", "exch-api uses websocket for market data", "exch-api"), "pair count vs transport"),
]

LOOKALIKES += [
    K("platform", M("gotcha", "on windows the app must be closed before update else the installer is failing with 'file in use'", "chartdesk"), M("fact", "chartdesk on macOS updates while running, restart applies it", "chartdesk"), "windows vs mac update behaviour; non-native voice"),
    K("environment", M("fact", "heads up: staging leaderboard is wiped every night :broom:", "arena"), M("fact", "prod leaderboards persist for the whole season", "arena"), "staging vs prod; slack voice"),
    K("validity", M("decision", "docs(i18n): freeze string changes until the 3.0 translation drop", "storefront-i18n", valid_until="2026-08-01"), M("decision", "string changes allowed again, translators work continuously", "storefront-i18n", valid_from="2026-08-01"), "freeze then lifted; commit voice"),
    K("project", M("fact", "Kafka retention.ms=604800000", "ticker-feed"), M("fact", "kafka topics keep 1 day", "geofence"), "two projects"),
]
UNRELATED += [
    K("property", M("status", "pls dont touch the kafka cluster today, rolling restart ongoing", "order-stream"), M("fact", "order-stream job written in Java 17", "order-stream"), "status of cluster vs language; slack voice"),
]

REFINEMENTS += [
    K("detail", M("discovery", "found the synth tool infers a latch somewhere in the ALU", "riscv-core"), M("discovery", "the inferred latch is in alu.sv: the default branch of the case statement was missing", "riscv-core"), "narrows where"),
]
UNRELATED += [
    K("property", M("discovery", "the gmail postmaster tools show our domain reputation is 'high'", "mailer"), M("discovery", "outlook.com throttles us when we send >1000/min", "mailer"), "two different discoveries about mail delivery"),
    K("property", M("capability", "arena can replay a match from server logs", "arena"), M("episode", "last weekend's tournament had 4k concurrent players", "arena"), "capability vs episode, unrelated"),
]
