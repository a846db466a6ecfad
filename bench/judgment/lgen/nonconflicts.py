"""Half L non-conflicts: look-alikes from different contexts, refinements, and other properties of one entity."""
from lib import case, M

E = "environment"; PR = "project"; VA = "validity"; PL = "platform"; O = "override"; D = "detail"; R = "range"; U = "property"
AI = "ai_inferred"

def P(t, c, proj, **kw):
    return M(t, c, scope="project", project=proj, **kw)

LOOKALIKES = [
    # environment
    case(E, ("fact", "Staging bidder timeout: 500 ms (so we can attach a debugger)."), ("fact", "Prod bid timeout is 120 ms."), "staging vs prod", proj="bidstream"),
    case(E, ("fact", "In the UAT environment payroll runs go to the bank's test endpoint and nobody gets paid."), ("fact", "Production payroll runs submit to the bank's live pain.001 endpoint."), "UAT vs production endpoint", proj="payroll"),
    case(E, ("fact", "ELASTIC_REPLICAS=0 on dev"), ("fact", "The production search cluster keeps 2 replicas of every shard."), "dev vs prod replicas", proj="searchrank"),
    case(E, ("fact", "Sandbox carrier API rate limit: 10 req/min."), ("fact", "Live DHL API allows 600 requests per minute for our account."), "sandbox vs live limits", proj="fleetroute"),
    case(E, ("fact", "Preprod CMS sends emails to Mailpit, never to real readers."), ("fact", "prod CMS newsletters → SendGrid"), "preprod vs prod mail", proj="newsroom-cms"),
    case(E, ("fact", "QA environment uses synthetic claimants generated with Faker."), ("fact", "Production claims contain real policyholder PII and are encrypted per field."), "QA vs production data", proj="claimsdesk"),
    case(E, ("fact", "Local docker-compose LIMS uses SQLite."), ("fact", "LIMS production database: Oracle 19c on the hospital cluster."), "local vs prod DB", proj="lims"),
    case(E, ("fact", "Test bench ECUs: OTA enabled for every build."), ("fact", "On customer vehicles OTA is only enabled for signed release builds."), "test bench vs customer vehicles", proj="telematics"),
    case(E, ("fact", "staging: feature flag `algo_feed` ON for all users"), ("fact", "In production the algorithmic feed is only on for 5% of accounts."), "staging vs prod rollout", proj="feedsvc"),
    case(E, ("fact", "Training environment for caseworkers resets every night at 03:00."), ("fact", "The live permits system is never reset; data is retained 10 years."), "training vs live environment", proj="permits-portal"),
    # project
    case(PR, P("fact", "Deploys are manual with a release train every Thursday.", "payroll"), P("fact", "Deploys are continuous — every merge to main ships.", "feedsvc"), "two projects"),
    case(PR, P("fact", "Primary DB: PostgreSQL 16.", "tripbook"), P("fact", "Primary DB: MySQL 8.0.", "newsroom-cms"), "two projects"),
    case(PR, P("preference", "Use Kotlin for the Android code.", "tripbook"), P("preference", "The farm scouting app stays in Java; don't start Kotlin there.", "agronomy"), "two apps, two preferences"),
    case(PR, P("fact", "Tax year starts April 6.", "payroll-uk"), P("fact", "Tax year starts January 1.", "payroll-us"), "UK vs US payroll projects"),
    case(PR, P("fact", "Auth: SAML SSO with the customer's IdP.", "docketly"), P("fact", "Auth: magic links by email.", "feedsvc"), "two products"),
    case(PR, P("location", "Runbooks in /ops/runbooks.", "gridmeter"), P("location", "Runbooks in the Notion space 'Ops'.", "ran-ops"), "two teams' runbooks"),
    case(PR, P("fact", "Retention for raw events: 13 months.", "bidstream"), P("fact", "Raw events kept 30 days only.", "searchrank"), "two projects, two retentions"),
    case(PR, P("decision", "Monorepo with Nx.", "newsroom-cms"), P("decision", "Polyrepo, one repo per service.", "claimsdesk"), "two projects"),
    # validity
    case(VA, M("fact", "On-call for the meter ingest: Priya.", valid_from="2026-11-02", valid_until="2026-11-09", scope="project", project="gridmeter"), M("fact", "On-call for the meter ingest: Tomasz.", valid_from="2026-11-09", valid_until="2026-11-16", scope="project", project="gridmeter"), "consecutive on-call weeks, half-open"),
    case(VA, M("fact", "Black Friday: bid floor raised to $2.50 CPM.", valid_from="2026-11-27", valid_until="2026-11-30", scope="project", project="bidstream"), M("fact", "Default bid floor is $0.80 CPM.", valid_from="2026-11-30", scope="project", project="bidstream"), "campaign window then default"),
    case(VA, M("fact", "Payroll cutoff moved to the 15th for December because of the holidays.", valid_from="2026-12-01", valid_until="2027-01-01", scope="project", project="payroll"), M("fact", "Payroll cutoff is the 20th.", valid_from="2027-01-01", scope="project", project="payroll"), "December exception then regular cutoff; windows disjoint"),
    case(VA, M("status", "Freeze: no CMS deploys during election night coverage.", valid_from="2026-11-03", valid_until="2026-11-05", scope="project", project="newsroom-cms"), M("status", "CMS deploys allowed any weekday.", valid_from="2026-11-05", scope="project", project="newsroom-cms"), "freeze window vs after"),
    case(VA, M("fact", "Booking engine used Galileo as GDS.", valid_until="2025-06-01", scope="project", project="tripbook"), M("fact", "Booking engine uses Amadeus as GDS.", valid_from="2025-06-01", scope="project", project="tripbook"), "GDS before/after June 2025"),
    case(VA, M("fact", "Harvest season: sensor upload every 5 minutes.", valid_from="2026-08-15", valid_until="2026-10-15", scope="project", project="agronomy"), M("fact", "Sensor upload interval is 1 hour.", valid_from="2026-10-15", valid_until="2027-08-15", scope="project", project="agronomy"), "seasonal interval, disjoint windows"),
    case(VA, M("fact", "Claims hotline number during the storm response: 0800 555 0199.", valid_from="2026-01-10", valid_until="2026-02-10", scope="project", project="claimsdesk"), M("fact", "Claims hotline number: 0800 555 0100.", valid_from="2026-02-10", scope="project", project="claimsdesk"), "temporary number then regular"),
    case(VA, M("fact", "Network maintenance window Q1: Sundays 01:00–03:00.", valid_from="2026-01-01", valid_until="2026-04-01", scope="project", project="ran-ops"), M("fact", "Network maintenance window Q2: Tuesdays 02:00–04:00.", valid_from="2026-04-01", valid_until="2026-07-01", scope="project", project="ran-ops"), "quarterly windows"),
    # platform
    case(PL, ("fact", "iOS builds need Xcode 16 on the Mac minis."), ("fact", "Android builds run on the Linux runners with JDK 17."), "iOS vs Android toolchain", proj="tripbook"),
    case(PL, ("gotcha", "On Windows the LIMS export tool writes CRLF line endings."), ("fact", "On Linux the LIMS export tool writes LF line endings."), "Windows vs Linux", proj="lims"),
    case(PL, ("fact", "ARM64 meter gateways use the musl build."), ("fact", "x86 meter gateways use the glibc build."), "arm64 vs x86", proj="gridmeter"),
    case(PL, ("fact", "Safari: the article player falls back to HLS natively."), ("fact", "Chrome/Firefox: article video plays through hls.js."), "browser differences", proj="newsroom-cms"),
    case(PL, ("fact", "The Android driver app gets location through the fused provider every 30 s."), ("fact", "The iOS driver app only gets significant-location-change updates in the background."), "Android vs iOS", proj="fleetroute"),
    case(PL, ("fact", "Mac dev setup: brew install libpq."), ("fact", "Ubuntu dev setup: apt install libpq-dev."), "macOS vs Ubuntu", proj="payroll"),
    case(PL, ("fact", "Diesel trucks report fuel level via CAN PGN 65276."), ("fact", "EV vans report battery SoC via the OEM cloud API, not CAN."), "diesel vs EV fleet", proj="telematics"),
    case(PL, ("fact", "Web feed loads 20 posts per page."), ("fact", "Mobile feed loads 10 posts per page to save data."), "web vs mobile", proj="feedsvc"),
    # override
    case(O, M("preference", "Default: 2-space indent in every repo.", scope="global"), P("preference", "The ECU C code uses 4-space indent (MISRA house style).", "telematics"), "global default, project exception"),
    case(O, M("fact", "Org-wide: every service logs at INFO in prod.", scope="global"), P("fact", "Bidder logs at WARN in prod — INFO would be 2 TB/day.", "bidstream"), "team default, project override"),
    case(O, M("preference", "I generally want answers short.", scope="global"), P("preference", "For the legal research notes give me long, fully cited answers.", "docketly"), "general preference, project override"),
    case(O, M("decision", "Team standard: PRs need 1 approval.", scope="global"), P("decision", "Payroll PRs need 2 approvals (SOX).", "payroll"), "team default, stricter project rule"),
    case(O, M("fact", "Company default data residency: EU.", scope="global"), P("fact", "The US insurance book is hosted in us-east-2 for regulatory reasons.", "claimsdesk-us"), "default vs project exception"),
    case(O, M("preference", "Use the company's shared ESLint config everywhere.", scope="global"), P("preference", "In the CMS theme repo we extend the WordPress coding standards instead of the shared config.", "newsroom-cms"), "team default vs project exception"),
    case(O, M("fact", "Python 3.12 is the team baseline.", scope="global"), P("fact", "The LIMS instrument drivers stay on Python 3.9 (vendor SDK).", "lims"), "baseline vs pinned exception"),
    case(O, M("preference", "The user wants conventional commits in all their repos.", scope="global", source=AI), P("preference", "In the farm scripts repo free-form commit messages are fine.", "agronomy"), "personal default, project exception"),
    case(O, M("fact", "Default session timeout across our apps: 30 minutes.", scope="global"), P("fact", "The permits caseworker console times out after 10 minutes (public-sector security policy).", "permits-portal"), "default vs stricter project"),
    case(E, ("fact", "Dev search cluster: single node, no security plugin."), ("fact", "Production search cluster enforces TLS and role-based access."), "dev vs prod", proj="searchrank"),
]

