"""Half N contradictions: both sides cannot hold in the same context."""
from lib import case, M

AI = {"source": "ai_inferred"}
SS = {"suggest_supersede": True}

KEY_VALUE = [
    case("key_value", ("fact", "Terraform state for the platform modules lives in the `tf-state-prod` S3 bucket with DynamoDB locking."), ("fact", "Remote backend for platform modules: GCS bucket gs://acme-tfstate, no lock table."), "same backend for the same modules, S3 vs GCS", "infra-modules"),
    case("key_value", ("fact", "warehouse: SNOWFLAKE_WH_XL for the nightly dbt run"), ("fact", "The nightly dbt job runs on the TRANSFORM_M warehouse, not the XL one."), "one nightly run, two different warehouses", "dwh"),
    case("key_value", ("fact", "SCIM provisioning for Okta points at https://id.acme.io/scim/v2"), ("fact", "Okta pushes users to our SCIM endpoint at https://auth.acme.io/api/scim."), "same Okta SCIM endpoint, two URLs", "identity"),
    case("key_value", ("fact", "Search relevance: the product index uses BM25 with k1=1.2."), ("fact", "product-idx similarity = DFR, not BM25"), "same index, two similarity models", "search"),
    case("key_value", M("fact", "The user told me their Yocto builds target the `poky` distro.", **AI), ("fact", "DISTRO = \"acme-linux\" in local.conf for all our images"), "distro for the same builds: poky vs acme-linux", "yocto-bsp"),
    case("key_value", ("fact", "Feature flags are served by LaunchDarkly."), ("fact", "flag provider: Unleash (self-hosted on the ops cluster)"), "one flag provider per product", "web-app"),
    case("key_value", ("fact", "Support tickets route to Zendesk group `Tier2-Billing` when tagged refund."), ("fact", "refund-tagged tickets go to the Payments Escalations group in Zendesk"), "same routing rule, two target groups", "support-tools"),
    case("key_value", ("fact", "- reference genome: GRCh38\n- aligner: bwa-mem2"), ("fact", "The variant pipeline aligns against hg19."), "reference genome GRCh38 vs hg19 for one pipeline", "variant-calling"),
    case("key_value", ("fact", "Nx remote cache is Nx Cloud."), ("fact", "Our Nx computation cache is stored in a self-hosted S3 bucket via nx-remotecache-s3; we never signed up for Nx Cloud."), "remote cache backend differs", "monorepo"),
    case("key_value", ("fact", "Primary region for the marketplace API is us-east-1."), ("fact", "marketplace-api primary: eu-west-1 (Dublin); us-east-1 only hosts the DR replica"), "primary region differs", "marketplace"),
    case("key_value", ("fact", "| service | pager rotation |\n| ledger | payments-oncall |"), ("fact", "Pages for the ledger service go to the core-platform rotation in PagerDuty."), "same service, two pager rotations", "sre"),
    case("key_value", ("fact", "The IdP for employee SSO is Azure AD (Entra ID)."), ("fact", "Employees sign in through Okta; there's no Entra tenant."), "IdP alias Entra/Azure AD vs Okta", "identity"),
    case("key_value", ("fact", "Recs model candidate generator: two-tower retrieval over item embeddings."), ("fact", "Candidate generation for recommendations is item-item collaborative filtering, not a neural retriever."), "candidate generator differs", "recsys"),
    case("key_value", ("fact", "BigQuery dataset for raw events is `analytics_raw`."), ("fact", "raw events land in dataset events_landing (BQ)"), "raw events dataset named two ways", "dwh"),
    case("key_value", ("fact", "Per Priya: \"the evidence store for SOC 2 is Vanta\"."), ("fact", "We collect SOC 2 evidence in Drata."), "compliance tool Vanta vs Drata, quoting a teammate", "compliance"),
    case("key_value", ("fact", "wasm runtime in the plugin host = wasmtime"), ("fact", "The plugin host embeds Wasmer to run WebAssembly plugins."), "runtime wasmtime vs Wasmer", "plugin-host"),
    case("key_value", ("fact", "Signing key for Android release builds is held in Google Play App Signing."), ("fact", "We sign Android releases ourselves with the upload keystore from 1Password; Play App Signing was never enabled."), "who holds the signing key", "mobile-app"),
]

