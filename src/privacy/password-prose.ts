import { execAll } from "./regex.ts";
import { secretValueOk } from "./secret-fields.ts";
import { strongPassword } from "./detectors.ts";
import type { Finding } from "./types.ts";

/**
 * A password handed over in chat prose, in the words each language uses for it: the word for the password (or for a
 * door's, an alarm's or a network's code), a few words saying whose it is ("du compte test", "til wifi", "от стенда"),
 * then the value — after a copula or a sign in languages that put one there ("is", "er", "არის", "là", "=", ":"), or
 * right after the words in those whose copula follows the value or is left out (Turkish "şifresi X olarak", Korean
 * "비번 X 로", Russian "пароль от стенда X", Hindi "password hai X" / "पासवर्ड X है").
 *
 * The other password readers take the English and Western European cues (detectors.ts `password-nearby`,
 * password-forms.ts `word-then-value`); this one adds the words and copulas they lack and the order of the words
 * around them. A value after a copula must read as a chosen password (several character classes, letters and
 * digits, or a run of mixed case); a value with no copula before it must read as generated (letters, a digit and a
 * symbol or both cases), since a word after "password" is usually a noun ("password policy", "пароль стандартный").
 */

/**
 * Each language's words for the password with the copulas that language puts after them: a copula is read only after its
 * own language's word, since one language's copula is another's preposition (Finnish "on", Polish "to", English "on"/"to":
 * "password rotation done on web-prod-04"). "password" is borrowed by many languages, with theirs.
 */
const LANGUAGES: Array<[words: string, copulas: string]> = [
  ["password|passcode", "is|was|is[ \\t]+now|now|è|é|es|ist|hai|है|adalah|ialah|ni|là|ay"],
  ["mdp|mot[ \\t]+de[ \\t]+passe", "est|c'est"],
  ["passord(?:et)?|adgangskoden?", "er"],
  ["lösenord(?:et)?", "är"],
  ["salasana(?:n)?", "on"],
  ["hasło|hasla", "to|jest"],
  ["heslo", "je|to"],
  ["parola", "è|este|e"],
  ["passwort|kennwort", "ist|lautet"],
  ["contraseña", "es"],
  ["senha", "é"],
  ["wachtwoord", "is"],
  ["şifre(?:si|miz|niz|m)?|Şifre(?:si|miz|niz|m)?", "dır|dir"],
  ["пароль|парола|лозинка", "это|е|је"],
  ["პაროლი", "არის"],
  ["पासवर्ड", "है|hai"],
  ["پاسورډ|پسورد|رمز[ \\t]+عبور|کلمه[ \\t]+عبور|كلمة[ \\t]+(?:المرور|السر)", "است|هي|دی"],
  ["密码|密碼", "是|为|為"],
  ["パスワード", "は"],
  ["비번|비밀번호", "는|은|이에요"],
  ["mật[ \\t]+khẩu", "là"],
  ["kata[ \\t]+sandi", "adalah|ialah"],
  ["nenosiri", "ni"],
];
/** Words for the password itself, in every language above. */
const PASSWORD_WORDS = LANGUAGES.map(([w]) => w).join("|");
/** A code that opens something (a door, an alarm, a network): the word for code only with what it opens (English, Norwegian, Danish, Swedish). */
const CODE_LANGUAGES: Array<[words: string, copulas: string]> = [
  ["(?:alarm|door|gate|safe|entry|access|keypad|garage|lock|wifi|wi-fi|wlan)[ \\t-]?code", "is|was|is[ \\t]+now|now"],
  ["kod(?:e|en)[ \\t]+(?:til|for|på|till)[ \\t]+(?:wifi|wi-fi|wlan|nettet|alarmen|døren|dörren|porten)", "er|är"],
];
const CODE_WORDS = CODE_LANGUAGES.map(([w]) => w).join("|");
/** Signs that hand the value over in any language. */
const SIGNS = "=|:|：|—|–|->|→";
/**
 * Up to a few words between the word and the copula ("du compte test", "til wifi", "for the 3rd floor"), on one line, no
 * sentence end, and not the words that make it another thing than the password ("the password hash is …", "policy").
 */
