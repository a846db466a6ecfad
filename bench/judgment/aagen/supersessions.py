"""Half AA supersessions: b replaces a explicitly (the runner sends `supersedes: <a's id>`), by hand."""
from ah import case, ai, G, P, M

CASES = [
    case("explicit", ("status", "finpen: pen 4 harvest planned for week 12."), ("status", "finpen: pen 4 harvest moved to week 14 after the lice treatment."), "new harvest week", "finpen"),
    case("explicit", ("fact", "hivelog's support inbox is answered by Lena."), ("fact", "hivelog's support inbox is now answered by Kwame; Lena moved to the data team."), "new owner", "hivelog"),
    case("explicit", ("decision", "encore-box will launch dynamic pricing for the spring season."), ("decision", "encore-box postpones dynamic pricing to the autumn season; spring keeps fixed prices."), "plan postponed", "encore-box"),
    case("explicit", ("location", "parishdesk's production secrets are in Heroku config vars."), ("location", "parishdesk's production secrets are in Fly secrets (`fly secrets list`)."), "after the migration", "parishdesk"),
    case("explicit", ("fact", "loomline's night shift supervisor is Ayşe Demir."), ("fact", "loomline's night shift supervisor is Rahul Iyer from 1 December."), "new supervisor", "loomline"),
    case("explicit", ("episode", "mashtun batch 231 stuck at 1.020 gravity; pitched more yeast."), ("episode", "mashtun batch 231 finished at 1.011 after the second pitch; the stuck fermentation is resolved."), "episode update", "mashtun"),
    case("explicit", ("status", "shaftguard level 5 readers offline for cable repair."), ("status", "shaftguard level 5 readers back online; repair done."), "status update", "shaftguard"),
    case("explicit", ("decision", "ridequeue's return windows are 60 minutes."), ("decision", "ridequeue's return windows are 45 minutes from Saturday, to cut no-shows."), "rule changed", "ridequeue"),
    case("explicit", ("fact", "fragcup finals venue: Oslo Spektrum."), ("fact", "fragcup finals venue changed to Telenor Arena (Spektrum double-booked)."), "venue changed", "fragcup"),
    case("explicit", ("capability", "tmx-hub can export TMX only."), ("capability", "tmx-hub can export TMX, XLIFF 2.1 and TBX since release 3.2."), "capability extended", "tmx-hub"),
    case("explicit", ("gotcha", "waferyield's STDF parser crashes on files over 4 GB."), ("gotcha", "waferyield's STDF parser now streams; files over 4 GB only take long (no crash)."), "gotcha revised", "waferyield"),
    case("explicit", ("status", "seedvault's new freezer room is being commissioned."), ("status", "seedvault's new freezer room is commissioned and holding -20 °C."), "status done", "seedvault"),
    case("explicit", ("fact", "plotfinder's data protection contact is Mr. Okafor."), ("fact", "plotfinder's data protection contact is the council DPO office."), "contact changed", "plotfinder"),
    case("explicit", ("preference", "liftpass: show prices including VAT."), ("preference", "liftpass: show prices with and without VAT side by side for the B2B portal too."), "preference revised", "liftpass"),
    case("explicit", ("insight", "berthbook's no-shows are mostly foreign visitors."), ("insight", "berthbook's no-shows are mostly weekend locals, after we fixed the foreign card bug."), "insight revised", "berthbook"),
    case("explicit", ("pattern", "skydome writes one FITS file per exposure."), ("pattern", "skydome writes one FITS cube per sequence since the new camera driver."), "pattern changed", "skydome"),
    case("explicit", ("fact", "vivarium's room B2 holds transgenic mouse lines."), ("fact", "vivarium's room B2 is now the quarantine room; the transgenic lines moved to C1."), "room repurposed", "vivarium"),
    case("explicit", ("status", "wakehouse's online condolence book is in beta."), ("status", "wakehouse's online condolence book is live for all branches."), "beta to live", "wakehouse"),
    case("explicit", ("decision", "pedalpool prices trips per 30 minutes."), ("decision", "pedalpool prices trips per minute after the council's tender."), "pricing changed", "pedalpool"),
    case("explicit", ("fact", "ledgerco2 uses DEFRA 2024 conversion factors."), ("fact", "ledgerco2 uses DEFRA 2025 conversion factors."), "yearly factors", "ledgerco2"),
    case("explicit", ai("discovery", "ridequeue's slow joins look like they come from the geofence check."), ai("discovery", "ridequeue's slow joins came from a missing index on `queue_entries(ride_id, status)`, not the geofence."), "inferred cause corrected", "ridequeue"),
    case("explicit", G("preference", "Review my PRs within a day."), G("preference", "Review my PRs within two working days; a day was too tight."), "global preference revised"),
]