PREFERENCE = [
    case("preference", ("preference", "Prefers `terraform plan -out` files checked by a second reviewer before apply."), ("preference", "Don't bother with saved plan files; just run apply and read the diff interactively."), "saved plans wanted vs rejected", "infra-modules"),
    case("preference", M("preference", "The user said they'd rather see SQL in CTEs than nested subqueries.", scope="private"), M("preference", "nested subqueries > CTEs for me, CTE chains are hard to read", scope="private"), "opposite SQL style preference"),
    case("preference", M("preference", "Likes incident timelines written in UTC.", scope="team"), M("preference", "Write incident timelines in local Pacific time, never UTC - the execs read them.", scope="team"), "timeline timezone preference opposite"),
    case("preference", ("preference", "Use Turborepo's `--filter` rather than running every pipeline."), ("preference", "Avoid --filter in turbo runs; always build the whole graph so caches stay warm."), "positive vs negative on the same flag", "monorepo"),
    case("preference", M("preference", "I like small PRs, ideally under 200 lines.", scope="private"), M("preference", "The user mentioned they prefer one big PR per feature rather than a stack of small ones.", scope="private", source="ai_inferred"), "small PRs vs one big PR"),
    case("preference", ("preference", "Prefer snake_case column names in Snowflake models."), ("preference", "warehouse models: camelCase columns please, matches the API payloads"), "column casing preference", "dwh"),
    case("preference", M("preference", "Wants tests written with pytest fixtures, not unittest classes.", scope="private"), M("preference", "Stick to unittest.TestCase subclasses; the user dislikes pytest fixture magic.", scope="private", source="ai_inferred"), "test style opposite"),
    case("preference", ("preference", "Rather have feature flags default OFF in new environments."), ("preference", "New environments should come up with every flag on so QA sees everything."), "default-off vs default-on flags", "flags"),
    case("preference", M("preference", "Enjoys tabs for indentation in Go and C.", scope="private"), M("preference", "hates tabs. spaces everywhere, even in C", scope="private"), "tabs liked vs hated, shares few words"),
    case("preference", ("preference", "For search tuning I'd prefer offline NDCG evals before any A/B test."), ("preference", "Skip offline evals; go straight to an online interleaving test for relevance changes."), "offline-first vs online-first", "search"),
    case("preference", M("preference", "Prefers release notes as bullet lists.", scope="team"), M("preference", "Release notes should be prose paragraphs - no bullets.", scope="team"), "bullets vs no bullets"),
    case("preference", M("preference", "The user likes when I explain Bazel errors step by step.", scope="private", source="ai_inferred"), M("preference", "don't walk me through bazel failures, just give me the fix", scope="private"), "explanations wanted vs not"),
    case("preference", ("preference", "Prefer Kotlin Multiplatform for shared mobile logic."), ("preference", "We'd rather keep iOS and Android logic separate in Swift and Kotlin than share via KMP."), "KMP wanted vs rejected", "mobile-app"),
    case("preference", M("preference", "Use Nextflow for new pipelines.", scope="team"), M("preference", "New bioinformatics workflows: Snakemake, please, not Nextflow.", scope="team"), "workflow engine preference opposite"),
    case("preference", ("preference", "Prefers dark launches behind a flag over staged rollouts by percentage."), ("preference", "percentage rollouts (1/10/50/100) are how we want to ship, no dark launches"), "rollout style opposite", "flags"),
    case("preference", M("preference", "I'd like commit messages in imperative mood ('Add X').", scope="private"), M("preference", "Write commit subjects in past tense, like 'Added retry to sync'.", scope="private"), "imperative vs past tense"),
    case("preference", M("preference", "Sam said: \"I want alerts to page only on symptoms, never on causes like CPU\".", scope="team"), M("preference", "Page on high CPU on the DB hosts too; the team wants cause-based alerts.", scope="team"), "symptom-only paging vs CPU paging"),
]

