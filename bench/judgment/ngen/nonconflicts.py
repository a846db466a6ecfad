"""Half N non-conflicts: look-alikes from different contexts, refinements, and unrelated properties."""
from lib import case, M


def P(t, c, proj, **kw):
    return M(t, c, scope="project", project=proj, **kw)


def G(t, c, **kw):
    return M(t, c, scope="global", **kw)


def W(t, c, start, end, **kw):
    """A memory valid from start until end (ISO dates; None leaves that end open)."""
    d = {}
    if start:
        d["valid_from"] = start
    if end:
        d["valid_until"] = end
    return M(t, c, **d, **kw)


ENVIRONMENT = [
    case("environment", ("fact", "Staging Snowflake warehouse is XS and auto-suspends after 60s."), ("fact", "Prod warehouse: size L, auto_suspend 600"), "staging vs prod warehouses", "dwh"),
    case("environment", ("fact", "In the sandbox tenant, SCIM deprovisioning is off so testers keep their accounts."), ("fact", "Production SCIM deprovisioning is on: removed Okta users are deactivated within the hour."), "sandbox vs production tenant", "identity"),
    case("environment", ("fact", "dev: feature flags all default on"), ("fact", "In prod every new flag defaults to off."), "dev vs prod defaults", "flags"),
    case("environment", ("fact", "QA builds of the Android app point at api-qa.acme.io."), ("fact", "Release builds use https://api.acme.io."), "QA vs release build", "mobile-app"),
    case("environment", ("fact", "Search index in staging has 2 replicas."), ("fact", "The production product index runs with 5 replicas across three AZs."), "staging vs prod replicas", "search"),
    case("environment", ("fact", "TF_VAR_instance_type=t3.small for the preview workspaces"), ("fact", "Production workspace instance type is m6i.2xlarge."), "preview vs prod workspace", "infra-modules"),
    case("environment", ("fact", "On the dev kit boards the rootfs is read-write for debugging."), ("fact", "Shipped gateway images mount the rootfs read-only."), "dev kit vs shipped images", "yocto-bsp"),
    case("environment", ("gotcha", "In the test Stripe account payouts are instant, don't rely on that timing."), ("fact", "Live-mode payouts to sellers settle on a 7-day rolling schedule."), "test mode vs live mode", "marketplace"),
    case("environment", ("fact", "Local docker-compose Zendesk mock returns ticket ids starting at 1."), ("fact", "Real Zendesk ticket ids in our instance are in the 4,000,000s."), "local mock vs real instance", "support-tools"),
    case("environment", ("fact", "Canary pods log at DEBUG."), ("fact", "main fleet log level: WARN"), "canary vs main fleet", "sre"),
]

PROJECT = [
    case("project", P("fact", "Bazel 7 with bzlmod.", "monorepo"), P("fact", "We're on Bazel 6.4 with a WORKSPACE file.", "legacy-firmware-tools"), "two repos, two Bazel versions"),
    case("project", P("fact", "Primary region us-east-1.", "marketplace"), P("fact", "The recommender's feature store runs in eu-west-1.", "recsys"), "two projects, two regions"),
    case("project", P("preference", "Use Nextflow for workflows.", "variant-calling"), P("preference", "Snakemake for this one - it's a small lab-side RNA-seq repo.", "rnaseq-lab"), "two pipelines, two engines"),
    case("project", P("fact", "Feature flags via LaunchDarkly.", "web-app"), P("fact", "The kiosk firmware reads flags from a JSON file baked into the image.", "kiosk-fw"), "two products"),
    case("project", P("fact", "Min iOS 16.", "shopper-app"), P("fact", "IPHONEOS_DEPLOYMENT_TARGET = 14.0 (seller app still supports old iPads)", "seller-app"), "two apps"),
    case("project", P("fact", "dbt models in warehouse/models", "dwh"), P("location", "dbt lives in finance-dbt/models for the finance mart repo.", "finance-mart"), "two dbt projects"),
    case("project", P("fact", "OIDC provider: Keycloak 24.", "identity"), P("fact", "The partner portal authenticates with Auth0.", "partner-portal"), "two products' IdPs"),
    case("project", P("fact", "Commission 12%.", "marketplace"), P("fact", "Take rate 20% on the services marketplace.", "services-market"), "two marketplaces"),
    case("project", P("fact", "Nx 18 with Nx Cloud.", "web-monorepo"), P("fact", "Turborepo with a self-hosted cache.", "docs-monorepo"), "two monorepos"),
    case("project", P("fact", "Yocto kirkstone for the gateway.", "gateway-bsp"), P("fact", "The camera board BSP is on scarthgap.", "camera-bsp"), "two BSPs"),
]

