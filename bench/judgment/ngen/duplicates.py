"""Half N duplicates: the same memory said again; merging the two loses nothing."""
from lib import case, M

AI = {"source": "ai_inferred"}

PARAPHRASE = [
    case("paraphrase", ("gotcha", "Don't `terraform import` into a module that uses for_each without quoting the key - the address parses wrong and import silently targets nothing."), ("gotcha", "When importing into a for_each module, quote the instance key in the address; unquoted, terraform import matches no resource and says nothing."), "same gotcha reworded", "infra-modules"),
    case("paraphrase", M("preference", "The user mentioned they'd rather get the failing test output first and my explanation after.", scope="private", source="ai_inferred"), M("preference", "show me the failing test log before any explanation", scope="private"), "chatty vs terse, same preference"),
    case("paraphrase", ("fact", "Snowflake bills a minimum of 60 seconds each time a warehouse resumes."), ("fact", "Every warehouse resume costs at least a full minute of credits in Snowflake."), "same fact, different words", "dwh"),
    case("paraphrase", ("decision", "We chose OIDC over SAML for new customer SSO because our SDKs already speak OAuth."), ("decision", "New customer SSO integrations use OIDC rather than SAML - the existing SDKs are OAuth-based."), "same decision and reason", "identity"),
    case("paraphrase", ("insight", "Most search zero-result queries are misspelled brand names."), ("insight", "Zero-hit searches are mostly typos in brand names."), "same insight, few shared words", "search"),
    case("paraphrase", ("gotcha", "bitbake caches the fetched tarball; bump PR or clear the download if you change SRC_URI contents but not its name."), ("gotcha", "If a SRC_URI file's content changes but its name doesn't, bitbake reuses the old download - clear it or bump PR."), "same gotcha", "yocto-bsp"),
    case("paraphrase", ("pattern", "Each experiment gets a guardrail metric on checkout conversion."), ("pattern", "We always attach checkout conversion as a guardrail to every A/B test."), "same practice", "flags"),
    case("paraphrase", ("fact", "Per Lena: \"App Review usually takes a day for us, sometimes two.\""), ("fact", "Lena says Apple's review of our iOS builds typically completes in one to two days."), "quote vs restatement", "mobile-app"),
    case("paraphrase", ("episode", "2026-10-03: ledger DB failover caused 11 minutes of checkout errors."), ("episode", "On Oct 3 2026 checkout was failing for eleven minutes while the ledger database failed over."), "same episode", "sre"),
    case("paraphrase", ("capability", "The pipeline can run on either AWS Batch or the on-prem Slurm cluster."), ("capability", "Executors supported by the workflow: Slurm on-prem and AWS Batch in the cloud."), "same capability", "variant-calling"),
    case("paraphrase", ("gotcha", "Nx caches test results even when env vars change, unless they're listed in namedInputs."), ("gotcha", "Changing an environment variable won't bust the Nx cache unless it's declared as an input."), "same gotcha", "web-monorepo"),
    case("paraphrase", ("fact", "Sellers can't list items until KYC is approved."), ("fact", "Listing is blocked for a seller whose identity verification hasn't passed."), "KYC named differently", "marketplace"),
    case("paraphrase", ("discovery", "Turned out the recs CTR drop was caused by a stale embedding index that didn't refresh after the 10/12 retrain."), ("discovery", "Root cause of the CTR dip: after the Oct 12 retrain the item embedding index never reloaded, so we served stale vectors."), "same discovery", "recsys"),
    case("paraphrase", M("preference", "Keep answers about compliance short and link the policy.", scope="team"), M("preference", "For compliance questions: brief answer plus a link to the relevant policy doc.", scope="team"), "same preference"),
]