VERSION = [
    case("version", ("fact", "Terraform AWS provider pinned to ~> 4.67."), ("fact", "required_providers { aws = { version = \"~> 5.31\" } }"), "provider pin 4.x vs 5.x", "infra-modules"),
    case("version", ("fact", "Yocto release: kirkstone (4.0 LTS)."), ("fact", "The BSP is on Yocto scarthgap 5.0."), "Yocto release differs", "yocto-bsp"),
    case("version", ("fact", "We're on Bazel 6.4 with WORKSPACE files."), ("fact", ".bazelversion says 7.1.1 and we use bzlmod"), "Bazel 6 vs 7", "monorepo"),
    case("version", ("fact", "React Native 0.72 in the shopper app."), ("fact", "Shopper app upgraded to RN 0.74 on 2026-09-02; 0.72 is gone."), "RN version differs", "mobile-app"),
    case("version", ("fact", "Elasticsearch cluster version 7.17."), ("fact", "search cluster runs OpenSearch 2.11"), "engine and version differ for one cluster", "search"),
    case("version", ("fact", "GATK 4.2.6.1 in the germline workflow."), ("fact", "germline workflow: gatk 4.5.0.0"), "GATK version", "variant-calling"),
    case("version", ("fact", "dbt-core 1.5 for the Snowflake project."), ("fact", "The warehouse repo needs dbt 1.7+ because we use semantic models."), "dbt 1.5 vs needs 1.7+", "dwh"),
    case("version", ("fact", "Rust toolchain for the wasm modules: 1.74 (pinned in rust-toolchain.toml)."), ("fact", "wasm crates build with rustc 1.79"), "rust version", "plugin-host"),
    case("version", ("fact", "Min iOS deployment target is 15.0."), ("fact", "IPHONEOS_DEPLOYMENT_TARGET = 16.0"), "deployment target", "mobile-app"),
    case("version", ("fact", "Keycloak 21 runs the OIDC provider."), ("fact", "Our OIDC provider is Keycloak 24.0.3."), "Keycloak major", "identity"),
    case("version", M("fact", "The user told me the recommender trains on PyTorch 1.13.", source="ai_inferred"), ("fact", "recsys training image: torch==2.2.1+cu121"), "torch 1.13 vs 2.2", "recsys"),
    case("version", ("fact", "Node 18 on the support tooling lambdas."), ("fact", "support-tools lambdas run nodejs20.x"), "node runtime", "support-tools"),
]

NUMBER_UNIT = [
    case("number_unit", ("fact", "Snowflake statement timeout for BI users is 10 minutes."), ("fact", "STATEMENT_TIMEOUT_IN_SECONDS=3600 on the BI role"), "600 s vs 3600 s", "dwh"),
    case("number_unit", ("fact", "SLO for checkout availability: 99.9% monthly."), ("fact", "Checkout's availability objective is 99.95% per 30 days."), "SLO target differs", "marketplace"),
    case("number_unit", ("fact", "Android app bundle size budget 40 MB."), ("fact", "We fail the release build if the AAB is over 60 megabytes."), "size budget", "mobile-app"),
    case("number_unit", ("fact", "SCIM sync runs every 40 minutes."), ("fact", "The Okta→app SCIM push interval is hourly."), "40 min vs 60 min", "identity"),
    case("number_unit", ("fact", "Search p95 latency budget: 120ms."), ("fact", "Relevance changes must keep the 95th percentile under a quarter second."), "120 ms vs 250 ms, named differently", "search"),
    case("number_unit", ("fact", "Audit logs retained for 1 year for SOC 2."), ("fact", "audit log retention: 400 days"), "365 vs 400 days", "compliance"),
    case("number_unit", ("fact", "Default ramp for a new experiment is 5% of traffic."), ("fact", "Experiments start at 1% exposure."), "initial exposure", "flags"),
    case("number_unit", ("fact", "The Yocto image must fit in 256 MiB of eMMC rootfs."), ("fact", "rootfs partition on the board is 512MiB"), "rootfs size", "yocto-bsp"),
    case("number_unit", ("fact", "Marketplace take rate is 12%."), ("fact", "We take a 15 percent commission on each order."), "commission", "marketplace"),
    case("number_unit", ("fact", "Each sample needs 30x coverage minimum."), ("fact", "min depth for WGS samples = 20x"), "coverage threshold", "variant-calling"),
    case("number_unit", ("fact", "Wasm plugin memory limit is 64 pages."), ("fact", "Plugins may grow linear memory to 16 MiB."), "64 pages = 4 MiB vs 16 MiB", "plugin-host"),
    case("number_unit", ("fact", "Zendesk SLA for urgent tickets: first response within 1 hour."), ("fact", "Urgent tickets have a 30-minute first-reply SLA."), "SLA minutes", "support-tools"),
]