VALIDITY = [
    case("validity", W("fact", "Snowflake contract: Enterprise edition.", "2025-01-01", "2026-01-01"), W("fact", "We're on Business Critical edition in Snowflake (needed for HIPAA).", "2026-01-01", None), "editions in disjoint windows", "dwh"),
    case("validity", W("fact", "On-call primary for search: Dana.", "2026-11-02", "2026-11-09"), W("fact", "Search on-call primary is Mateo.", "2026-11-09", "2026-11-16"), "consecutive rotations", "search"),
    case("validity", W("status", "Code freeze for the mobile apps - no releases.", "2026-12-20", "2027-01-05"), W("status", "Mobile release train running weekly on Tuesdays.", "2027-01-05", None), "freeze then resumed", "mobile-app"),
    case("validity", W("fact", "SOC 2 Type II observation window open; all changes need a ticket.", "2026-03-01", "2026-09-01"), W("fact", "No audit window active: change tickets are optional for low-risk changes.", "2026-09-01", "2027-03-01"), "audit window vs after", "compliance"),
    case("validity", W("fact", "Holiday experiment pause: no new tests may launch.", "2026-11-20", "2026-12-01"), W("fact", "New experiments can launch any weekday.", "2026-12-01", None), "pause window then open", "flags"),
    case("validity", W("fact", "Marketplace commission promo: 8%.", "2026-06-01", "2026-07-01"), W("fact", "Commission is 12% per order.", "2026-07-01", None), "promo window then standard", "marketplace"),
    case("validity", W("fact", "The SAML cert fingerprint is 3F:9A:...:11.", None, "2026-08-15"), W("fact", "SAML signing cert fingerprint: A7:02:...:C4 (rotated).", "2026-08-15", None), "cert before/after rotation", "identity"),
    case("validity", W("fact", "Terraform runs go through Atlantis.", None, "2026-04-01"), W("fact", "Terraform applies run in Spacelift stacks.", "2026-04-01", None), "tool by period", "infra-modules"),
    case("validity", W("status", "Support queue in Zendesk is staffed 24/7 during Black Friday week.", "2026-11-23", "2026-11-30"), W("status", "Support hours are 8am-8pm ET, weekdays.", "2026-11-30", None), "peak staffing window", "support-tools"),
]