SYNONYM = [
    case("synonym", ("fact", "The DWH is Snowflake."), ("fact", "Our data warehouse is Snowflake."), "DWH = data warehouse", "dwh"),
    case("synonym", ("fact", "IdP is Okta."), ("fact", "Okta is our identity provider."), "IdP expanded", "identity"),
    case("synonym", ("gotcha", "RBE jobs fail when the action needs network."), ("gotcha", "Remote build execution actions break if they try to reach the network."), "RBE expanded", "monorepo"),
    case("synonym", ("fact", "OTA updates use Mender."), ("fact", "Over-the-air updates are delivered with Mender."), "OTA expanded", "yocto-bsp"),
    case("synonym", ("decision", "Kill switch flags never expire."), ("decision", "Circuit-breaker style flags are permanent - no expiry."), "kill switch = circuit-breaker flag", "flags"),
    case("synonym", ("fact", "PHI is never written to logs."), ("fact", "Protected health information never goes into log output."), "PHI expanded", "compliance"),
    case("synonym", ("fact", "The app uses SSR for product pages."), ("fact", "Product pages are server-side rendered."), "SSR expanded", "web-app"),
    case("synonym", ("status", "IC for the current incident is Omar."), ("status", "Omar is incident commander on the ongoing incident."), "IC expanded", "sre"),
    case("synonym", ("fact", "NDCG@10 is the offline metric for ranking changes."), ("fact", "We judge ranking changes offline by normalized discounted cumulative gain at 10."), "NDCG expanded", "search"),
    case("synonym", ("fact", "CS agents can't see card numbers."), ("fact", "Customer support agents have no access to card numbers."), "CS = customer support", "support-tools"),
]

REORDERED = [
    case("reordered_list", ("fact", "Terraform module CI runs fmt, validate, tflint and checkov."), ("fact", "Module pipeline checks: checkov, tflint, terraform validate, terraform fmt."), "same list reordered", "infra-modules"),
    case("reordered_list", ("fact", "Supported SSO protocols: SAML 2.0, OIDC."), ("fact", "We support OIDC and SAML 2.0 for SSO."), "reordered", "identity"),
    case("reordered_list", ("fact", "The recs features are recency, popularity, price band and category affinity."), ("fact", "Recs model features: category affinity, price band, popularity, recency"), "reordered", "recsys"),
    case("reordered_list", ("fact", "- Android\n- iOS\n- iPadOS"), ("fact", "We ship on iPadOS, iOS and Android."), "bullets reordered into prose", "mobile-app"),
    case("reordered_list", ("fact", "Variant callers we run: DeepVariant, GATK HaplotypeCaller, Strelka2."), ("fact", "We run Strelka2, HaplotypeCaller (GATK) and DeepVariant as callers."), "same set of callers reordered", "variant-calling"),
    case("reordered_list", ("fact", "SOC 2 scope: production AWS, GitHub, Okta, Google Workspace."), ("fact", "In scope for SOC 2: Google Workspace, Okta, GitHub and the production AWS account."), "reordered", "compliance"),
    case("reordered_list", ("fact", "turbo pipelines: lint, test, build"), ("fact", "turbo.json has build, test and lint tasks"), "reordered", "docs-monorepo"),
    case("reordered_list", ("fact", "Support channels: email, chat, phone."), ("fact", "Customers reach support by phone, chat or email."), "reordered", "support-tools"),
]

KEY_VALUE_FORM = [
    case("key_value_form", ("fact", "SNOWFLAKE_ROLE=TRANSFORMER for dbt"), ("fact", "dbt connects to Snowflake with the TRANSFORMER role."), "KEY=value vs prose", "dwh"),
    case("key_value_form", ("fact", "session_lifetime: 8h"), ("fact", "SSO sessions last eight hours."), "yaml vs prose", "identity"),
    case("key_value_form", ("fact", "The Bazel disk cache lives at ~/.cache/bazel-disk."), ("fact", "build --disk_cache=~/.cache/bazel-disk"), "flag vs prose", "monorepo"),
    case("key_value_form", ("fact", "MACHINE = \"imx8mm-gateway\""), ("fact", "We build for the imx8mm-gateway machine."), "conf line vs prose", "yocto-bsp"),
    case("key_value_form", ("fact", "default_rollout_percent: 1"), ("fact", "New flags roll out to 1% of users by default."), "key vs prose", "flags"),
    case("key_value_form", ("fact", "| setting | value |\n|---|---|\n| commission | 12% |"), ("fact", "Our marketplace commission is 12 percent."), "table row vs prose", "marketplace"),
    case("key_value_form", ("fact", "Minimum iOS version supported is 16."), ("fact", "ios_min: 16.0"), "prose vs key", "mobile-app"),
    case("key_value_form", ("fact", "The product index refreshes every 30 seconds."), ("fact", "index.refresh_interval = 30s (product index)"), "setting vs prose", "search"),
    case("key_value_form", ("fact", "retention.audit_logs = 365d"), ("fact", "We keep audit logs for 365 days."), "key vs prose", "compliance"),
    case("key_value_form", ("fact", "Nextflow executor on the cluster: slurm, queue `genomics`."), ("fact", "process.executor = 'slurm'\nprocess.queue = 'genomics'"), "config vs prose", "variant-calling"),
]