BOOLEAN = [
    case("boolean", ("fact", "SCIM deprovisioning is enabled: users removed in Okta are deactivated here."), ("fact", "We don't deactivate on SCIM delete; deprovisioning is off and handled by a monthly review."), "deprovisioning on vs off", "identity"),
    case("boolean", ("fact", "MFA required for all admin accounts."), ("gotcha", "Admin accounts can still log in with password only - MFA isn't enforced for them yet."), "MFA enforced vs not, fact vs gotcha", "compliance"),
    case("boolean", ("fact", "Bazel remote execution is turned on in CI."), ("fact", "build --remote_executor is unset; CI only uses the remote cache, not RBE"), "RBE on vs off", "monorepo"),
    case("boolean", ("fact", "Snowflake Time Travel is enabled on prod tables (7 days)."), ("fact", "DATA_RETENTION_TIME_IN_DAYS = 0 on every prod table, so no Time Travel."), "time travel on vs off", "dwh"),
    case("boolean", ("fact", "encryption at rest: yes (PHI bucket, SSE-KMS)"), ("fact", "The PHI bucket isn't encrypted at rest yet; ticket SEC-441 tracks it."), "encryption yes vs no", "compliance"),
    case("boolean", ("fact", "Bitcode is enabled for iOS builds."), ("fact", "ENABLE_BITCODE=NO in all iOS targets"), "bitcode on vs off", "mobile-app"),
    case("boolean", ("fact", "Spell correction is active on the search box."), ("fact", "We ship without query spellcheck; `did you mean` is disabled."), "spellcheck on vs off", "search"),
    case("boolean", ("fact", "read-only rootfs: true"), ("fact", "The device image mounts / read-write so the updater can patch files in place."), "rootfs ro vs rw", "yocto-bsp"),
    case("boolean", ("fact", "Experiment assignment is sticky per user."), ("fact", "Bucketing is per request; a user can see both variants."), "sticky vs not", "flags"),
    case("boolean", ("fact", "Nx affected is used in CI to skip untouched projects."), ("fact", "CI runs `nx run-many --all` on every PR; we don't use affected."), "affected used vs not", "monorepo"),
    case("boolean", ("fact", "The marketplace holds seller payouts in escrow until delivery."), ("fact", "Sellers are paid immediately at capture - no escrow."), "escrow vs none", "marketplace"),
    case("boolean", ("fact", "Terraform modules are published to the private registry."), ("fact", "We don't publish modules anywhere; consumers reference them by git tag."), "registry vs git refs", "infra-modules"),
]

CHANGE_OF_MIND = [
    case("change_of_mind", ("decision", "Going with Looker for the exec dashboards."), ("decision", "Changed our minds on Looker - exec dashboards will be built in Metabase instead."), "explicit change of BI tool", "dwh", **SS),
    case("change_of_mind", ("decision", "We'll use SAML for the customer SSO integration."), ("decision", "Update 2026-10-14: dropping SAML for customer SSO, OIDC only."), "protocol changed", "identity", **SS),
    case("change_of_mind", M("preference", "Prefer Nx for the new monorepo.", scope="team"), M("preference", "After the spike, the team now prefers Turborepo over Nx.", scope="team"), "tool preference reversed", None, **SS),
    case("change_of_mind", ("decision", "Canary releases on iOS via phased release over 7 days."), ("decision", "We stopped using phased release on iOS; everything goes to 100% at once now because the crash gate moved earlier."), "phased release dropped", "mobile-app", **SS),
    case("change_of_mind", ("decision", "Decided to keep incident postmortems in Confluence."), ("decision", "Postmortems move to the git repo as markdown from now on; Confluence was too hard to search."), "postmortem home changed", "sre", **SS),
    case("change_of_mind", ("decision", "Learning-to-rank with LambdaMART for the product search."), ("decision", "Scrapped LambdaMART; a cross-encoder reranker replaces it."), "ranker replaced", "search", **SS),
    case("change_of_mind", ("decision", "Feature flag cleanup: flags older than 90 days get a ticket."), ("decision", "We now delete flags after 30 days at 100%, no ticket step - the 90-day rule is dead."), "cleanup policy changed", "flags", **SS),
    case("change_of_mind", ("decision", "Plan: migrate BigQuery to Snowflake in Q3."), ("decision", "We're staying on BigQuery; the Snowflake migration is cancelled."), "migration cancelled", "dwh", **SS),
    case("change_of_mind", M("preference", "Like using Copilot for test scaffolding.", scope="private"), M("preference", "Not using Copilot for tests anymore - too many wrong asserts. I write them by hand now.", scope="private"), "preference reversed", None, **SS),
    case("change_of_mind", ("decision", "Use SWUpdate for OTA on the gateway devices."), ("decision", "We switched OTA on the gateways to Mender, SWUpdate is being removed."), "OTA tool switched", "yocto-bsp", **SS),
    case("change_of_mind", ("decision", "Going to charge sellers a monthly subscription."), ("decision", "Dropped the seller subscription idea; per-order fees only."), "pricing decision reversed", "marketplace", **SS),
    case("change_of_mind", ("decision", "Store pipeline outputs in S3 Standard."), ("decision", "On reflection BAMs go to S3 Glacier Instant Retrieval, not Standard - cost was 4x."), "storage class changed", "variant-calling", **SS),
]

