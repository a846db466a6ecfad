"""Half R duplicates: the same content in other words or another form; no fact added or lost."""
from rh import M, ai, case

PA = "paraphrase"
SY = "synonym"
KV = "key_value_form"
CASES = [
    # paraphrase
    case(PA, ("gotcha", "The ESP32's ADC2 pins stop working while Wi-Fi is on."), ("gotcha", "While Wi-Fi is active you can't read the ADC2 pins on the ESP32."), "same limitation reworded", proj="soil-sensor"),
    case(PA, ("decision", "We settle card payments once a day at 17:00 CET."), ("decision", "Card payments are settled daily, at 17:00 CET."), "same schedule", proj="settlement-svc"),
    case(PA, ("fact", "The nightly ETL reads yesterday's events from Kafka and writes them to the lake as Parquet."), ("fact", "Every night the ETL takes the previous day's Kafka events and stores them in the lake in Parquet format."), "same flow", proj="etl-nightly"),
    case(PA, ("preference", "Don't add comments that only repeat what the code does."), ("preference", "Skip comments that merely restate the code."), "same preference"),
    case(PA, ("insight", "Most of our quote latency comes from the risk check."), ("insight", "The risk check accounts for the bulk of quote latency."), "same attribution", proj="pricing-engine"),
    case(PA, ("gotcha", "Unity's Addressables cache must be cleared after switching editor versions or builds fail."), ("gotcha", "After changing Unity editor version, builds fail unless you clear the Addressables cache."), "same cause and fix", proj="kart-racer"),
    case(PA, ("pattern", "Each DAG task writes to a temp table and swaps it in at the end, so reruns are safe."), ("pattern", "Tasks in our DAGs make reruns safe by writing into a temporary table and swapping it in as the final step."), "same pattern", proj="orchestration"),
    case(PA, ("fact", "Samples with fewer than 10 million reads are dropped before alignment."), ("fact", "Before alignment we discard any sample that has under 10 million reads."), "same threshold", proj="rnaseq-pipe"),
    case(PA, (ai("discovery", "The iOS crash only happens when the user picks a HEIC photo larger than 20 MB.")), (ai("discovery", "Picking a HEIC image over 20 MB is the one trigger for the iOS crash.")), "same trigger", proj="fieldnotes-ios"),
    case(PA, ("decision", "Firmware must not allocate heap memory after initialisation."), ("decision", "After init, the firmware does no dynamic memory allocation."), "same rule", proj="thermo-fw"),
    case(PA, ("status", "The Zephyr port is blocked on the BLE driver."), ("status", "The BLE driver is what's holding up the Zephyr port."), "same blocker", proj="thermo-fw"),
    case(PA, ("capability", "The field app can record notes with no network and syncs them later."), ("capability", "Notes can be taken offline in the field app; they sync once a connection returns."), "same capability", proj="fieldnotes-android"),
    case(PA, ("episode", "On 2026-10-12 the ETL broke because a column was renamed in the orders table."), ("episode", "A renamed column in the orders table broke the ETL on 2026-10-12."), "same incident", proj="etl-nightly"),
    case(PA, ("fact", "Only the platform team can approve changes to production Terraform."), ("fact", "Changes to prod Terraform need approval from the platform team; nobody else can approve them."), "same rule", proj="infra-live"),
    case(PA, ("preference", "When you're unsure, ask me before deleting any files."), ("preference", "If in doubt, check with me first before removing files."), "same request"),
    case(PA, ("insight", "Cross-AZ traffic between Kafka and its consumers is our biggest cost driver."), ("insight", "Our largest cost driver is traffic crossing availability zones between Kafka and the consumers."), "same insight", proj="settlement-svc"),
    case(PA, ("gotcha", "pandas silently turns integer columns with missing values into floats."), ("gotcha", "If an integer column has missing values, pandas quietly converts it to float."), "same gotcha", proj="churn-model"),
    case(PA, ("fact", "The risk reports are generated at 06:00 UTC and must be done by 07:30 UTC."), ("fact", "Risk report generation starts at 06:00 UTC with a 07:30 UTC deadline."), "same window", proj="risk-db"),
    case(PA, ("decision", "Mobile releases go out every two weeks, on Tuesdays."), ("decision", "We ship the mobile apps on a fortnightly cadence, always on a Tuesday."), "same cadence", proj="fieldnotes-ios"),
    case(PA, ("pattern", "Every money amount in the ledger is an integer number of cents."), ("pattern", "The ledger stores all monetary values as whole cents in integers."), "same representation", proj="settlement-svc"),
    case(PA, ("location", "Calibration coefficients are stored in the NVS partition called calib."), ("location", "The `calib` NVS partition holds the calibration coefficients."), "same location", proj="soil-sensor"),
    case(PA, (ai("insight", "User tends to review PRs in the morning, so PRs opened late in the day wait overnight.")), (ai("insight", "Since the user reviews PRs in the mornings, anything opened late in the day sits until the next morning.")), "same observation"),
    # synonym
    case(SY, ("fact", "The quote service is fast but memory-hungry."), ("fact", "The quote service is quick but memory-hungry."), "fast = quick", proj="pricing-engine"),
    case(SY, ("decision", "We removed the legacy FTP upload."), ("decision", "We deleted the legacy FTP upload."), "removed = deleted", proj="settlement-svc"),
    case(SY, ("gotcha", "The build breaks when the cache is stale."), ("gotcha", "The build fails when the cache is stale."), "breaks = fails", proj="kart-racer"),
    case(SY, ("fact", "The sensor begins sampling after a 2 s warm-up."), ("fact", "The sensor starts sampling after a 2 s warm-up."), "begins = starts", proj="soil-sensor"),
    case(SY, ("preference", "Keep the README short."), ("preference", "Keep the README brief."), "short = brief"),
    case(SY, ("status", "The migration to Zephyr is finished."), ("status", "The migration to Zephyr is complete."), "finished = complete", proj="thermo-fw"),
    case(SY, ("fact", "The ETL job is slow on Mondays."), ("fact", "The ETL job is sluggish on Mondays."), "slow = sluggish", proj="etl-nightly"),
    case(SY, ("insight", "Large batches help throughput."), ("insight", "Big batches help throughput."), "large = big", proj="churn-model"),
    case(SY, ("fact", "The pipeline needs 64 GB of RAM."), ("fact", "The pipeline requires 64 GB of RAM."), "needs = requires", proj="rnaseq-pipe"),
    case(SY, ("gotcha", "The picker crashes on huge HEIC files."), ("gotcha", "The picker crashes on enormous HEIC files."), "huge = enormous", proj="fieldnotes-ios"),
    case(SY, ("decision", "We picked LightGBM for the churn model."), ("decision", "We chose LightGBM for the churn model."), "picked = chose", proj="churn-model"),
    case(SY, ("fact", "Reconciliation errors are rare."), ("fact", "Reconciliation errors are uncommon."), "rare = uncommon", proj="settlement-svc"),
    # key_value_form
    case(KV, ("fact", "max_connections: 200"), ("fact", "max_connections is 200"), "same pair, two forms", proj="risk-db"),
    case(KV, ("fact", "The bootloader console runs at 115200 baud."), ("fact", "console_baud = 115200"), "prose vs key = value", proj="thermo-fw"),
    case(KV, ("fact", "region: eu-central-1"), ("fact", "The region is eu-central-1."), "same pair", proj="ledger-infra"),
    case(KV, ("fact", "| key | value |\n| --- | --- |\n| spark.executor.memory | 16g |"), ("fact", "spark.executor.memory=16g"), "table vs key=value", proj="etl-nightly"),
    case(KV, ("fact", "minSdk = 26"), ("fact", "Our minSdk is 26."), "same pair", proj="fieldnotes-android"),
    case(KV, ("fact", "{\"retention_days\": 30}"), ("fact", "retention days: 30"), "JSON vs key: value", proj="pricing-engine"),
    case(KV, ("fact", "Reference genome → GRCh38"), ("fact", "reference_genome: GRCh38"), "arrow vs colon", proj="rnaseq-pipe"),
    case(KV, ("fact", "The training seed is set to 1337."), ("fact", "SEED=1337"), "prose vs env form", proj="churn-model"),
    # case_punctuation
    case("case_punctuation", ("fact", "Kafka retention is 14 days in production."), ("fact", "kafka retention is 14 days in production"), "case and final stop only", proj="settlement-svc"),
    case("case_punctuation", ("gotcha", "Do NOT flash over JTAG while the board is on battery!"), ("gotcha", "Do not flash over JTAG while the board is on battery."), "case and exclamation", proj="thermo-fw"),
    case("case_punctuation", ("preference", "Use ISO-8601 dates, e.g. 2026-11-27."), ("preference", "use ISO 8601 dates, e.g. 2026-11-27"), "hyphen and case", proj=None),
    case("case_punctuation", ("fact", "The Switch build targets 30 FPS."), ("fact", "the switch build targets 30 fps"), "case only", proj="kart-racer"),
    case("case_punctuation", ("decision", "Snakemake, not Nextflow, for the RNA-seq pipeline."), ("decision", "Snakemake (not Nextflow) for the RNA-seq pipeline"), "commas vs parentheses", proj="rnaseq-pipe"),
    # whitespace
    case("whitespace", ("fact", "DAG folder: /opt/airflow/dags"), ("fact", "DAG folder:   /opt/airflow/dags  "), "extra spaces", proj="orchestration"),
    case("whitespace", ("pattern", "Retry with backoff.\nCap at 30 s."), ("pattern", "Retry with backoff. Cap at 30 s."), "newline vs space", proj="pricing-engine"),
    case("whitespace", ("fact", "Battery: 2000 mAh"), ("fact", "Battery:\t2000 mAh"), "tab vs space", proj="soil-sensor"),
    case("whitespace", ("preference", "Run tests before every push."), ("preference", "Run  tests  before  every  push."), "double spaces"),
    case("whitespace", ("location", "Shaders live in Assets/Art/Rendering/Shaders."), ("location", "Shaders live in\n    Assets/Art/Rendering/Shaders."), "line break and indent", proj="kart-racer"),
    # reordered_list
    case("reordered_list", ("fact", "CI runs lint, unit tests and the Android build."), ("fact", "CI runs the Android build, unit tests and lint."), "same three steps", proj="fieldnotes-android"),
    case("reordered_list", ("fact", "Supported boards: ESP32-S3, ESP32-C3, ESP32."), ("fact", "Supported boards: ESP32, ESP32-C3, ESP32-S3."), "same set", proj="soil-sensor"),
    case("reordered_list", ("fact", "- GRCh38\n- GENCODE v44\n- STAR index 2.7.11"), ("fact", "- STAR index 2.7.11\n- GRCh38\n- GENCODE v44"), "same bullets", proj="rnaseq-pipe"),
    case("reordered_list", ("preference", "In reviews check naming, tests and error handling."), ("preference", "In reviews check error handling, naming and tests."), "same checklist"),
    case("reordered_list", ("fact", "Maintainers of infra-live: Priya, Tomasz, Aiko, Kwame."), ("fact", "Maintainers of infra-live: Kwame, Aiko, Priya, Tomasz."), "same set of maintainers", proj="infra-live"),
    # sentence_order
    case("sentence_order", ("gotcha", "The picker crashes on big HEIC files. Converting to JPEG first avoids it."), ("gotcha", "Converting to JPEG first avoids it: the picker crashes on big HEIC files."), "same two statements", proj="fieldnotes-ios"),
    case("sentence_order", ("fact", "risk-db runs Postgres 15. Backups are kept 35 days."), ("fact", "Backups are kept 35 days. risk-db runs Postgres 15."), "swapped sentences", proj="risk-db"),
    case("sentence_order", ("decision", "We use LightGBM. It trains faster than XGBoost on our data."), ("decision", "LightGBM trains faster than XGBoost on our data, so we use it."), "same decision and reason", proj="churn-model"),
    case("sentence_order", ("status", "The Switch port passed lot check. The PS5 port is in cert."), ("status", "The PS5 port is in cert. The Switch port passed lot check."), "swapped", proj="kart-racer"),
    case("sentence_order", ("pattern", "Write to a temp table. Swap it in at the end."), ("pattern", "At the end, swap in the temp table you wrote to."), "same steps reordered in words", proj="orchestration"),
    # unit_equivalent
    case("unit_equivalent", ("fact", "Sensor sampling interval: 500 ms"), ("fact", "Sensor sampling interval: 0.5 s"), "500 ms = 0.5 s", proj="soil-sensor"),
    case("unit_equivalent", ("fact", "Quote cache TTL is 2 minutes."), ("fact", "Quote cache TTL is 120 seconds."), "2 min = 120 s", proj="pricing-engine"),
    case("unit_equivalent", ("fact", "Each Kafka broker has a 2 TB volume."), ("fact", "Each Kafka broker has a 2000 GB volume."), "2 TB = 2000 GB (decimal units)", proj="settlement-svc"),
    case("unit_equivalent", ("fact", "PWM frequency: 20 kHz"), ("fact", "PWM frequency: 20000 Hz"), "20 kHz = 20000 Hz", proj="thermo-fw"),
    case("unit_equivalent", ("fact", "Snapshot retention is 1 week."), ("fact", "Snapshot retention is 7 days."), "1 week = 7 days", proj="risk-db"),
    # markdown
    case("markdown", ("gotcha", "**Never** run `terraform apply` from a laptop."), ("gotcha", "Never run terraform apply from a laptop."), "bold and code marks only", proj="infra-live"),
    case("markdown", ("fact", "## Build\nUse `idf.py build`."), ("fact", "Build: use idf.py build."), "heading and code marks only", proj="soil-sensor"),
    case("markdown", ("preference", "- Use *British* spelling"), ("preference", "Use British spelling"), "bullet and emphasis only"),
    case("markdown", ("location", "Runbooks: [docs/runbooks](docs/runbooks)"), ("location", "Runbooks: docs/runbooks"), "link syntax only", proj="infra-live"),
    case("markdown", ("fact", "> The ETL must finish by **06:00 UTC**."), ("fact", "The ETL must finish by 06:00 UTC."), "quote and bold only", proj="etl-nightly"),
]
