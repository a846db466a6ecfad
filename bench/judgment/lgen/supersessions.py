"""Half L explicit supersessions: b is written with `supersedes` pointing at a."""
from lib import case, M

S = "explicit"

CASES = [
    case(S, ("fact", "Depot Hamburg opens at 06:00."), ("fact", "Depot Hamburg now opens at 05:30 (winter schedule cancelled)."), "b replaces the opening time", proj="fleetroute"),
    case(S, ("fact", "Porting API key rotates every 180 days."), M("fact", "Porting API key rotates every 90 days since the regulator's audit.", source="ai_corrected"), "corrected rotation", proj="numberport"),
    case(S, ("decision", "Estimated reads billed after 2 missed readings."), ("decision", "Estimated reads are never billed; we wait for an actual read."), "policy replaced", proj="gridmeter"),
    case(S, ("location", "Matter templates: SharePoint /Templates."), ("location", "Matter templates moved to iManage › Firm Templates."), "moved", proj="docketly"),
    case(S, ("fact", "Senior adjuster threshold: €10,000"), ("fact", "Senior adjuster threshold raised to €15,000 from 1 Dec."), "threshold replaced", proj="claimsdesk"),
    case(S, ("preference", "Show prices including tax."), ("preference", "Show prices excluding tax, with the tax line at checkout (new UX guideline)."), "preference replaced", proj="tripbook"),
    case(S, ("fact", "Exchange endpoint: https://rtb.exchange-a.example/bid"), ("fact", "Exchange endpoint: https://rtb2.exchange-a.example/openrtb26"), "endpoint replaced", proj="bidstream"),
    case(S, ("status", "Permits portal in private beta with 3 municipalities."), ("status", "Permits portal is live for all 42 municipalities."), "status replaced", proj="permits-portal"),
    case(S, ("fact", "Mass spec instrument ID: MS-04"), M("fact", "The mass spec is INST-0117 in the LIMS — MS-04 was the old asset tag.", source="ai_corrected"), "corrected id", proj="lims"),
    case(S, ("fact", "TCU firmware: 3.2.1"), ("fact", "TCU firmware rolled out fleet-wide: 3.4.0"), "version replaced", proj="telematics"),
    case(S, ("fact", "Irrigation starts at soil moisture 25%."), ("fact", "Irrigation trigger lowered to 22% VWC to save water this summer."), "threshold replaced", proj="agronomy"),
    case(S, ("fact", "Feed ranking model: gradient-boosted trees (LightGBM)."), ("fact", "Feed ranking now uses the two-tower neural model; LightGBM retired."), "model replaced", proj="feedsvc"),
    case(S, ("fact", "Search cluster: 6 data nodes."), ("fact", "Search cluster scaled to 9 data nodes."), "count replaced", proj="searchrank"),
    case(S, ("decision", "Paywall after 5 free articles a month."), ("decision", "Paywall after 3 free articles per month from January."), "policy replaced", proj="newsroom-cms"),
    case(S, ("fact", "Pension contribution: 5% employer."), ("fact", "Employer pension contribution increased to 6%."), "rate replaced", proj="payroll"),
    case(S, ("location", "RAN alarm runbook on the wiki page 'Alarms'."), ("location", "RAN alarm runbook is now in the repo at ops/runbooks/alarms.md."), "moved", proj="ran-ops"),
    case(S, ("preference", "Call me by my first name in summaries."), ("preference", "Don't address me by name at all in summaries, just get to the point."), "preference replaced"),
    case(S, ("fact", "On-call phone: +44 20 7946 0011"), ("fact", "New on-call phone: +44 20 7946 0958"), "number replaced", proj="fleetroute"),
    case(S, ("fact", "Claims photo retention: 90 days"), ("fact", "Claims photo originals kept 1 year (fraud team request)."), "retention replaced", proj="claimsdesk"),
    case(S, ("episode", "Postmortem of the 2 Nov outage: root cause unknown."), ("episode", "2 Nov outage postmortem updated: root cause was the expired intermediate cert on the bank gateway."), "episode updated", proj="payroll"),
]
