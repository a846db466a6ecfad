/** The finding types of the scrub contract, in the names the Worker, the companion and the CLI use. */
export const FINDING_TYPES = [
  "api_key",
  "private_key",
  "password",
  "jwt",
  "email",
  "phone",
  "credit_card",
  "iban",
  "national_id",
  "ip",
  "mac",
  "street_address",
  "person_name",
  "home_path",
] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

/**
 * Type names of the engine before issue 14, still accepted in options (`disabled: ["ipv4"]` in an
 * existing config) and kept as the finding's `subtype`, which also names its placeholder, so text
 * redacted earlier (`[IPV4_1]`, `[US_SSN_1]`, `[URL_CREDENTIALS_1]`) reads the same.
 */
export const LEGACY_TYPES = {
  ipv4: "ip",
  ipv6: "ip",
  us_ssn: "national_id",
  url_credentials: "password",
} as const satisfies Record<string, FindingType>;
export type LegacyType = keyof typeof LEGACY_TYPES;

/** Secrets that grant access: what the Worker's write guard redacts before storing a memory. */
export const CREDENTIAL_TYPES: readonly FindingType[] = ["api_key", "private_key", "password", "jwt"];

/** A span of the ORIGINAL text, in UTF-16 code units, end exclusive (JS string indices). Never the value. */
export interface Finding {
  type: FindingType;
  start: number;
  end: number;
  /** Which rule found it, e.g. "vendor:github", "pem-block", "libphonenumber". */
  detector: string;
  /** 0..1: how sure the detector is that this is real private data and not a look-alike. */
  confidence: number;
  /** A finer kind where one exists: ipv4/ipv6, us_ssn/uk_nino/…, url_credentials. */
  subtype?: string;
}

export interface RedactedFinding extends Finding {
  /** What replaced the span in the redacted text, e.g. "[EMAIL_1]". */
  placeholder: string;
}

export interface ScrubResult {
  text: string;
  findings: RedactedFinding[];
  /** Count per type: the human-readable report of what was removed (never the values). */
  report: Partial<Record<FindingType, number>>;
}

export interface ScrubOptions {
  /** Detect personal names (context cues and a first-name lexicon). Default true. */
  names?: boolean;
  /** Names to mask wherever they appear as whole words (e.g. family members, clients). */
  knownNames?: string[];
  /** Types to leave alone (e.g. ["ip"] for a network-notes project); the legacy names work too. */
  disabled?: Array<FindingType | LegacyType>;
  /** Only these types (after `disabled`); e.g. the write guard asks for credentials only. */
  only?: readonly FindingType[];
}

/** Placeholder label per type: home_path masks the user name inside the path, so it reads [USER_n]. */
export const PLACEHOLDER_LABEL: Record<FindingType, string> = {
  api_key: "API_KEY",
  private_key: "PRIVATE_KEY",
  password: "PASSWORD",
  jwt: "JWT",
  email: "EMAIL",
  phone: "PHONE",
  credit_card: "CREDIT_CARD",
  iban: "IBAN",
  national_id: "NATIONAL_ID",
  ip: "IP",
  mac: "MAC",
  street_address: "ADDRESS",
  person_name: "PERSON",
  home_path: "USER",
};

/** Subtypes whose placeholder keeps the pre-issue-14 label. */
export const SUBTYPE_LABEL: Record<string, string> = {
  ipv4: "IPV4",
  ipv6: "IPV6",
  us_ssn: "US_SSN",
  url_credentials: "URL_CREDENTIALS",
};

export function labelOf(f: Pick<Finding, "type" | "subtype">): string {
  return (f.subtype && SUBTYPE_LABEL[f.subtype]) || PLACEHOLDER_LABEL[f.type];
}

/** Every placeholder label the engine writes, for recognising text that was scrubbed before. */
export const ALL_LABELS: string[] = [...new Set([...Object.values(PLACEHOLDER_LABEL), ...Object.values(SUBTYPE_LABEL)])];

export function normalizeType(t: FindingType | LegacyType | string): FindingType | undefined {
  if ((FINDING_TYPES as readonly string[]).includes(t)) return t as FindingType;
  return (LEGACY_TYPES as Record<string, FindingType>)[t];
}