CROSS_TYPE = [
    case("cross_type", ("preference", "Prefers every Terraform module to pin exact provider versions."), ("decision", "Modules use loose `>=` provider constraints; only root stacks pin."), "preference vs decision", "infra-modules"),
    case("cross_type", ("gotcha", "Don't run `bazel clean --expunge` on CI runners, it wipes the shared disk cache for every job."), ("pattern", "Every CI job starts with `bazel clean --expunge` to guarantee hermetic builds."), "gotcha forbids what the pattern does", "monorepo"),
    case("cross_type", ("fact", "The HIPAA BAA with AWS covers our prod account only."), ("gotcha", "Careful: the AWS BAA is not signed yet, so no PHI anywhere in AWS."), "fact vs gotcha on BAA", "compliance"),
    case("cross_type", ("status", "Snowflake migration: done, BigQuery decommissioned."), ("fact", "Finance dashboards still query BigQuery daily."), "status says decommissioned, fact says in use", "dwh"),
    case("cross_type", ("location", "OIDC client secrets live in Vault at secret/identity/oidc."), ("fact", "We keep the OIDC client secrets in AWS Secrets Manager; Vault was never adopted."), "location vs fact", "identity"),
    case("cross_type", ("capability", "Search service supports synonyms per locale."), ("gotcha", "Synonyms are global - there's no per-locale synonym set, so German synonyms leak into English."), "capability vs gotcha", "search"),
    case("cross_type", ("decision", "All experiments need a pre-registered primary metric."), ("episode", "Last sprint we launched three experiments without a primary metric; nobody blocked it, that's how we work."), "decision vs practice described in episode", "flags"),
    case("cross_type", ("insight", "Cold-start users get better CTR from popularity fallback than from the embedding model."), ("discovery", "Offline eval shows the embedding model beats popularity for cold-start users on CTR."), "insight vs discovery, opposite finding", "recsys"),
    case("cross_type", ("preference", "Support macros should never promise refund timelines."), ("pattern", "Our refund macro always says 'you'll see the money in 3-5 business days'."), "preference vs pattern", "support-tools"),
    case("cross_type", ("status", "iOS 5.2 release is blocked on App Review."), ("episode", "5.2 went live on the App Store this morning, review passed overnight."), "status vs episode", "mobile-app"),
    case("cross_type", ("gotcha", "Wasm modules can't open sockets in our host - WASI networking is disabled."), ("capability", "Plugins can make outbound HTTP calls via wasi-sockets."), "gotcha vs capability", "plugin-host"),
    case("cross_type", ("decision", "Yocto builds use the shared sstate mirror on NFS."), ("gotcha", "Never point SSTATE_MIRRORS at the NFS share - it corrupts under parallel builds, we use local sstate only."), "decision vs gotcha", "yocto-bsp"),
    case("cross_type", ("fact", "Seller KYC is done by Stripe Connect."), ("decision", "We run seller identity checks ourselves with Persona instead of Stripe's onboarding."), "fact vs decision", "marketplace"),
    case("cross_type", ("pattern", "Incident commander is always the on-call primary."), ("decision", "The on-call primary must never be IC; a separate IC is paged so the primary can debug."), "pattern vs decision", "sre"),
    case("cross_type", ("capability", "The pipeline can resume from the last completed step (-resume)."), ("gotcha", "Resume doesn't work in our setup: the work dir is on scratch and gets wiped, so every rerun starts from zero."), "capability vs gotcha", "variant-calling"),
    case("cross_type", M("preference", "The user doesn't want PII in Snowflake dev.", scope="team", source="ai_inferred"), M("pattern", "We clone prod into dev nightly, customer emails and all.", scope="team"), "preference vs practice, few shared words"),
    case("cross_type", ("location", "SOC 2 policies are in the Policies space in Notion."), ("fact", "The policies were moved out of Notion; the only copy is in the Drata policy center."), "location vs fact", "compliance"),
    case("cross_type", ("decision", "Flags are evaluated server-side only."), ("fact", "The mobile apps evaluate flags locally with the client SDK."), "decision vs fact", "flags"),
    case("cross_type", ("status", "SAML for Acme Corp tenant: live."), ("gotcha", "Acme Corp's SSO still fails at the ACS step; they can't log in with SAML yet."), "status vs gotcha", "identity"),
    case("cross_type", ("insight", "Turborepo remote cache cut CI time roughly in half."), ("discovery", "Measured: remote caching in turbo gave no CI speedup - cache hit rate is ~3% because of env hashing."), "insight vs measured discovery", "monorepo"),
]

