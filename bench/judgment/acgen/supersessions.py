"""Half AC supersessions: b explicitly supersedes a (gen.py sets supersedes_a). Written by hand, one pair at a time."""
from bh import M, case, ai, G, P, W

CASES = [
    case("explicit", ("fact", "Reminder SMS sender ID: PAWCHART."), ("fact", "Reminder SMS sender ID is now PAWCLINIC (carrier rejected the old one)."), "b replaces a explicitly", proj="pawchart"),
    case("explicit", ("fact", "On-call rota for turbine alarms is kept in a Google Sheet."), ("fact", "The on-call rota moved into Opsgenie schedules; the sheet is archived."), "b replaces a", proj="turbinewatch"),
    case("explicit", ("decision", "Filing drafts are autosaved every 5 minutes."), ("decision", "Filing drafts autosave every 30 seconds."), "b replaces the interval", proj="docketry"),
    case("explicit", ("status", "Winter timetable goes live on 1 October."), ("status", "Winter timetable go-live slipped to 15 October."), "b updates the date", proj="ferrymate"),
    case("explicit", ("fact", "Checkout time is 11:00."), ("fact", "Checkout time is 12:00 from next month across the chain."), "b replaces a", proj="keycard"),
    case("explicit", ("preference", "Show volumes in gallons."), ("preference", "Show volumes in hectolitres; we're exporting to the EU now."), "b replaces the preference", proj="cuvee"),
    case("explicit", ("fact", "GTFS feed is published at 02:00 daily."), ("fact", "GTFS feed publishing moved to 04:30 so the scheduling team's late edits make it in."), "b replaces the time", proj="transitpulse"),
    case("explicit", ("location", "The DICOM router config is at /etc/dicom-router/routes.json."), ("location", "Router routes are now in the Orthanc Lua script /etc/orthanc/routing.lua."), "b replaces the location", proj="dicomhub"),
    case("explicit", ("fact", "Librarian on duty for part checkouts: Greta."), ("fact", "Librarian on duty for part checkouts: Samuel (Greta is on leave)."), "b replaces the person", proj="scorestand"),
    case("explicit", ("decision", "Fuel cards are issued by WEX."), ("decision", "We're moving fuel cards to Fleetcor; WEX contract ends in January."), "b replaces the vendor", proj="haulroute"),
    case("explicit", ("fact", "The collection is 48,000 objects."), ("fact", "After the 2026 bequest the collection counts 51,300 objects."), "b updates the count", proj="curio"),
    case("explicit", ("status", "Station KX-14 offline: broken anemometer."), ("status", "Station KX-14 back online with a new anemometer."), "b replaces the status", proj="isobar"),
    case("explicit", ("fact", "Harbour garage rate: $2.50/h."), ("fact", "Harbour garage rate: $2.75/h since the council's levy."), "b replaces the rate", proj="parkbay"),
    case("explicit", ("preference", "Headlines in title case."), ("preference", "Headlines in sentence case, per the new style guide."), "b replaces the style", proj="inkwell"),
    case("explicit", ("fact", "Peak hours are 17:00–20:00."), ("fact", "Peak hours are 16:30–20:30 since the new timetable."), "b replaces the window", proj="repcount"),
    case("explicit", ("fact", "Lead is measured on the Agilent 7900."), ("fact", "Lead is measured on the new Agilent 8900 triple-quad; the 7900 is for screening only."), "b replaces the instrument", proj="aquatest"),
    case("explicit", ("decision", "Captions for live shows are done by stenographers."), ("decision", "Live captions: respeakers with Whisper, stenographers only for court broadcasts."), "b replaces the method", proj="captionforge"),
    case("explicit", ("episode", "Outage on 3 Nov: Twilio delivery failed for 2 hours."), ("episode", "Outage on 3 Nov, corrected: Twilio delivery failed for 40 minutes; the rest was our queue backing up."), "b corrects the episode", proj="pawchart"),
    case("explicit", ai("insight", "Turbine NORD-07's vibration alerts look like a blade imbalance."), ("insight", "NORD-07's vibration turned out to be a loose nacelle bolt, not the blades."), "b corrects an inferred insight", proj="turbinewatch"),
    case("explicit", ("gotcha", "Harris County filings must be done by hand."), ("gotcha", "Harris County joined the e-filing API; only its probate court is still manual."), "b narrows and replaces", proj="docketry"),
    case("explicit", ("capability", "The booking API can hold a vehicle space for 10 minutes."), ("capability", "The booking API can hold a vehicle space for 20 minutes since v3."), "b replaces the hold time", proj="ferrymate"),
    case("explicit", ("pattern", "Housekeeping tasks are assigned by floor."), ("pattern", "Housekeeping tasks are assigned by a scoring queue now (checkout time + VIP)."), "b replaces the pattern", proj="keycard"),
    case("explicit", ("discovery", "The cork supplier's batch 2231 has TCA taint."), ("discovery", "Retest: batch 2231 is clean; the taint came from the tasting-room glasses."), "b corrects a discovery", proj="cuvee"),
    case("explicit", G("preference", "Editor font: JetBrains Mono 13."), G("preference", "Editor font: Berkeley Mono 14."), "global preference replaced"),
    case("explicit", G("preference", "Terminal: iTerm2."), G("preference", "Terminal: Ghostty now."), "global preference replaced"),
    case("explicit", ("location", "Staff handbook is in Notion."), ("location", "Staff handbook moved to the Confluence space REP."), "b replaces the location", proj="repcount"),
    case("explicit", W("fact", "Sample intake desk closes 17:00.", "2026-01-01", None, proj="aquatest"), W("fact", "Sample intake desk closes 18:00.", "2026-11-01", None, proj="aquatest"), "b replaces with later hours", proj="aquatest"),
]

CASES += [
    case("explicit", ("fact", "Recall reminders go out by email."), ("fact", "Recall reminders go out by SMS now; too many emails bounced."), "b replaces the channel", proj="molar"),
    case("explicit", ("fact", "Eastfield depot opens at 05:00."), ("fact", "Eastfield depot opens at 04:30 from Monday."), "b replaces the time", proj="binrun"),
    case("explicit", ("status", "Pantry is short on baby formula."), ("status", "Baby formula restocked after the Kroger donation."), "b replaces the status", proj="pantryline"),
]

CASES += [
    case("explicit", ai("fact", "The user's fleet has 24 trucks."), ("fact", "The fleet is 28 trucks after the November delivery."), "b updates an inferred count", proj="binrun"),
    case("explicit", ("decision", "Caption QC is done by the same editor after a break."), ("decision", "Caption QC must be done by a different editor than the one who timed the cues."), "b replaces the rule", proj="captionforge"),
]