PLATFORM = [
    case("platform", ("fact", "On iOS the app uses Keychain for the refresh token."), ("fact", "Android stores the refresh token in EncryptedSharedPreferences."), "iOS vs Android", "mobile-app"),
    case("platform", ("gotcha", "On macOS runners Bazel needs --host_javabase set or it picks the wrong JDK."), ("fact", "Linux CI runners use the default Bazel JDK fine."), "macOS vs Linux runners", "monorepo"),
    case("platform", ("fact", "Browser builds of the plugin host use the JS engine's WebAssembly, no WASI."), ("fact", "The native CLI host runs plugins in wasmtime with WASI preview 2."), "browser vs native host", "plugin-host"),
    case("platform", ("fact", "aarch64 images use the Mali GPU driver."), ("fact", "x86-64 QEMU images ship without a GPU driver."), "arm vs x86 image", "yocto-bsp"),
    case("platform", ("fact", "The web client evaluates flags on the server during SSR."), ("fact", "Mobile clients evaluate flags locally with cached rules."), "web vs mobile clients", "flags"),
    case("platform", ("fact", "Windows agents run the Nx build with `--parallel=2`."), ("fact", "Linux agents: nx --parallel=8"), "Windows vs Linux agents", "web-monorepo"),
    case("platform", ("fact", "On the HPC cluster the pipeline uses Singularity images."), ("fact", "In AWS Batch the same pipeline pulls Docker images from ECR."), "HPC vs cloud executor", "variant-calling"),
    case("platform", ("fact", "Android min SDK 26."), ("fact", "iPadOS minimum is 16.0."), "two platforms' minimums", "mobile-app"),
    case("platform", ("fact", "GPU training nodes use fp16 mixed precision."), ("fact", "The CPU inference path runs the ranking model in int8."), "training GPU vs CPU inference", "recsys"),
]

OVERRIDE = [
    case("override", G("preference", "Prefer UTC in every timestamp I see."), P("preference", "For the support dashboards show times in the agent's local zone.", "support-tools"), "global vs project override"),
    case("override", G("preference", "Always pin dependency versions exactly."), P("preference", "In the Terraform modules keep provider constraints loose (~>) so consumers can upgrade.", "infra-modules"), "global rule, project exception"),
    case("override", G("decision", "Team default: Python services use Poetry."), P("decision", "The pipeline repo uses conda/mamba envs because bioconda tools aren't on PyPI.", "variant-calling"), "global default vs project"),
    case("override", G("preference", "Use spaces, 4 wide."), P("preference", "Tabs in the BSP layer - bitbake recipes follow OE style, which the linter expects.", "yocto-bsp"), "style override"),
    case("override", G("fact", "Default log retention across services: 30 days."), P("fact", "PHI access logs are kept 6 years for HIPAA.", "compliance"), "default retention vs project"),
    case("override", G("preference", "Rather not get emojis in commit messages."), P("preference", "gitmoji is required in the docs site repo.", "docs-site"), "global vs repo convention"),
    case("override", G("decision", "All services deploy with ArgoCD."), P("decision", "The marketplace API deploys via Spinnaker until its migration finishes.", "marketplace"), "global vs exception"),
    case("override", G("preference", "Prefer squash merges."), P("preference", "Rebase-merge in the monorepo so each commit's Nx affected graph stays bisectable.", "web-monorepo"), "merge style override"),
    case("override", G("fact", "Experiments run for at least 14 days."), P("fact", "Search ranking tests use interleaving and can conclude in 3 days.", "search"), "team default vs search exception"),
]

