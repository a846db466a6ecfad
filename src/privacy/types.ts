/** The finding types of the scrub contract, in the names the Worker and CLI use. */
export const FINDING_TYPES = [
  "email",
  "phone",
  "ipv4",
  "ipv6",
  "credit_card",
  "iban",
  "us_ssn",
  "api_key",
  "jwt",
  "private_key",
  "url_credentials",
  "home_path",
  "person_name",
] as const;
export type FindingType = (typeof FINDING_TYPES)[number];

/** A span of the ORIGINAL text, in UTF-16 code units, end exclusive (JS string indices). */
export interface Finding {
  type: FindingType;
  start: number;
  end: number;
}

export interface RedactedFinding extends Finding {
  /** What replaced the span in the redacted text, e.g. "[EMAIL_1]". */
  placeholder: string;
}

export interface ScrubResult {
  text: string;
  findings: RedactedFinding[];
  /** Count per type: the human-readable report of what was removed. */
  report: Partial<Record<FindingType, number>>;
}

export interface ScrubOptions {
  /** Detect personal names in clearly personal context ("my colleague Ana Horvat", "Signed-off-by: …"). Default true. */
  names?: boolean;
  /** Names to mask wherever they appear as whole words (e.g. family members, clients). */
  knownNames?: string[];
  /** Types to leave alone (e.g. ["ipv4"] for a network-notes project). */
  disabled?: FindingType[];
}

/** Placeholder label per type: home_path masks the user name inside the path, so it reads [USER_n]. */
export const PLACEHOLDER_LABEL: Record<FindingType, string> = {
  email: "EMAIL",
  phone: "PHONE",
  ipv4: "IPV4",
  ipv6: "IPV6",
  credit_card: "CREDIT_CARD",
  iban: "IBAN",
  us_ssn: "US_SSN",
  api_key: "API_KEY",
  jwt: "JWT",
  private_key: "PRIVATE_KEY",
  url_credentials: "URL_CREDENTIALS",
  home_path: "USER",
  person_name: "PERSON",
};