REFINEMENTS = [
    # detail
    case(D, ("fact", "Routes are optimized overnight."), ("fact", "Overnight route optimization starts at 01:30 and must finish before drivers log in at 05:00; it uses OR-Tools with time windows."), "b adds times and solver", proj="fleetroute"),
    case(D, ("fact", "Number porting uses the central NPDB."), ("fact", "We query the central number portability DB over its SOAP interface with a 2 s timeout and cache answers for an hour."), "adds interface and cache", proj="numberport"),
    case(D, ("gotcha", "Meter clocks drift."), ("gotcha", "Meter clocks drift up to 90 s a month; we resync them over DLMS on the first of each month."), "adds magnitude and fix", proj="gridmeter"),
    case(D, ("fact", "Docket alerts are emailed."), ("fact", "Docket alerts are emailed to the responsible attorney and the matter's paralegal, with the PDF attached."), "adds recipients", proj="docketly"),
    case(D, ("decision", "Claims photos are resized on upload."), ("decision", "Claims photos are resized on upload to 2048 px long edge, EXIF GPS kept for fraud checks, the original kept 90 days."), "adds specifics", proj="claimsdesk"),
    case(D, ("fact", "Fares are cached."), ("fact", "Fare search results are cached in Redis for 10 minutes per origin/destination/date triple."), "adds TTL and key", proj="tripbook"),
    case(D, ("pattern", "Bid requests are sampled for logging."), ("pattern", "We log 1% of bid requests, plus every request that won, into the bid log."), "adds rate and rule", proj="bidstream"),
    case(D, ("fact", "Citizens can track permit status online."), ("fact", "Citizens can track permit status online with their case number and a one-time SMS code; no account needed."), "adds how", proj="permits-portal"),
    case(D, ("fact", "Samples get a barcode at reception."), ("fact", "Samples get a DataMatrix label at reception, printed on a Zebra ZD421, and the tube type is recorded at the same time."), "adds printer and detail", proj="lims"),
    case(D, ("capability", "The TCU reports DTCs."), ("capability", "The TCU reports diagnostic trouble codes over MQTT as soon as the ECU sets them, with a freeze frame."), "adds channel and freeze frame", proj="telematics"),
    case(D, ("fact", "Feed has a mute feature."), ("fact", "Users can mute accounts, keywords and hashtags; muted keywords match case-insensitively."), "adds what can be muted", proj="feedsvc"),
    case(D, ("fact", "Search has typo tolerance."), ("fact", "Search tolerates one typo for words of 4–7 letters and two typos above that."), "adds thresholds", proj="searchrank"),
    case(D, ("gotcha", "The CMS editor strips some HTML."), ("gotcha", "The CMS rich-text editor strips <iframe> and inline <script>; embeds have to go through the embed block."), "says which HTML", proj="newsroom-cms"),
    case(D, ("fact", "Overtime is paid at a higher rate."), ("fact", "Overtime over 40 h/week is paid at 1.5×, and Sunday hours at 2×."), "adds the rates", proj="payroll"),
    case(D, M("preference", "The user likes examples in explanations.", source=AI), ("preference", "When you explain an API, show a minimal curl example first, then the SDK version."), "narrows the preference with specifics"),
    case(D, ("location", "Grafana dashboards for the RAN are in the NOC folder."), ("location", "RAN dashboards are in Grafana › NOC › RAN KPIs, one per vendor (Ericsson, Nokia)."), "adds the subfolder", proj="ran-ops"),
    # range
    case(R, ("fact", "Bid floors range from $0.50 to $5 CPM."), ("fact", "Sports inventory has a $3 CPM floor."), "value inside the range", proj="bidstream"),
    case(R, ("fact", "GPS ping interval is between 15 and 60 seconds depending on speed."), ("fact", "On motorways the trucks ping every 15 s."), "inside the range", proj="fleetroute"),
    case(R, ("fact", "Supported Android versions: API 26 and up."), ("fact", "Our QA devices run API 33 and API 34."), "inside the supported range", proj="tripbook"),
    case(R, ("fact", "Freezer temperature must stay between −90 °C and −70 °C."), ("fact", "Freezer F3 set point: −80 °C."), "set point inside the allowed band", proj="lims"),
    case(R, ("fact", "Claims under €5,000 are auto-approved if fraud score < 0.3."), ("fact", "Windscreen claims (usually €300–€900) go through auto-approval."), "narrower range inside", proj="claimsdesk"),
    case(R, ("fact", "Salary bands for engineers: €55k–€120k."), ("fact", "Senior engineer band: €85k–€105k."), "sub-range", proj="payroll"),
    case(R, ("fact", "Soil moisture alerts fire outside 20–40 % VWC."), ("fact", "Alert threshold for the vineyard blocks: below 22 % VWC."), "narrowed threshold inside", proj="agronomy"),
    case(R, ("fact", "Article word count: 300–2,500 words."), ("fact", "Breaking news briefs are around 300–400 words."), "sub-range", proj="newsroom-cms"),
    case(R, ("fact", "Voltage at the meter must stay within 230 V ±10%."), ("fact", "Substation 14 measured 236 V at peak."), "reading inside tolerance", proj="gridmeter"),
    case(R, ("fact", "Booking lead time: 0 to 330 days ahead."), ("fact", "Most bookings are made 14–60 days ahead."), "sub-range", proj="tripbook"),
    case(D, ("fact", "The bidder has a kill switch."), ("fact", "The bidder's kill switch is the `BIDDING_ENABLED` key in Consul; flipping it to false stops all bids within 5 s."), "adds where and how fast", proj="bidstream"),
    case(R, ("fact", "Porting requests are processed Mon–Sat, 08:00–20:00."), ("fact", "Bulk port-ins for business customers are scheduled Tuesday mornings."), "a narrower window inside the processing hours", proj="numberport"),
]

