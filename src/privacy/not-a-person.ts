import { lastTextMemo } from "./per-text.ts";
import { nameShapedHandle } from "./handle-shape.ts";
import { isOrdinaryWord, isPlaceholderName, nameEvidence } from "./person-names.ts";
import { columnOf } from "./look-alikes.ts";
import { lineBefore } from "./line-window.ts";
import { placeOrThingByContext } from "./place-and-thing-contexts.ts";

/**
 * Second looks at a person-name reading, from what stands around it rather than from the name itself:
 * the cue rules find a name's place, and some places hold something else.
 * - A firm: a legal form follows ("Atelier Roux SARL", "Brandt & Sohn GmbH", "Müller & Partner GmbH").
 * - A documentation person: "Jane Doe", "octocat", or any name whose e-mail is at a reserved example domain.
 * - A project or service: a lower-case handle that the same text also uses as a path segment, a host
 *   label or a database name ("User=acme" beside /opt/acme/, "user=ledger … dbname=ledger").
 */
const LEGAL_FORM =
  "(?:GmbH|AG|KG|OHG|UG|e\\.V\\.|SARL|SAS|SASU|SA|S\\.A\\.|SE|SL|S\\.L\\.|SLU|SpA|S\\.p\\.A\\.|Srl|S\\.r\\.l\\.|BV|B\\.V\\.|NV|N\\.V\\.|Ltd|Ltd\\.|Limited|LLC|L\\.L\\.C\\.|LLP|LP|Inc|Inc\\.|Incorporated|Corp|Corp\\.|Corporation|Co\\.|PLC|plc|Pty|Oy|Oyj|AB|AS|ASA|A\\/S|ApS|Kft|Zrt|s\\.r\\.o\\.|a\\.s\\.|sp\\. z o\\.o\\.|S\\.A\\.S\\.|Ltda|Ltda\\.|EIRELI|S\\.C\\.|K\\.K\\.|GK|Bhd|Sdn Bhd|Pte|LDA|Lda)";
const FIRM_AFTER = new RegExp(`^(?:[ \\t]*&[ \\t]*|[ \\t]+(?:und|and|et|e|y|&)[ \\t]+)?(?:[ \\t]*\\p{Lu}[\\p{L}.'’-]*){0,2}[ \\t,]+${LEGAL_FORM}(?![\\p{L}])`, "u");
const FIRM_BEFORE = /&[ \t]*$/;
/**
 * "Kasia & Tomek", "Tom & Jerry": a given name no list holds as a surname before the "&" makes the pair two people; firms join
 * surnames ("Simon & Schuster", "Johnson & Johnson", "Barnes & Noble").
 */
function givenNameBefore(text: string, start: number): boolean {
  const w = /(\p{L}[\p{Ll}\p{M}]+)[ \t]*&[ \t]*$/u.exec(text.slice(Math.max(0, start - 24), start))?.[1];
  return w !== undefined && nameEvidence.knownFirst(w, true) && !nameEvidence.knownLast(w) && !nameEvidence.knownWord(w);
}
const FIRM_VALUE = new RegExp(`[ \\t,]${LEGAL_FORM}$`, "u");
/** A sender whose mailbox nobody reads is a system, whatever its display name ("Paddock Security <no-reply@…>"). */
const SYSTEM_MAIL_AFTER = /^(?:[ \t]+\p{Lu}[\p{L}-]*){0,2}[ \t]*<(?:no-?reply|do-?not-?reply|notifications?|alerts?|mailer-daemon|bounces?)@/iu;
const EXAMPLE_MAIL_AFTER = /^(?:[ \t]+\p{Lu}[\p{L}-]*){0,2}[ \t]*[<(]?[^\s<>()@]+@(?:[\w-]+\.)*(?:example\.(?:com|org|net|edu)|example|test|invalid)[>)]?/iu;