const GAP = "(?:(?!hash|digest|salt|hint|policy|reset|length)[^\\n.?!:=]){0,40}?";
/** The value: no spaces, quotes or brackets; a sentence's full stop or comma after it is not part of it. */
const VALUE = "(?<q>[\"'`“«「]?)(?<value>[^\\s\"'`”»」,;()]{6,80}?)\\k<q>(?=[.,;:]?(?:[\\s\"'`”»」)]|$))";

const AFTER_COPULA = new RegExp(
  `(?:${[...LANGUAGES, ...CODE_LANGUAGES].map(([w, c]) => `(?:${w})(?![\\p{L}_])${GAP}(?<![\\p{L}])(?:${c}|${SIGNS})`).join("|")})(?![\\p{L}])[ \\t]*${VALUE}`,
  "gdiu",
);
/** No copula: the value right after the word, or after one to three words naming whose it is. */
const NO_COPULA = new RegExp(
  `(?:${PASSWORD_WORDS}|${CODE_WORDS})(?![\\p{L}_=])(?:[ \\t]+(?:от|для|к|ka|ki|ke|का|की|के)[ \\t]+[\\p{L}-]{2,20})?(?:[ \\t]+(?:hai|है))?[ \\t]*[:：—–-]?[ \\t]*${VALUE}`,
  "gdiu",
);
/** A cheap test for any of the words before the two scans ("code" only with what it opens: it is everywhere in developer text). */
const PRE = /mdp|mot de passe|passord|adgangskode|lösenord|salasana|has[łl]o|heslo|parola|[şŞ]ifre|парол|лозинк|პაროლ|पासवर्ड|پاسورډ|پسورد|عبور|المرور|السر|密码|密碼|パスワード|비번|비밀번호|mật khẩu|sandi|nenosiri|password|passwort|kennwort|contraseña|senha|wachtwoord|(?:alarm|door|gate|safe|entry|access|keypad|garage|lock|wifi|wi-fi|wlan)[ \t-]?code|kod(?:e|en)[ \t]+(?:til|for|på|till)/i;
/** The word must stand as a word of prose, not inside a key ("bad_password", "user.password=", "-password", "&password="). The
 * patterns open on the words themselves and this is asked of each match: a lookbehind first was tried at every position. */
const NOT_BEFORE_WORD = /[\p{L}\p{N}_.\-/&=]/u;

/** Letters and digits, several classes, or mixed case inside the word ("RMJSWMgOtx"): a password, not a word. */
function chosen(v: string): boolean {
  if (strongPassword(v)) return true;
  if (v.length < 8 || /^\d+$/.test(v) || /^[0-9a-f]{32,}$/i.test(v) || /^[\d.,:/-]+$/.test(v)) return false;
  if (/\p{L}/u.test(v) && /\d/.test(v)) return true;
  const turns = v.match(/(?=\p{Lu}\p{Ll}|\p{Ll}\p{Lu})/gu)?.length ?? 0;
  return turns >= 3;
}
/** Letters, a digit and a symbol or both cases: what a value with no copula before it must show. */
const generated = (v: string): boolean =>
  v.length >= 8 && /\p{L}/u.test(v) && /\d/.test(v) && (/[!#$%&*+=?@^_~.-]/.test(v) || (/\p{Lu}/u.test(v) && /\p{Ll}/u.test(v)));
/** Not a web address, a path, a mail address, a version or a reference. */
const notAReference = (v: string): boolean => !/:\/\/|^[/=:]|[\\/]|@[\w-]+\.|^v?\d+(?:\.\d+)+|^[$%#@{<]|\.(?:com|org|net|io|txt|md|json|pdf)$/i.test(v);

export function findPasswordProse(text: string): Finding[] {
  if (!PRE.test(text)) return [];
  const out: Finding[] = [];
  for (const [re, shaped, name] of [[AFTER_COPULA, chosen, "after-copula"], [NO_COPULA, generated, "no-copula"]] as const) {
    for (const m of execAll(re, text)) {
      if (m.index > 0 && NOT_BEFORE_WORD.test(text[m.index - 1]!)) continue;
      const [start, end] = m.indices!.groups!.value!;
      const value = text.slice(start, end);
      if (!notAReference(value) || !shaped(value) || !secretValueOk("password", value, text, start)) continue;
      out.push({ type: "password", start, end, detector: `password-prose:${name}`, confidence: 0.75 });
    }
  }
  return out;
}
