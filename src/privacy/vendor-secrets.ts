/**
 * Vendor token formats. The formats follow @secretlint/secretlint-rule-preset-recommend 13.1.0
 * (MIT, Copyright (c) azu; see its LICENSE) rule by rule — AWS, GitHub, GitLab, Slack, npm, OpenAI,
 * Anthropic, Groq, Hugging Face, Linear, Notion, SendGrid, Shopify, Stripe, HashiCorp Vault, Vercel,
 * Databricks, Docker, Figma, Cloudflare, Tailscale, Grafana, 1Password — plus formats secretlint has
 * no rule for (Google, Twilio, Mailgun, DigitalOcean, PyPI, Atlassian, Azure, age, …). The preset itself
 * is not a runtime dependency: its bundle imports node:path at load time and node:fs / node:crypto
 * lazily, and its rules report asynchronously, while this engine must run synchronously in workerd
 * and Node with no Node built-ins. Lengths are a little looser than secretlint's where pasted tokens
 * are often shortened in notes; the look-alike filter (placeholders.ts) keeps docs values out.
 */
export interface VendorPattern {
  name: string;
  pattern: RegExp;
  /** Findings are "api_key" unless said otherwise. */
  type?: "api_key" | "private_key" | "password";
  confidence?: number;
  /** Lower-case substrings one of which the text must hold (for patterns without a literal start). */
  gate?: string[];
  /** The literal start of every match (regex source): all vendors are found from one scan for these. */
  prefix?: string;
}

/** Literal starts per vendor. One combined scan finds them; each vendor's pattern is then tried only there. */
const PREFIXES: Record<string, string> = {
  anthropic: "sk-ant-", openai: "sk-", "aws-access-key-id": "A3T|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA",
  github: "gh[pousr]_|github_pat_", gitlab: "gl(?:pat|dt|rt|ptt|cbt|imt|agent|soat|ffct)-", "slack-token": "xox", "slack-app-token": "xapp-",
  npm: "npm_", groq: "gsk_", huggingface: "hf_", linear: "lin_", notion: "ntn_|secret_", sendgrid: "SG\\.", shopify: "shp",
  stripe: "(?:sk|rk)_|whsec_", "hashicorp-vault": "hv[sbr]\\.", vercel: "vc[pikar]_", databricks: "dapi",
  docker: "dckr_", figma: "figd_", cloudflare: "cf(?:k|ut|at)_", tailscale: "tskey-", grafana: "gl(?:c|sa)_", "1password": "ops_ey",
  "google-api-key": "AIza", "google-oauth": "ya29\\.|GOCSPX-|1//0", twilio: "SK", "twilio-account-sid": "AC", mailgun: "key-",
  digitalocean: "do[por]_v1_", pypi: "pypi-", atlassian: "ATATT3", square: "sq0|EAAA", "discord-webhook": "https://(?:ptb\\.|canary\\.)?discord",
  "slack-webhook": "https://hooks\\.slack", "new-relic": "NRAK-", sentry: "sntrys_", postman: "PMAK-", supabase: "sbp_|sb_secret_", resend: "re_",
  "age-secret-key": "AGE-SECRET-KEY-", doppler: "dp\\.(?:st|sa|ct|pt|scim|audit)\\.",
};

/** The start boundary (no letter, digit or "_" before) is checked by the engine: a leading lookbehind would stop V8 from scanning for the literal prefix. */
const B = "";
const E = "(?![A-Za-z0-9_])";

const v = (name: string, source: string, confidence = 0.97, type?: VendorPattern["type"], gate?: string[]): VendorPattern => ({
  name,
  pattern: new RegExp(source, "g"),
  confidence,
  ...(type ? { type } : {}),
  ...(gate ? { gate } : {}),
  ...(PREFIXES[name] ? { prefix: PREFIXES[name] } : {}),
});

