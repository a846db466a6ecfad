"""Half R supersessions: b explicitly replaces a (the runner sends supersedes: a)."""
from rh import M, ai, case

E = "explicit"
CASES = [
    case(E, ("status", "Zephyr port: drivers in progress."), ("status", "Zephyr port: drivers done, BLE next."), "newer status", proj="thermo-fw"),
    case(E, ("fact", "On call this week: Priya."), ("fact", "On call this week: Tomasz (swapped with Priya)."), "updated rota", proj="ledger-infra"),
    case(E, ("decision", "Use InfluxDB for sensor time series."), ("decision", "Use TimescaleDB for sensor time series (replaces the InfluxDB decision)."), "replaced decision", proj="soil-sensor"),
    case(E, ("fact", "Production Airflow: 2.6.1"), ("fact", "Production Airflow: 2.9.3 after the upgrade"), "upgrade", proj="orchestration"),
    case(E, ("location", "Checkpoints: /data/ckpt/churn"), ("location", "Checkpoints moved to gs://ml-artifacts/churn/checkpoints"), "moved", proj="churn-model"),
    case(E, ("preference", "Open PRs as drafts."), ("preference", "Open PRs ready for review; no more drafts."), "changed preference"),
    case(E, ("status", "Switch port: in lot check."), ("status", "Switch port: passed lot check on 2026-11-20."), "progressed", proj="kart-racer"),
    case(E, ("fact", "Quote cache TTL 5 s."), ("fact", "Quote cache TTL 30 s."), "new value", proj="pricing-engine"),
    case(E, ("episode", "2026-11-03: settlement batch failed, cause unknown."), ("episode", "2026-11-03: settlement batch failed because the bank SFTP key expired; rotated and re-ran."), "cause found", proj="settlement-svc"),
    case(E, ("fact", "samtools 1.9 in the image"), ("fact", "samtools 1.19 in the image"), "bumped", proj="rnaseq-pipe"),
    case(E, ("decision", "Weekly mobile releases."), ("decision", "Fortnightly mobile releases."), "changed cadence", proj="fieldnotes-ios"),
    case(E, ("status", "risk-db upgrade to PG 15 scheduled for 2026-09-14."), ("status", "risk-db upgraded to PG 15 on 2026-09-14."), "done", proj="risk-db"),
    case(E, ("fact", "ETL SLA: 2 h"), ("fact", "ETL SLA tightened to 45 min"), "new SLA", proj="etl-nightly"),
    case(E, (ai("insight", "Cold start seems dominated by DI setup.")), ("insight", "Cold start is dominated by loading the ML model from assets, not DI (profiled)."), "corrected insight", proj="fieldnotes-android"),
    case(E, ("fact", "minSdk 24"), ("fact", "minSdk 26"), "raised", proj="fieldnotes-android"),
    case(E, ("location", "Sample sheet: metadata/sample_sheet.csv"), ("location", "Sample sheet: config/samples.tsv"), "moved", proj="rnaseq-pipe"),
    case(E, ("preference", "Bullet-point answers."), ("preference", "Full-paragraph answers with reasoning."), "changed style"),
    case(E, ("fact", "Staging Kafka: 3 brokers"), ("fact", "Staging Kafka: 1 broker after downsizing"), "resized", proj="settlement-svc"),
    case(E, ("gotcha", "Addressables fail on CI sometimes; cause unknown."), ("gotcha", "Addressables fail on CI when Library/ comes from another Unity version; clear it."), "cause found", proj="kart-racer"),
    case(E, ("capability", "Firmware updates only over USB."), ("capability", "Firmware updates over USB or OTA (Wi-Fi) since 1.2."), "new capability", proj="soil-sensor"),
    case(E, ("status", "Churn model v3 in shadow mode."), ("status", "Churn model v3 serving 100% of traffic."), "promoted", proj="churn-model"),
    case(E, ("fact", "Settlement cutoff 17:00 CET."), ("fact", "Settlement cutoff 16:00 CET from 2026-10-25."), "new cutoff", proj="settlement-svc"),
]