/** Detectors that read a value from an account position (a user field, a URL's user, a user-name column), where service accounts stand as often as people. */
const ACCOUNT_POSITION = /^(?:username:|name:person-field|table:username-column|sql:username-column)/;
const CASED = /[\p{Lu}\p{Ll}]/u;
/** A datastore's or broker's own user setting: its value is the account the service runs as. */
const SERVICE_USER_KEY = /\b(?:POSTGRES|PG|MYSQL|MARIADB|MONGO(?:DB)?(?:_INITDB_ROOT)?|RABBITMQ(?:_DEFAULT)?|REDIS|AMQP|DB|DATABASE|KAFKA|MINIO|ELASTIC|CLICKHOUSE|NEO4J|COUCHDB|SPRING_DATASOURCE|TYPEORM|PRISMA)(?:_|\.default_)?USER(?:NAME)?["']?[ \t]*[:=][ \t]*["']?$/i; // PHP's mysql.default_user too

/** "Mozilla/5.0", "Firefox/128.0": a product token of a User-Agent, its version after the slash (never four parts: "olena/91.196.176.42" is an address). */
const PRODUCT_VERSION = /^\/\d{1,4}\.\d+(?:\.\d+)?(?![.\d])/;

/**
 * "Nimi (esim. Matti Meikäläinen)", "Jméno (např. Jan Novák)", "Name (e.g. Jane Roe)": a name a form or a string table gives
 * as an example, after "for example" in the languages forms are translated into, or as the value of a placeholder key
 * (`placeholder.name=…`, `"pt_placeholder":"Olá Fulano de Tal"`): what someone should type, not someone.
 */
const EXAMPLE_BEFORE =
  /(?:^|[\s(\[:,;"'])(?:e\.[ \t]?g\.|eg\.|i\.[ \t]?e\.|z\.[ \t]?B\.|p\.[ \t]?ej\.|p\.[ \t]?ex\.|esim\.|pl\.|např\.|np\.|bijv\.|bv\.|t\.[ \t]?ex\.|f\.[ \t]?eks\.|f\.[ \t]?ex\.|π\.χ\.|напр\.|наприклад|örn\.|ad[ \t]es\.|ör\.|for example|for instance|such as|zum Beispiel|por ejemplo|par exemple|per esempio|por exemplo|bijvoorbeeld|esimerkiksi|například|na przykład|например|例如|例えば|예:|예시:)[ \t]*:?[ \t]*$/iu;
const PLACEHOLDER_KEY_BEFORE = /placeholder[\w.-]*["']?[ \t]*[:=][ \t]*["']?[^"'\n]{0,24}$/i;
function exampleName(text: string, start: number): boolean {
  const before = lineBefore(text, start, 48);
  return EXAMPLE_BEFORE.test(before) || (before.toLowerCase().includes("placeholder") && PLACEHOLDER_KEY_BEFORE.test(before));
}

/** The unit words that head an address with their number (address-units.ts's UNIT_BEFORE_NUMBER, capitalised). */
const UNIT_HEAD = /^(?:Plot|Flat|House|Villa|Apartment|Apt|Suite|Unit|Block|Stand|Erf|Lot|Shop|Building|Bldg|Office|Room|Tower|Ward|Door)$/;

export function notAPerson(text: string, start: number, end: number, detector: string): boolean {
  const value = text.slice(start, end);
  // A name does not end or start inside a word: "client = OpenAI(…)" holds no "Open", "AzureOpenAI" no "AzureOpen".
  // (Cased letters only: "田中さん" is a name followed by its honorific.)
  if ((CASED.test(text[end] ?? "") && CASED.test(text[end - 1]!)) || (CASED.test(text[start - 1] ?? "") && CASED.test(text[start]!))) return true;
  // "POSTGRES_USER: tideway", "username: keycloak", "postgresql://ledger:…": a bare word in an account position that is not
  // built from a name (handle-shape.ts) is a service's account; with the lexicon loaded, "olga" or "jlindqvist" still is a person's.
  // (A device's owner is exempt: the host it names is the device itself, "marco-xps" beside "@marco.de.luca".)
  if (ACCOUNT_POSITION.test(detector) && detector !== "username:host-owner" && /^[a-z]+$/.test(value) && nameEvidence.hasLexicon() && !nameShapedHandle(value)) {
    // … when something else says so: an ordinary word ("report"), a database's user key ("POSTGRES_USER:"), or the same word naming a
    // path, host, database or config section elsewhere in the text. An unknown handle alone ("nikos", "tendai") stays a person's.
    if (isOrdinaryWord(value) || SERVICE_USER_KEY.test(text.slice(Math.max(0, start - 40), start)) || namesInfrastructure(text, value, start)) return true;
  }
  if (exampleName(text, start)) return true;
  // "Plot 1415 Adetokunbo Ademola Street", "Flat 3, 12 Harbour Road": a unit word with its number heads a street; the
  // "Okafor, Plot" of a "Last, First" reading is the address's first word, not a given name.
  if (UNIT_HEAD.test(value) && /^[ \t]+(?:No\.?[ \t]*)?\d/.test(text.slice(end, end + 8))) return true;
  const after = text.slice(end, end + 60);
  // The column a value stands in, read once (a long line makes each reading cost its length).
  let column: string | undefined;
  const columnHere = () => (column ??= columnOf(text, start));
  if (statusValue(text, start, value, columnHere)) return true;
  // "Reporter: Linear Bot", "Jarvis (the deploy bot)": a name a bot goes by is the bot's.
  if (/^(?:[ \t]+[Bb]ot\b|[ \t]*\((?:the|our|a)[ \t]+(?:[\w-]+[ \t]+)?bot\))/.test(text.slice(end, end + 40))) return true;
  if (botHandle(value)) return true;
  if (tradeFirm(text, start, value) || PRODUCT_VERSION.test(after) || organisationKey(text, start, columnHere) || serviceAccount(text, value, start, detector)) return true;
  if (FIRM_AFTER.test(after) || (FIRM_BEFORE.test(text.slice(Math.max(0, start - 3), start)) && !givenNameBefore(text, start)) || FIRM_VALUE.test(value)) return true;
  // "John Q. Public": the stand-in's middle initial stands between.
  const next = /^[ \t]+((?:\p{Lu}\.[ \t]+)?\p{Lu}[\p{L}'’-]+)/u.exec(after)?.[1];
  if (isPlaceholderName(value) || (next !== undefined && isPlaceholderName(`${value} ${next}`))) return true;
  if (castPair(text, start, end)) return true;
  if (EXAMPLE_MAIL_AFTER.test(after) || SYSTEM_MAIL_AFTER.test(after)) return true;
  if (after.includes("@") && organisationMailbox(text, start, end)) return true;
  // "Col. Del Valle", "Colonia Santa Úrsula": a Mexican neighbourhood in an address, not a colonel.
  if (/(?:^|[,;"'(][ \t]*)(?:Col\.|Colonia|Fracc\.|Fraccionamiento|Barrio|Bairro)[ \t]+$/.test(text.slice(Math.max(0, start - 20), start))) return true;
  if ((detector.startsWith("username:") || detector.startsWith("name:person-field")) && detector !== "username:host-owner" && /^[a-z][a-z0-9]{2,}$/.test(value) && namesInfrastructure(text, value, start)) return true;
  return CAPITALISED.test(value) && placeOrThingByContext(text, start, end);
}
const CAPITALISED = /^\p{Lu}/u;

/**
 * "@deploybot", "release-bot", "MergeBot": a handle that ends in "bot" after a word or a separator names a bot. "Talbot" and
 * "Abbot" end in the same letters after no word.
 */
const BOT_HANDLE = /^([\p{L}\d]{3,}?)([-_.]?)(bot|Bot|BOT)$/u;
function botHandle(value: string): boolean {
  const m = BOT_HANDLE.exec(value);
  return m !== undefined && m !== null && (m[2] !== "" || m[3] === "Bot" || isOrdinaryWord(m[1]!.toLowerCase()));
}

/**
 * "Carol and Dave are the toy users", `["Alice", "Bob"]`: two of the cryptographers' stand-ins (Alice, Bob, Carol, Dave, Eve …)
 * side by side are the cast of an example, not two people; one alone ("ask Carol") may be anyone.
 */
const CAST_BEFORE = /(\p{Lu}\p{Ll}+)["']?[ \t]*(?:,|and|&|\+|or)[ \t]*["']?$/u;
const CAST_AFTER = /^["']?[ \t]*(?:,|and|&|\+|or)[ \t]*["']?(\p{Lu}\p{Ll}+)/u;
function castPair(text: string, start: number, end: number): boolean {
  if (!nameEvidence.isPlaceholderName(text.slice(start, end))) return false;
  const other = CAST_BEFORE.exec(text.slice(Math.max(0, start - 16), start))?.[1] ?? CAST_AFTER.exec(text.slice(end, end + 16))?.[1];
  return other !== undefined && nameEvidence.isPlaceholderName(other);
}

/**
 * A found name's word again elsewhere in the text is that person, except where the word stands as a value of another kind:
 * a field that holds levels, colours or states ("Priority: Amber" beside "Reporter: Amber Kowalski"), a place after a
 * preposition ("The office in Jordan" beside "Jordan Reyes") or a time zone's city ("tz America/Santiago" beside "Santiago Morales").
 */
const LEVEL_KEY_BEFORE = /\b(?:priority|status|severity|sev|level|colou?r|state|risk|health|rag|tier|label|stage|phase|alert|condition|grade)[ \t]*[:=][ \t]*["']?$/i;
/** "America/Santiago", "Europe/Sofia": the city of an IANA time-zone id, after one of the database's fixed areas. */
const TIME_ZONE_AREA_BEFORE = /(?<![\w/])(?:Africa|America|Antarctica|Arctic|Asia|Atlantic|Australia|Europe|Indian|Pacific|Etc)\/(?:[A-Z][A-Za-z_-]*\/)?$/;
const PLACE_PREPOSITION_BEFORE = /\b(?:in|from|to|at|near|across|into|visiting|via)[ \t]+$/i;
export function notTheSamePerson(text: string, start: number, end: number): boolean {
  const value = text.slice(start, end);
  if (/[ \t]/.test(value)) return false;
  const before = text.slice(Math.max(0, start - 24), start);
  return LEVEL_KEY_BEFORE.test(before) || (PLACE_PREPOSITION_BEFORE.test(before) && nameEvidence.isPlace(value)) || TIME_ZONE_AREA_BEFORE.test(before) || placeOrThingByContext(text, start, end);
}

/** A shared mailbox's local part, in the languages of the mail we read: a desk or a function, not a person. */
const ROLE_MAILBOX = new Set(
  ("info contact contacts kontakt contacto contato contatti hello hallo hola bonjour office buero bureau admin administration amministrazione administracion " +
    "billing invoice invoices rechnung rechnungen buchhaltung facturation facturacion facturas fatture fatturazione faturamento accounts accounting finance compta comptabilite contabilidad contabilita " +
    "payroll lohn paie nomina payments sales vendas ventas vertrieb support soporte suporte assistenza helpdesk help servicedesk service kundenservice it hr jobs careers recruiting " +
    "press media legal privacy dpo security team booking reservations orders shop store secretaria segreteria sekretariat empfang reception mail post " +
    "webmaster postmaster marketing newsletter partners ops studio kancelaria biuro").split(" "),
);
const MAILBOX_AFTER = /^((?:[ \t]+[\p{L}&][\p{L}\p{M}&.'’-]*){0,3})[ \t]*"?[ \t]*<([^\s<>@]+)@([^\s<>]+)>/u;
/**
 * "Orbit Billing <billing@orbitpay.io>", "IT Helpdesk <it-helpdesk@…>", "Atelier Lune <contact@atelier-lune.fr>": a display name
 * over a shared mailbox (its local part a desk or a function) is the organisation's when its words name the mail domain or no
 * word of it is a given name some list knows; "Dana Kim <support@acme.io>" (a person answering for the desk) stays a person.
 */
function organisationMailbox(text: string, start: number, end: number): boolean {
  const m = MAILBOX_AFTER.exec(text.slice(end, end + 120));
  if (!m) return false;
  const local = m[2]!.toLowerCase();
  if (!local.split(/[._+-]/).some((p) => ROLE_MAILBOX.has(p))) return false;
  const lineStart = text.lastIndexOf("\n", start) + 1;
  const lead = /((?:[\p{L}&][\p{L}\p{M}&.'’-]*[ \t]+){0,3})$/u.exec(text.slice(Math.max(lineStart, start - 40), start))?.[1] ?? "";
  const display = `${lead}${text.slice(start, end)}${m[1]}`.split(/[ \t]+/).filter((w) => w.length >= 3);
  const domain = m[3]!.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");
  const named = (w: string) => nameEvidence.knownFirst(w, true) || nameEvidence.knownLast(w);
  // A word of the display name that is no listed name and stands in the domain ("Studio Legale" in studiolegale-arno.it): a firm's name.
  const firmInDomain = display.some((w) => !named(w) && domain.includes(w.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "")));
  return firmInDomain || !display.some((w) => nameEvidence.knownFirst(w, true));
}

/** The handle also labels a path, a host or a database elsewhere in the text (never a home directory: that is the person's). */
function namesInfrastructure(text: string, value: string, at: number): boolean {
  return infrastructureUses(text, value).some((i) => i !== at);
}

// Where each value labels infrastructure, read once per text: asked per finding, a scan of every occurrence made a text
// repeating one account ("for user ana" × 5000) quadratic — seconds for 60 KB. Two positions settle any question.
const usesIn = lastTextMemo((_text: string) => new Map<string, number[]>());
function infrastructureUses(text: string, value: string): number[] {
  const usesOfValue = usesIn(text);
  let uses = usesOfValue.get(value);
  if (uses === undefined) {
    uses = [];
    for (let i = text.indexOf(value); i !== -1 && uses.length < 2; i = text.indexOf(value, i + 1)) if (labelsInfrastructure(text, value, i)) uses.push(i);
    usesOfValue.set(value, uses);
  }
  return uses;
}

function labelsInfrastructure(text: string, value: string, i: number): boolean {
  const before = text.slice(Math.max(0, i - 12), i);
  const after = text[i + value.length] ?? "";
  if (/\/(?:home|Users|u|users)\/$/.test(before) || /[\w]/.test(text[i - 1] ?? "") || /[\w]/.test(after)) return false;
  // A handle's surname after a given name or an initial and a dot ("acct=chiara.ferraro " beside "user ferraro") labels a
  // person, not a host (a host's last part is its domain; "aws_db_instance.ledger " is still a resource).
  const given = /(?:^|[^\w.])([a-z]+)\.$/.exec(before)?.[1];
  if (given !== undefined && /\s|^$/.test(after) && (given.length === 1 || nameEvidence.knownFirst(given, true))) return false;
  if (/[/.@]$/.test(before) && /[/.:"'?\s]|^$/.test(after)) return true; // /opt/acme/, pg-primary.paddock.svc, …/paddock", @paddock.io, :5432/ledger?sslmode
  if (/(?:^|\n)[ \t]*$/.test(before) && /^:[ \t]*(?:\n|$)/.test(text.slice(i + value.length, i + value.length + 3))) return true; // a config section named after it ("keycloak:\n  admin: …")
  if (/(?:dbname|database|db|schema|namespace|bucket|project)[ \t]*[=:][ \t]*["']?$/i.test(before)) return true;
  if (/"[ \t]+"$/.test(before) && /^resource[ \t]+"[\w-]+"[ \t]+"$/.test(text.slice(Math.max(0, i - 60), i).split("\n").pop()!.trimStart())) return true; // resource "aws_db_instance" "billing"
  if (/(?:^|[ \t])(?:-d|-D|--dbname|--database)(?:[ \t]+|=)["']?$/.test(before)) return true; // psql … -d ledger, sqlcmd … -d ledger
  if (after === "-" && /^-(?:db|sql|pg|mysql|redis|mongo|rds|api|svc|service|agent|server|app|web|worker|prod|staging|dev|cache|queue)\b/.test(text.slice(i + value.length, i + value.length + 10))) return true;
  return false;
}

/**
 * The fields after a street address are its district, city and region ("Số 18 ngõ 42 phố Trần Quốc Hoàn, Cầu Giấy,
 * Hà Nội", "Rua Augusta 118, Baixa, Lisboa"): a run of capitalised words there, separated from the street only by
 * commas and other such runs, is a place, whatever a name list says of its words. `streetEnds`: where each street
 * address finding ends.
 */
const POSTCODE = String.raw`(?:\d{4}[ \t]?[A-Z]{2}|\d{3}[ \t-]?\d{2,4}|\d{4,5})`;
// The field's first words may stand before the run ("Hai Bà Trưng"); a postcode may stand before the city ("…2/24, 47300 Petaling Jaya").
const LOCALITY_GAP = new RegExp(
  String.raw`^(?:,[ \t]*\p{Lu}[\p{L}\p{M}'’.-]*(?:[ \t]+\p{L}[\p{L}\p{M}'’.-]*){0,3})*,[ \t]*(?:${POSTCODE}[ \t]+|(?:\p{Lu}[\p{L}\p{M}'’.-]*[ \t]+){0,2})$`,
  "u",
);
/** "Prinses Beatrixlaan 582, 2595 BM Den Haag": the street's own last field is its postcode, and the city follows it after a space. */
const ENDS_IN_POSTCODE = new RegExp(String.raw`(?:^|[\s,])${POSTCODE}$`);
const LOCALITY_END = /^(?:[ \t]*(?:[,.;)]|\d|$|\n)|[ \t]+[—–-][ \t])/u;
export function localityAfterAddress(text: string, start: number, end: number, streetEnds: number[]): boolean {
  for (const e of streetEnds) {
    if (e > start || start - e > 80) continue;
    const gap = text.slice(e, start);
    const fits = LOCALITY_GAP.test(gap) || (/^[ \t]+$/.test(gap) && ENDS_IN_POSTCODE.test(text.slice(Math.max(0, e - 12), e)));
    if (fits && LOCALITY_END.test(text.slice(end, end + 3))) return true;
  }
  return false;
}

/**
 * A trade's own noun heads a firm's name, in the languages of the invoices we read: "Boulangerie Martin", "Keramik Huber",
 * "Hausverwaltung Nord", "Trattoria Bruno". The word names what the business does, never a person, so a reading that starts
 * with it (or is it) is the firm. Words that are also surnames or given names stay out (Baker, Cooper, Schneider, Müller).
 */
const TRADE_NOUNS = new Set(
  ("boulangerie patisserie pâtisserie boucherie charcuterie fromagerie pharmacie librairie quincaillerie brasserie bistro bistrot épicerie epicerie " +
    "imprimerie menuiserie plomberie cordonnerie fleuriste garage auberge clinique cabinet atelier " +
    "bäckerei baeckerei konditorei metzgerei fleischerei apotheke buchhandlung keramik hausverwaltung autohaus schreinerei tischlerei " +
    "gärtnerei gaertnerei druckerei reisebüro reisebuero weingut brauerei kanzlei praxis zahnarztpraxis elektro sanitär sanitaer optik " +
    "friseur blumen immobilien steuerberatung malerbetrieb gasthaus gasthof pension " +
    "trattoria pizzeria osteria panificio salumeria farmacia ferramenta enoteca gelateria pasticceria tabaccheria " +
    "panadería panaderia carnicería carniceria ferretería ferreteria taller librería libreria papelería papeleria floristería " +
    "padaria açougue acougue mercearia livraria oficina " +
    "bakkerij slagerij apotheek drukkerij " +
    "restaurant café cafe hotel hôtel hostel bakery pharmacy salon studio boutique deli diner tavern pub").split(" "),
);
/**
 * The letters and spaces that end a window, read backwards from its end in one try: the same word `(\p{L}+)[ \t]+$`
 * finds (both take the whole run of letters before the trailing spaces), where the forward pattern is tried from every
 * position of the window.
 */
const WORD_THEN_SPACE_AT_END = /$(?<=(\p{L}+)[ \t]+)/uy;
function tradeFirm(text: string, start: number, value: string): boolean {
  const space = value.search(/[ \t]/);
  if (space !== -1 && TRADE_NOUNS.has(value.slice(0, space).toLowerCase())) return true;
  if (space === -1 && TRADE_NOUNS.has(value.toLowerCase())) return true;
  if (text[start - 1] !== " ") return false;
  // "Apotheke Lindner" read as "Lindner" alone: the trade noun stands just before it.
  const window = text.slice(Math.max(0, start - 24), start);
  WORD_THEN_SPACE_AT_END.lastIndex = window.length;
  const before = WORD_THEN_SPACE_AT_END.exec(window)?.[1];
  return before !== undefined && /^\p{Lu}/u.test(before) && TRADE_NOUNS.has(before.toLowerCase());
}

/** A key or column that holds an organisation ("vendor", "company_name", "merchant"): its value is a firm, whatever its words. */
const ORGANISATION_FIELD = /^(?:company|merchant|vendor|supplier|organi[sz]ation|business|brand|employer|manufacturer|carrier|firm|shop|store|biller|creditor)(?:[_ ]?name)?$/i;
const ORGANISATION_KEY = /(?:^|[\s{,"'])(?:company|merchant|vendor|supplier|organi[sz]ation|business|brand|employer|manufacturer|carrier|firm|shop|store|biller|creditor)(?:[_-]?name)?["']?[ \t]*[:=][ \t]*["']?$/i;
/** `"team":{"name":"Horn Data"}`: the name of a team, workspace, organisation or channel object is theirs, not a person's. */
const GROUP_OBJECT_NAME = /["'](?:team|org|organi[sz]ation|workspace|enterprise|group|channel|guild|tenant|company|department|project)["'][ \t]*:[ \t]*\{[^{}]{0,80}?["'](?:name|display_name|displayName|title)["'][ \t]*:[ \t]*["']$/;
function organisationKey(text: string, start: number, column: () => string): boolean {
  return ORGANISATION_KEY.test(text.slice(Math.max(0, start - 30), start)) || ORGANISATION_FIELD.test(column()) || GROUP_OBJECT_NAME.test(text.slice(Math.max(0, start - 120), start));
}

/**
 * "status Amber priority High", "RAG: amber", a `status` column's cell: one word where a status, level or colour stands is
 * that value ("Amber", "Rose", "Will"?), whatever a name list says; a person's key ("owner", "assignee") is not one of these.
 */
const STATUS_KEY_BEFORE = /(?:^|[^\p{L}_])(?:status|state|priority|severity|level|rag|health|colou?r)["']?[ \t]*[:=]?[ \t]*["']?$/iu;
const STATUS_COLUMN = /^(?:status|state|priority|severity|level|rag|health|colou?r)$/i;
function statusValue(text: string, start: number, value: string, column: () => string): boolean {
  if (/[ \t]/.test(value)) return false;
  return STATUS_KEY_BEFORE.test(text.slice(Math.max(0, start - 16), start)) || STATUS_COLUMN.test(column());
}

/**
 * "ledgeradmin", "billing_ro", "shop-svc": a service's account is its name and a role. When the stem also names a database,
 * host or resource in the same text ("aws_db_instance.ledger", "-d billing"), or is an ordinary word, the account is the
 * service's, not a person's ("mnowak" has no role ending and stays a person's).
 */
const ROLE_ENDING = /^([a-z]{3,})[-_.]?(?:admin|adm|svc|service|app|bot|ci|cd|deploy|deployer|ro|rw|readonly|readwrite|dba|owner|etl|sync|backup|migrator|migrations|api|worker|writer|reader|user)$/;
function serviceAccount(text: string, value: string, start: number, detector: string): boolean {
  if (!detector.startsWith("username:") && !detector.startsWith("name:person-field")) return false;
  const stem = ROLE_ENDING.exec(value)?.[1];
  if (stem === undefined || nameEvidence.knownFirst(stem, false)) return false;
  return isOrdinaryWord(stem) || namesInfrastructure(text, stem, start);
}