REFINEMENTS = [
    case("detail", ("fact", "Terraform state is in S3."), ("fact", "TF state bucket: tf-state-prod (us-east-1), versioning on, DynamoDB lock table tf-locks."), "adds details", "infra-modules"),
    case("detail", ("fact", "We use SCIM with Okta."), ("fact", "Okta SCIM pushes users and groups; group push maps 'eng-*' groups to roles."), "adds detail", "identity"),
    case("detail", ("gotcha", "Snowflake costs spike on Mondays."), ("gotcha", "Monday Snowflake spikes come from the weekly full-refresh of fct_orders on the XL warehouse; incremental would fix it."), "explains the cause", "dwh"),
    case("detail", ("fact", "Bazel uses a remote cache."), ("fact", "Remote cache is bazel-remote on GCS, grpcs://cache.build.acme.io, 2 TB."), "adds endpoint and size", "monorepo"),
    case("detail", ("decision", "Use Mender for OTA."), ("decision", "Mender for OTA with A/B rootfs partitions and automatic rollback if the health check fails within 5 min."), "adds how", "yocto-bsp"),
    case("detail", M("preference", "Likes concise PR descriptions.", scope="private"), M("preference", "PR descriptions: 3 bullets max - what, why, how tested.", scope="private"), "narrows the preference"),
    case("detail", ("fact", "Search uses synonyms."), ("fact", "Synonyms are expanded at query time only, so the index never needs a reindex when the list changes."), "adds detail", "search"),
    case("detail", ("fact", "Experiments use CUPED."), ("fact", "CUPED variance reduction uses the 14-day pre-period revenue as covariate."), "adds covariate", "flags"),
    case("detail", ("status", "SOC 2 audit in progress."), ("status", "SOC 2 Type II fieldwork in progress with the auditor; evidence requests due Dec 5."), "adds date", "compliance"),
    case("detail", ("fact", "Recs retrained nightly."), ("fact", "The two-tower model retrains nightly at 02:00 UTC on the last 90 days of clicks."), "adds time and window", "recsys"),
    case("detail", ("fact", "Sellers get paid weekly."), ("fact", "Seller payouts run weekly on Fridays through Stripe Connect, minus the 12% commission."), "adds day and mechanism", "marketplace"),
    case("detail", ("pattern", "We write postmortems for incidents."), ("pattern", "Every SEV1/SEV2 gets a blameless postmortem within 5 business days, reviewed at Thursday ops review."), "adds criteria", "sre"),
    case("detail", ("location", "Pipeline configs are in the repo."), ("location", "Pipeline configs: conf/base.config plus conf/aws.config and conf/hpc.config per executor."), "adds files", "variant-calling"),
    case("detail", ("fact", "Wasm plugins are sandboxed."), ("fact", "Plugins get no filesystem preopens and fuel-metered execution (10M instructions per call)."), "adds how sandboxed", "plugin-host"),
    case("detail", ("fact", "iOS releases go through TestFlight first."), ("fact", "Builds sit in TestFlight internal for 2 days and external beta for 3 before App Store submission."), "adds durations", "mobile-app"),
    case("detail", ("capability", "The support bot can look up orders."), ("capability", "Support bot looks up orders by email or order number and can show tracking, but can't issue refunds."), "adds scope", "support-tools"),
    case("range", ("fact", "Snowflake queries should finish within minutes."), ("fact", "BI queries must finish under 90 seconds at p95."), "narrows range", "dwh"),
    case("range", ("fact", "Feature flag rollouts go up to 100% over a few weeks."), ("fact", "Rollouts step 1% -> 10% -> 50% -> 100%, a week between steps."), "narrows the schedule", "flags"),
    case("range", ("fact", "Search latency under 300 ms."), ("fact", "Search p95 is 120-180 ms on the product index."), "value within the limit", "search"),
    case("range", ("fact", "Coverage 20-40x per sample."), ("fact", "Tumor samples are sequenced at about 35x."), "value within range", "variant-calling"),
    case("range", ("fact", "Android app supports API 24+."), ("fact", "Camera features need API 29 or newer; the rest works from 24."), "narrows a feature range", "mobile-app"),
    case("range", ("fact", "SCIM sync runs at most hourly."), ("fact", "Okta SCIM push in practice lands within 5-10 minutes of a change."), "within the bound", "identity"),
    case("range", ("fact", "Experiment sizes: 1-50% of traffic."), ("fact", "Pricing experiments are capped at 10%."), "narrower cap for a subset", "flags"),
    case("range", ("fact", "Terraform modules support AWS provider 4.x and 5.x."), ("fact", "The eks module needs AWS provider >= 5.20."), "narrower for one module", "infra-modules"),
    case("range", ("fact", "Image must be under 512 MiB."), ("fact", "The current gateway image is 318 MiB."), "measurement within budget", "yocto-bsp"),
    case("range", ("fact", "Seller ratings are 1-5 stars."), ("fact", "Sellers under 3.5 average get a review flag."), "threshold within scale", "marketplace"),
]