IDENTIFIER = [
    case("identifier", ("fact", "Prod AWS account id 123456789012."), ("fact", "production account: 210987654321"), "account id", "infra-modules"),
    case("identifier", ("fact", "Okta app id for the admin console: 0oa1abcd2EFGH3ijk4x7."), ("fact", "Admin console Okta client_id = 0oa9zzzz8YYYY7xxx6w5"), "client id", "identity"),
    case("identifier", ("fact", "iOS bundle id com.acme.shopper"), ("fact", "The shopper app's bundle identifier is com.acmeinc.shop."), "bundle id", "mobile-app"),
    case("identifier", ("fact", "Snowflake account locator XY12345.us-east-1"), ("fact", "Our Snowflake account is acme-prod (org ACME, locator AB98765)"), "account locator", "dwh"),
    case("identifier", ("fact", "Checkout redesign experiment key: `exp_checkout_v3`"), ("fact", "The checkout redesign test is keyed `checkout-redesign-2026` in the flag service."), "experiment key", "flags"),
    case("identifier", ("fact", "PagerDuty service for search: PSRCH01"), ("fact", "search alerts go to PD service P7Q2K9X"), "PD service id", "search"),
    case("identifier", ("fact", "BigQuery project for analytics: acme-analytics-prod"), ("fact", "GCP project holding the warehouse is data-platform-412"), "project id", "dwh"),
    case("identifier", ("fact", "Machine name for the gateway BSP is `acme-gw-imx8`."), ("fact", "MACHINE ?= \"imx8mm-gateway\""), "MACHINE", "yocto-bsp"),
    case("identifier", ("fact", "SAML entity id: https://app.acme.io/saml/metadata"), ("fact", "Our SP entityID is urn:acme:sp:prod."), "entity id", "identity"),
    case("identifier", ("fact", "Stripe Connect platform account acct_1Hx9ABC"), ("fact", "Marketplace payouts come from acct_1Qz7XYZ."), "platform account id", "marketplace"),
    case("identifier", ("fact", "Jira project for SOC 2 findings: COMP"), ("fact", "Audit findings are tracked in Jira project SEC, not COMP."), "jira key", "compliance"),
]

