"""Half N supersessions: b says outright that it replaces a (b.supersedes_a is set by gen.py)."""
from lib import case, M

CASES = [
    case("explicit", ("fact", "Terraform runs go through Atlantis on PR comments."), ("fact", "Replaces the Atlantis note: Terraform now runs in Spacelift stacks, Atlantis was shut down on 2026-04-01."), "explicitly replaces the tool", "infra-modules"),
    case("explicit", ("decision", "BI dashboards in Looker."), ("decision", "Supersedes the Looker decision - BI moved to Metabase in October."), "says supersedes", "dwh"),
    case("explicit", ("fact", "SAML signing cert fingerprint 3F:9A:...:11"), ("fact", "New SAML signing cert after the Aug 15 rotation: A7:02:...:C4 - the old fingerprint is retired."), "rotation replaces the old value", "identity"),
    case("explicit", ("status", "iOS 5.2 is waiting for App Review."), ("status", "Update: 5.2 approved and live; ignore the earlier 'waiting for review' status."), "status updated", "mobile-app"),
    case("explicit", ("fact", "Search on-call primary: Dana"), ("fact", "Correction to the rotation note - Mateo is search primary this week, not Dana (they swapped)."), "correction", "search"),
    case("explicit", ("decision", "OTA via SWUpdate."), ("decision", "OTA decision revised: Mender replaces SWUpdate on all gateways."), "decision revised", "yocto-bsp"),
    case("explicit", ("fact", "Commission is 12% per order."), ("fact", "As of 2026-12-01 the commission changes to 10%; this replaces the 12% figure."), "new figure replaces old", "marketplace"),
    case("explicit", ("location", "Runbooks are in Confluence, SRE space."), ("location", "Runbooks moved to docs/runbooks in the sre repo - the Confluence pages are archived, use the repo instead."), "moved location", "sre"),
    case("explicit", ("fact", "Urgent ticket SLA: 1 hour first response."), ("fact", "New urgent SLA (replaces 1h): first response within 30 minutes, effective Nov 1."), "new SLA", "support-tools"),
    case("explicit", ("fact", "GATK 4.2.6.1 in the germline workflow."), ("fact", "Germline workflow upgraded to GATK 4.5.0.0; the 4.2.6.1 pin is gone."), "upgrade replaces pin", "variant-calling"),
    case("explicit", M("preference", "Prefer Nx for the monorepo.", scope="team"), M("preference", "Scratch the Nx preference - after the spike the team picked Turborepo.", scope="team"), "withdrawn preference"),
    case("explicit", ("fact", "Evidence collection in Vanta."), ("fact", "We migrated evidence collection from Vanta to Drata; the Vanta note is obsolete."), "obsolete note", "compliance"),
    case("explicit", ("fact", "Wasm plugin memory limit 4 MiB."), ("fact", "Raised the plugin memory limit to 16 MiB (was 4 MiB) in host v2.3."), "raised limit, was X", "plugin-host"),
    case("explicit", ("fact", "Experiments start at 5% exposure."), ("fact", "Policy change: experiments now start at 1% exposure instead of 5%."), "policy change", "flags"),
    case("explicit", ("fact", "Recs model: item-item collaborative filtering."), ("fact", "The item-item CF recommender has been replaced by the two-tower model in prod since v14."), "model replaced", "recsys"),
    case("explicit", ("fact", "Bazel 6.4 with WORKSPACE."), ("fact", "Migrated to Bazel 7.1 + bzlmod; WORKSPACE is deleted, so the 6.4 note no longer applies."), "migration supersedes", "monorepo"),
    case("explicit", ("fact", "Primary region us-east-1."), ("fact", "After the region move (2026-09), primary is eu-west-1; us-east-1 is now DR only. Supersedes the old region fact."), "region moved", "marketplace"),
    case("explicit", ("fact", "Min iOS 15."), ("fact", "Bumped min iOS to 16 with release 5.0 - replaces the iOS 15 floor."), "bumped minimum", "mobile-app"),
    case("explicit", ("status", "Snowflake migration in progress."), ("status", "Snowflake migration finished on 2026-11-10; earlier 'in progress' status is outdated."), "completion replaces in-progress", "dwh"),
    case("explicit", ("fact", "SCIM endpoint https://id.acme.io/scim/v2"), ("fact", "SCIM endpoint moved to https://auth.acme.io/api/scim (the id.acme.io URL now 404s)."), "moved endpoint", "identity"),
]