UNRELATED = [
    case("property", ("fact", "Snowflake warehouse TRANSFORM_M auto-suspends after 5 minutes."), ("fact", "TRANSFORM_M is owned by the data-eng role."), "same warehouse, different property", "dwh"),
    case("property", ("fact", "Okta SCIM app pushes groups."), ("fact", "The Okta tenant is acme.okta.com."), "different property", "identity"),
    case("property", ("fact", "Bazel remote cache is on GCS."), ("fact", "Bazel is invoked through bazelisk everywhere."), "different property", "monorepo"),
    case("property", ("fact", "Product index has 5 replicas."), ("fact", "Product index refresh_interval 30s"), "replicas vs refresh", "search"),
    case("property", ("fact", "Android app minSdk 26."), ("fact", "Android app uses Jetpack Compose for all new screens."), "different property", "mobile-app"),
    case("property", ("gotcha", "Don't run two bitbake builds in one build dir - the lock will hang."), ("fact", "The gateway image is built with `bitbake acme-gw-image`."), "different property", "yocto-bsp"),
    case("property", ("fact", "LaunchDarkly SDK key is in Vault."), ("fact", "LaunchDarkly has separate projects for web and mobile."), "different property", "flags"),
    case("property", ("fact", "Marketplace take rate 12%."), ("fact", "Marketplace supports USD, EUR and GBP."), "different property", "marketplace"),
    case("property", ("fact", "The postmortem template has a 'contributing factors' section."), ("fact", "SEV1 pages the whole on-call chain at once."), "different facts about incidents", "sre"),
    case("property", ("fact", "GATK 4.5 in the germline workflow."), ("fact", "The germline workflow outputs gVCF per sample."), "version vs output", "variant-calling"),
    case("property", ("fact", "Wasm plugins are limited to 4 MiB memory."), ("fact", "Plugins are written in Rust or AssemblyScript."), "limit vs languages", "plugin-host"),
    case("property", ("fact", "SOC 2 Type II report period ends in September."), ("fact", "Our SOC 2 auditor is Prescient Assurance."), "period vs auditor", "compliance"),
    case("property", ("fact", "Zendesk urgent SLA 1 hour."), ("fact", "Zendesk macros are versioned in the support-tools repo."), "SLA vs macros", "support-tools"),
    case("property", ("fact", "Recs model uses 128-dim item embeddings."), ("fact", "Recs model is served from a Triton server."), "dimension vs serving", "recsys"),
    case("property", ("fact", "Terraform modules are tested with terratest."), ("fact", "Terraform modules follow semver tags like v3.2.0."), "testing vs versioning", "infra-modules"),
    case("property", ("fact", "dbt runs nightly at 03:00 UTC."), ("fact", "dbt docs are published to the internal docs site."), "schedule vs docs", "dwh"),
    case("property", ("preference", "Prefers Turborepo's dry-run graph output before merging pipeline changes."), ("fact", "turbo.json defines build, test and lint pipelines."), "preference vs config fact", "docs-monorepo"),
    case("property", ("fact", "SAML assertions are signed with SHA-256."), ("fact", "SAML session lifetime is 8 hours."), "signing vs session", "identity"),
    case("property", ("fact", "iOS app uses SwiftUI."), ("fact", "iOS release builds are uploaded by fastlane `pilot`."), "UI vs upload", "mobile-app"),
    case("property", ("fact", "Search uses the ICU analyzer for Japanese."), ("fact", "Search boosts in-stock items by 1.5."), "analyzer vs boost", "search"),
    case("property", ("episode", "On 2026-10-03 the ledger DB failed over and checkout errored for 11 minutes."), ("fact", "The ledger DB runs on Aurora PostgreSQL."), "episode vs engine fact", "sre"),
    case("property", ("fact", "Experiments report on a Bayesian engine."), ("fact", "Experiment results are posted to #exp-results in Slack."), "method vs channel", "flags"),
]

LOOKALIKES = ENVIRONMENT + PROJECT + VALIDITY + PLATFORM + OVERRIDE