UNRELATED = [
    case(U, ("fact", "Route optimizer uses OR-Tools."), ("fact", "Route optimizer output is emailed to dispatch as a PDF."), "solver vs output channel", proj="fleetroute"),
    case(U, ("fact", "The SMS gateway is rate-limited to 200 msg/s by the operator."), ("fact", "The SMS gateway's delivery reports go to the dlr_events table."), "rate vs where DLRs go", proj="numberport"),
    case(U, ("fact", "Meters send readings every 15 minutes."), ("fact", "Meters are made by Landis+Gyr."), "cadence vs manufacturer", proj="gridmeter"),
    case(U, ("fact", "Docket sync runs nightly."), ("gotcha", "Docket sync breaks when a court renames a judge's division."), "schedule vs failure mode", proj="docketly"),
    case(U, ("fact", "The claims rules engine is Drools."), ("fact", "The claims rules engine is owned by the underwriting platform team."), "technology vs owner", proj="claimsdesk"),
    case(U, ("fact", "Hotel content comes from Expedia Rapid."), ("fact", "Hotel photos are served from our own CDN after resizing."), "content source vs photo hosting", proj="tripbook"),
    case(U, ("fact", "The bidder is written in Rust."), ("fact", "The bidder handles about 400k QPS at peak."), "language vs load", proj="bidstream"),
    case(U, ("fact", "The permits portal is available in Norwegian and English."), ("fact", "The permits portal must meet WCAG 2.1 AA."), "languages vs accessibility", proj="permits-portal"),
    case(U, ("fact", "LIMS results are exported as HL7 ORU messages."), ("fact", "LIMS backups run every 4 hours."), "export format vs backups", proj="lims"),
    case(U, ("fact", "The telematics box has a 4G modem."), ("fact", "The telematics box firmware is signed with an ECDSA P-256 key."), "modem vs signing", proj="telematics"),
    case(U, ("fact", "Field imagery comes from Sentinel-2."), ("fact", "Field imagery is reprocessed when the cloud mask changes."), "source vs reprocessing", proj="agronomy"),
    case(U, ("fact", "The feed service is written in Go."), ("preference", "Keep feed service PRs under 400 lines."), "language vs PR size", proj="feedsvc"),
    case(U, ("fact", "Search indexes products and articles."), ("fact", "Search relevance is measured weekly with NDCG@10 on a judged set."), "scope vs evaluation", proj="searchrank"),
    case(U, ("fact", "The CMS is WordPress with a headless Next.js frontend."), ("fact", "The CMS's editors are in three timezones."), "stack vs team", proj="newsroom-cms"),
    case(U, ("fact", "Payroll runs monthly."), ("fact", "Payslips are available as PDF in the employee portal."), "schedule vs payslip format", proj="payroll"),
    case(U, ("fact", "Cell site alarms arrive via SNMP traps."), ("fact", "Cell sites are grouped into 14 regions."), "alarm transport vs grouping", proj="ran-ops"),
    case(U, ("fact", "Bid logs are partitioned by hour."), ("fact", "Bid logs are queried mostly by the finance team."), "partitioning vs users", proj="bidstream"),
    case(U, ("decision", "Use Stripe for the booking deposits."), ("fact", "Booking deposits are 20% of the trip price."), "provider vs amount", proj="tripbook"),
    case(U, ("fact", "Policies renew annually."), ("fact", "Policy documents are signed with DocuSign."), "renewal vs signing", proj="claimsdesk"),
    case(U, ("fact", "The LoRa gateways are on channel plan EU868."), ("fact", "The LoRa gateways are powered by solar panels with a 3-day battery."), "radio plan vs power", proj="agronomy"),
    case(U, ("fact", "Court deadlines are computed by the rules engine."), ("fact", "The rules engine is tested against 2,000 historical deadlines."), "what vs how it's tested", proj="docketly"),
    case(U, ("fact", "The feed's ranking model is retrained weekly."), ("fact", "The feed's ranking model features include follow graph distance."), "cadence vs features", proj="feedsvc"),
    case(U, ("fact", "HR documents are stored for 10 years."), ("fact", "HR documents can be uploaded by employees from their phones."), "retention vs upload", proj="payroll"),
    case(U, ("fact", "Search autocomplete uses a separate index."), ("fact", "Search autocomplete suggestions are limited to 8."), "index vs count", proj="searchrank"),
    # later additions
    case(U, ("discovery", "Discovered that the porting donor API returns 200 with an error body on failures."), ("fact", "The porting donor API is run by the national telecom regulator."), "API behaviour vs operator", proj="numberport"),
    case(U, M("fact", "The user mentioned the grid forecasting job runs on a single GPU box in the office.", source="ai_inferred"), ("fact", "The grid forecast is published to the trading desk at 09:00."), "hardware vs publication time", proj="gridmeter"),
]