export const VENDOR_PATTERNS: VendorPattern[] = [
  v("anthropic", `${B}sk-ant-(?:api|admin|oat|sid)\\d{2}-[A-Za-z0-9_-]{20,}`, 0.99),
  v("openai", `${B}sk-(?:proj|svcacct|admin|None)-[A-Za-z0-9_-]{20,}|${B}sk-[A-Za-z0-9]{20}T3BlbkFJ[A-Za-z0-9]{20}|${B}sk-(?!ant-|proj-|svcacct-|admin-|live_|test_)[A-Za-z0-9]{32,}${E}`, 0.97),
  v("aws-access-key-id", `\\b(?:A3T[A-Z0-9]|AKIA|ASIA|ABIA|ACCA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA)[A-Z0-9]{16}\\b`, 0.98),
  v("github", `${B}(?:gh[pousr]_[A-Za-z0-9]{30,255}|github_pat_[A-Za-z0-9_]{22,255}|ghs_\\d{1,20}_[A-Za-z0-9_-]{10,})${E}`, 0.99),
  v("gitlab", `${B}(?:glpat|gldt|glrt|glptt|glcbt|glimt|glagent|glsoat|glffct)-[A-Za-z0-9_-]{20,128}`, 0.99),
  v("slack-token", `${B}xox(?:[abposr]|app|e)-(?:\\d-)?[A-Za-z0-9-]{10,}`, 0.98),
  v("slack-app-token", `${B}xapp-\\d-[A-Za-z0-9-]{10,}`, 0.98),
  v("npm", `${B}npm_[A-Za-z0-9]{36}${E}`, 0.98),
  v("groq", `${B}gsk_[A-Za-z0-9]{40,60}${E}`, 0.98),
  v("huggingface", `${B}hf_[A-Za-z0-9]{30,}${E}`, 0.97),
  v("linear", `${B}lin_(?:api|oauth)_[A-Za-z0-9_]{32,128}${E}`, 0.98),
  v("notion", `${B}(?:ntn_\\d{11}[A-Za-z0-9]{35}|secret_[A-Za-z0-9]{43})${E}`, 0.97),
  v("sendgrid", `${B}SG\\.[A-Za-z0-9_-]{16,}\\.[A-Za-z0-9_-]{16,}`, 0.98),
  v("shopify", `${B}(?:shppa|shpca|shpat|shpss)_[A-Fa-f0-9]{32,64}${E}`, 0.98),
  v("stripe", `${B}(?:sk|rk)_(?:live|test)_[A-Za-z0-9]{16,99}${E}|${B}whsec_[A-Za-z0-9]{24,}${E}`, 0.98),
  v("hashicorp-vault", `${B}(?:hvs|hvb|hvr)\\.[A-Za-z0-9_-]{24,300}${E}`, 0.97),
  v("terraform-cloud", `${B}[A-Za-z0-9]{14}\\.atlasv1\\.[A-Za-z0-9_-]{60,}`, 0.97, undefined, ["atlasv1"]),
  v("vercel", `${B}(?:vcp|vci|vca|vcr|vck)_[A-Za-z0-9]{20,60}${E}`, 0.97),
  v("databricks", `${B}dapi[a-f0-9]{32}(?:-\\d)?${E}`, 0.97),
  v("docker", `${B}dckr_(?:pat|oat)_[A-Za-z0-9_-]{20,}`, 0.98),
  v("figma", `${B}figd_[A-Za-z0-9_-]{40,200}${E}`, 0.97),
  v("cloudflare", `${B}(?:cfk|cfut|cfat)_[A-Za-z0-9]{40}[0-9a-f]{8}${E}`, 0.98),
  v("tailscale", `${B}tskey-[a-z]{2,20}-[0-9A-Za-z_]{8,40}-[0-9A-Za-z_]{16,60}${E}`, 0.98),
  v("grafana", `${B}(?:glc_[A-Za-z0-9+/]{32,400}={0,2}|glsa_[A-Za-z0-9]{32}_[A-Fa-f0-9]{8,64})`, 0.97),
  v("1password", `${B}ops_ey[A-Za-z0-9+/=]{60,1280}`, 0.97),
  v("google-api-key", `${B}AIza[0-9A-Za-z_-]{35}`, 0.97),
  v("google-oauth", `${B}ya29\\.[0-9A-Za-z_.-]{20,}|${B}GOCSPX-[A-Za-z0-9_-]{20,}|${B}1//0[A-Za-z0-9_-]{30,}`, 0.96),
  v("twilio", `${B}SK[0-9a-f]{32}${E}`, 0.9),
  v("twilio-account-sid", `${B}AC[0-9a-f]{32}${E}`, 0.85),
  v("mailgun", `${B}key-[0-9a-f]{32}${E}`, 0.9),
  v("mailchimp", `${B}[0-9a-f]{32}-us\\d{1,2}${E}`, 0.95, undefined, ["-us"]),
  v("digitalocean", `${B}do[por]_v1_[a-f0-9]{64}${E}`, 0.98),
  v("pypi", `${B}pypi-AgE[A-Za-z0-9_-]{50,}`, 0.98),
  v("atlassian", `${B}ATATT3[A-Za-z0-9_=-]{40,}`, 0.97),
  v("square", `${B}(?:sq0atp|sq0csp|EAAA)[A-Za-z0-9_-]{22,}`, 0.9),
  v("discord-webhook", `https://(?:ptb\\.|canary\\.)?discord(?:app)?\\.com/api/webhooks/\\d+/[A-Za-z0-9_-]{30,}`, 0.97),
  v("slack-webhook", `https://hooks\\.slack\\.com/(?:services|workflows|triggers)/T[A-Za-z0-9]+/[A-Za-z0-9/]{8,}`, 0.98),
  v("new-relic", `${B}NRAK-[A-Z0-9]{27}${E}`, 0.97),
  // Discord bot tokens (gitleaks' discord-api-token shape): base64 of the bot's numeric id (starts M, N or O), a
  // timestamp of 6 and an HMAC of 27-38 base64url characters, dot-separated.
  v("discord-bot", `(?<![A-Za-z0-9_.-])[MNO][A-Za-z0-9_-]{23,27}\\.[A-Za-z0-9_-]{6}\\.[A-Za-z0-9_-]{27,38}${E}`, 0.95, undefined, ["."]),
  // Postmark's SMTP login is the server's API token as both user name and password (postmarkapp.com/developer, "SMTP"): a
  // UUID given as the user under the host smtp.postmarkapp.com, on its line or one of the next three, is that token.
  v("postmark-smtp-user", `smtp\\.postmarkapp\\.com[^\\n]{0,80}?(?:\\n[^\\n]{0,120}?){0,3}?(?<![\\w-])["']?(?:user(?:name)?|login|smtp[_-]?user(?:name)?)["']?[ \\t]*[:=][ \\t]*["']?(?<secret>[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?![0-9a-f-])`, 0.9, undefined, ["postmarkapp"]),
  v("telegram-bot", `(?<!\\d)\\d{8,10}:AA[A-Za-z0-9_-]{33,34}${E}`, 0.95, undefined, [":aa"]), // gitleaks' telegram-bot-api-token
  v("sentry", `${B}sntrys_[A-Za-z0-9+/=_-]{40,}`, 0.95), // a DSN's key is public (it ships in browser bundles)
  v("postman", `${B}PMAK-[0-9a-f]{24}-[0-9a-f]{34}${E}`, 0.97),
  v("supabase", `${B}sbp_[0-9a-f]{40}${E}|${B}sb_secret_[A-Za-z0-9_-]{20,}`, 0.97),
  v("resend", `${B}re_[A-Za-z0-9]{8,}_[A-Za-z0-9]{16,}${E}`, 0.95),
  v("age-secret-key", `AGE-SECRET-KEY-1[0-9A-Z]{58}`, 0.99, "private_key"),
  // Doppler: service (dp.st.<config>.…), service account, CLI, personal, SCIM and audit tokens (gitleaks' doppler-api-token, widened to every kind).
  // cloudflared's origin certificate (cert.pem) carries the account's tunnel credential as an armoured "ARGO TUNNEL TOKEN"
  // block beside the certificate (developers.cloudflare.com, "Tunnel permissions"): its base64 body is the secret.
  v("cloudflared-argo-token", `-----BEGIN ARGO TUNNEL TOKEN-----\\r?\\n(?<secret>[A-Za-z0-9+/=\\r\\n]{40,8000}?)\\r?\\n-----END ARGO TUNNEL TOKEN-----`, 0.97, undefined, ["argo tunnel token"]),
  // NATS's credentials file (docs.nats.io, "Creds"): the user's JWT, then its NKEY seed armoured as "USER NKEY SEED" (the
  // END line with six dashes, as nsc writes it). The seed is the private key the user signs the server's challenge with.
  v("nats-user-seed", `-----BEGIN USER NKEY SEED-----\\r?\\n(?<secret>S[A-Za-z0-9]{40,120})\\r?\\n-{5,6}END USER NKEY SEED-{5,6}`, 0.97, undefined, ["nkey seed"]),
  // Teleport's "tctl users add" prints a one-time sign-up link, "https://<proxy>/web/invite/<token>" (goteleport.com docs,
  // "Local Users"): whoever opens it first sets the account's password and second factor.
  v("teleport-invite", `https://[\\w.-]+(?::\\d{1,5})?/web/invite/(?<secret>[0-9a-f]{32})(?![0-9a-f])`, 0.95, undefined, ["/web/invite/"]),
  v("doppler", `${B}dp\\.(?:st|sa|ct|pt|scim|audit)\\.(?:[a-z0-9_-]{2,35}\\.)?[A-Za-z0-9]{40,44}${E}`, 0.97),
];