UNIT_EQUIVALENT = [
    case("unit_equivalent", ("fact", "Snowflake warehouse auto-suspend is 300 seconds."), ("fact", "Warehouses auto-suspend after 5 minutes idle."), "300 s = 5 min", "dwh"),
    case("unit_equivalent", ("fact", "Plugin memory cap: 64 Wasm pages."), ("fact", "Plugins can use at most 4 MiB of linear memory."), "64 x 64 KiB = 4 MiB", "plugin-host"),
    case("unit_equivalent", ("fact", "Access tokens expire after 3600s."), ("fact", "Access token lifetime is one hour."), "3600 s = 1 h", "identity"),
    case("unit_equivalent", ("fact", "Cold start budget for the Android app: 2 s."), ("fact", "android cold start must be <= 2000ms"), "2 s = 2000 ms", "mobile-app"),
    case("unit_equivalent", ("fact", "Search timeout is 0.5 s."), ("fact", "search request timeout = 500ms"), "0.5 s = 500 ms", "search"),
    case("unit_equivalent", ("fact", "Experiments need at least 2 weeks of data."), ("fact", "Minimum experiment runtime: 14 days."), "2 weeks = 14 days", "flags"),
    case("unit_equivalent", ("fact", "Rootfs partition is 1 GiB."), ("fact", "The rootfs partition is 1024 MiB."), "1 GiB = 1024 MiB", "yocto-bsp"),
    case("unit_equivalent", ("fact", "Audit evidence is kept 6 years."), ("fact", "We retain HIPAA audit evidence for 72 months."), "6 y = 72 months", "compliance"),
    case("unit_equivalent", ("fact", "Alert fires when error rate exceeds 0.5%."), ("fact", "Page if more than 5 in 1000 requests fail."), "0.5% = 5 per 1000", "sre"),
]

MARKDOWN = [
    case("markdown", ("gotcha", "**Never** run `terraform apply` from a laptop against prod - use the pipeline."), ("gotcha", "Never run terraform apply from a laptop against prod; use the pipeline."), "markdown stripped", "infra-modules"),
    case("markdown", ("fact", "- warehouse: Snowflake\n- transforms: dbt\n- BI: Looker"), ("fact", "Stack: Snowflake warehouse, dbt for transforms, Looker for BI."), "bullets vs sentence", "dwh"),
    case("markdown", ("decision", "## Decision\nUse SCIM 2.0 for provisioning."), ("decision", "Decision: use SCIM 2.0 for provisioning."), "heading vs inline", "identity"),
    case("markdown", ("pattern", "1. cut release branch\n2. bump version\n3. upload to TestFlight"), ("pattern", "Release steps: cut the release branch, bump the version, then upload to TestFlight."), "numbered list vs sentence", "mobile-app"),
    case("markdown", ("fact", "> SLO: 99.9% availability for checkout"), ("fact", "Checkout SLO: 99.9% availability"), "blockquote stripped", "marketplace"),
    case("markdown", ("gotcha", "`nx reset` clears the local cache when outputs look stale."), ("gotcha", "nx reset clears the local cache when outputs look stale."), "code span stripped", "web-monorepo"),
    case("markdown", ("fact", "| step | tool |\n|---|---|\n| align | bwa-mem2 |\n| call | DeepVariant |"), ("fact", "Alignment uses bwa-mem2 and calling uses DeepVariant."), "table vs prose", "variant-calling"),
    case("markdown", ("preference", "_Always_ link the runbook in the page."), ("preference", "Always link the runbook in the page."), "emphasis stripped", "sre"),
]