PATH = [
    case("path", ("location", "Shared Terraform modules are in `modules/` at the repo root."), ("location", "infra repo: reusable modules under terraform/shared-modules/"), "module dir", "infra-modules"),
    case("path", ("location", "dbt models live in `warehouse/models`."), ("location", "The dbt project is at analytics/dbt/, models in analytics/dbt/models."), "dbt dir", "dwh"),
    case("path", ("location", "Runbooks: docs/runbooks/*.md in the sre repo."), ("location", "Runbooks are kept in the `ops-handbook` repo under playbooks/."), "runbook path", "sre"),
    case("path", ("location", "The custom layer is meta-acme in layers/meta-acme."), ("location", "BBLAYERS += \"${TOPDIR}/../sources/meta-acme-bsp\""), "layer path", "yocto-bsp"),
    case("path", ("location", "Synonym file: /etc/opensearch/analysis/synonyms.txt"), ("location", "product synonyms are loaded from config/analysis/product_synonyms.txt in the search repo"), "synonym file path", "search"),
    case("path", ("location", "Fastlane config is `ios/fastlane/Fastfile`."), ("location", "The Fastfile is at the repo root in fastlane/Fastfile; there's none under ios/."), "fastfile path", "mobile-app"),
    case("path", ("location", "Pipeline reference data: s3://acme-genomics/ref/GRCh38/"), ("location", "reference bundle path = /mnt/refs/hg38 on the cluster"), "ref path", "variant-calling"),
    case("path", ("location", "Wasm plugins are loaded from ~/.acme/plugins."), ("location", "Plugin host scans $XDG_DATA_HOME/acme/plugins for .wasm files."), "plugin dir", "plugin-host"),
    case("path", ("location", "Nx workspace config: nx.json + workspace.json at root"), ("location", "We dropped workspace.json; each project's config lives in its own project.json under apps/ and libs/."), "workspace config location", "monorepo"),
    case("path", ("location", "SCIM handler code: src/scim/handler.ts"), ("location", "The SCIM endpoints are implemented in services/provisioning/scim.go."), "handler location", "identity"),
    case("path", ("location", "Flag definitions are in flags/*.yaml in the app repo."), ("location", "flag definitions only exist in the LaunchDarkly UI - nothing in git"), "flag defs path vs none", "flags"),
]

CASES = KEY_VALUE + PREFERENCE + VERSION + NUMBER_UNIT + BOOLEAN + CHANGE_OF_MIND + CROSS_TYPE + IDENTIFIER + PATH

# Added voices: long memories mixing two facts, dates, teammate quotes, code spans.
CASES += [
    case("key_value", ("fact", "The support search uses Algolia; macros are stored in Zendesk and synced nightly to the help center."), ("fact", "Help-center search runs on Elasticsearch (we left Algolia last year)."), "long memory mixes two facts; the search engine differs", "support-tools"),
    case("number_unit", ("fact", "As of 2026-10-01, Bazel CI shards tests 8 ways and the remote cache TTL is 14 days."), ("fact", "Remote cache entries expire after 30 days."), "cache TTL 14 vs 30 days; second fact unrelated", "monorepo"),
    case("preference", M("preference", "Joss said: \"I want every Snowflake model to have a `unique` test on its key.\"", scope="team"), M("preference", "Don't add unique tests to every model - the team only wants them on fact tables, they're too slow.", scope="team"), "quoted teammate vs negative rule"),
    case("boolean", ("fact", "`flags.trackEvents` is true for every experiment flag."), ("fact", "We turned event tracking off on experiment flags to cut LaunchDarkly costs."), "code span vs prose", "flags"),
    case("cross_type", ("gotcha", "Don't rely on Okta group push for admin roles - it's disabled for the Admins group because of the 2026-07 incident."), ("capability", "Admin roles are assigned automatically when Okta pushes the Admins group."), "gotcha vs capability", "identity"),
    case("version", ("status", "Release 5.3 (build 812) shipped to both stores on 2026-11-18 with React Native 0.74."), ("fact", "The current shopper app is still on RN 0.72; the 0.74 upgrade slipped to January."), "status with version vs fact", "mobile-app"),
]

# Added: thinly covered memory types (episode, insight, discovery) as the subject of a conflict.
CASES += [
    case("cross_type", ("episode", "Yesterday's search outage (2026-11-24) was caused by a bad synonym file push."), ("discovery", "Postmortem finding: the 11/24 search outage came from a full JVM heap on the data nodes; the synonym push was unrelated."), "episode's cause vs later discovery", "search"),
    case("number_unit", ("insight", "Phased iOS releases catch about 80% of crash regressions before they reach everyone."), ("insight", "Looking at last year's data, phased release caught under a quarter of crash regressions; most only showed up at full rollout."), "80% vs under 25% for the same measure", "mobile-app"),
    case("cross_type", ("discovery", "Found that the Snowflake credit spike came from the Looker PDT rebuilds."), ("insight", "The credit spike was never Looker - PDTs are tiny; it's the dbt full-refresh every hour."), "two incompatible causes", "dwh"),
]