SENTENCE_ORDER = [
    case("sentence_order", ("gotcha", "Flag evaluations are cached for 30 s in the SDK. A flip won't show up instantly."), ("gotcha", "A flag flip won't show up instantly: the SDK caches evaluations for 30 s."), "clauses reordered", "flags"),
    case("sentence_order", ("fact", "The seller app is built with Flutter. It targets Android and iOS."), ("fact", "Targeting iOS and Android, the seller app is a Flutter build."), "reordered", "seller-app"),
    case("sentence_order", ("decision", "Because Looker licenses were too expensive, we moved BI to Metabase."), ("decision", "We moved BI to Metabase; Looker licenses were too expensive."), "reason moved", "dwh"),
    case("sentence_order", ("fact", "SAML certificates rotate yearly. The next rotation is 2027-08-15."), ("fact", "Next SAML cert rotation is on 2027-08-15; they rotate every year."), "reordered", "identity"),
    case("sentence_order", ("gotcha", "Run `bitbake -c cleansstate` on the kernel after changing the defconfig, or the old config is reused."), ("gotcha", "The old kernel config gets reused after a defconfig change unless you run bitbake -c cleansstate on the kernel."), "reordered", "yocto-bsp"),
    case("sentence_order", ("insight", "Long queries convert worse. Users who type more than six words usually abandon."), ("insight", "Users typing more than six words usually abandon - long queries convert worse."), "reordered", "search"),
    case("sentence_order", ("fact", "The Zendesk sandbox is refreshed monthly, from production data."), ("fact", "From production data, the Zendesk sandbox gets refreshed once a month."), "reordered", "support-tools"),
    case("sentence_order", ("pattern", "We tag every Terraform module release and update the changelog."), ("pattern", "Every module release gets its changelog updated and a tag."), "order of mention", "infra-modules"),
]

CASE_PUNCT = [
    case("case_punctuation", ("fact", "bazel remote cache: grpcs://cache.build.acme.io"), ("fact", "Bazel Remote Cache - grpcs://cache.build.acme.io."), "case and punctuation", "monorepo"),
    case("case_punctuation", ("gotcha", "snowflake: DON'T use SELECT * on the events table!!"), ("gotcha", "Snowflake: don't use select * on the events table."), "casing and exclamation", "dwh"),
    case("case_punctuation", ("fact", "okta scim push is on"), ("fact", "Okta SCIM push is ON."), "casing", "identity"),
    case("case_punctuation", ("fact", "iOS min version: 16.0"), ("fact", "IOS MIN VERSION 16.0"), "casing", "mobile-app"),
    case("case_punctuation", ("decision", "No PHI in Slack, ever."), ("decision", "no phi in slack - ever"), "casing and punctuation", "compliance"),
    case("case_punctuation", ("fact", "Sev-1 incidents page the VP of Eng."), ("fact", "SEV1 incidents page the VP of eng"), "Sev-1 vs SEV1", "sre"),
    case("case_punctuation", ("fact", "Marketplace currency list: USD; EUR; GBP."), ("fact", "marketplace currency list - usd, eur, gbp"), "separators and casing", "marketplace"),
    case("case_punctuation", ("fact", "WASI preview-2 is required by the plugin host."), ("fact", "wasi preview 2 is required by the plugin host"), "hyphen and casing", "plugin-host"),
]

WHITESPACE = [
    case("whitespace", ("fact", "dbt  runs  at 03:00 UTC nightly."), ("fact", "dbt runs at 03:00 UTC nightly."), "extra spaces", "dwh"),
    case("whitespace", ("fact", "Flag service:\n  LaunchDarkly"), ("fact", "Flag service: LaunchDarkly"), "line break", "web-app"),
    case("whitespace", ("fact", "Search index replicas:\t5"), ("fact", "Search index replicas: 5"), "tab vs space", "search"),
    case("whitespace", ("gotcha", "Don't\tbuild two images in one build dir."), ("gotcha", "Don't build two images in one build dir."), "tab vs space", "yocto-bsp"),
    case("whitespace", ("fact", "Payout day:\n\nFriday"), ("fact", "Payout day: Friday"), "blank line", "marketplace"),
]

CASES = PARAPHRASE + SYNONYM + REORDERED + KEY_VALUE_FORM + UNIT_EQUIVALENT + MARKDOWN + SENTENCE_ORDER + CASE_PUNCT + WHITESPACE

# Added: duplicates of thinly covered types.
CASES += [
    case("paraphrase", ("episode", "Nov 24: bad synonym push took product search down for about 20 min."), ("episode", "On 2026-11-24 product search was down roughly twenty minutes after someone pushed a broken synonyms file."), "same episode, date and duration in other words", "search"),
    case("synonym", ("insight", "Sellers with photos on every listing churn less."), ("insight", "Vendors who add pictures to all their listings have lower attrition."), "seller/vendor, photos/pictures, churn/attrition", "marketplace"),
]
