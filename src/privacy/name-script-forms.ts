import type { Finding } from "./types.ts";
import { HAN_SURNAMES, HANGUL_SURNAMES, JA_SURNAMES } from "./person-names.ts";

/**
 * Names in scripts without letter case, read by the forms each language wraps a person's name in (round 12, issue 14).
 * No capital marks a name there, and Han, Thai and Arabic words look alike to a pattern; what marks the person is the
 * language's own grammar of address, which no thing takes:
 *   - Chinese: a full name (a listed family name and one or two characters) with a title after it ("王伟先生", "李娜女士"),
 *     after 尊敬的 ("dear"), before a greeting ("王秀英 您好"), after a contact's label ("聯絡人 陳怡君", "收件人：张伟"), or
 *     signing after a dash at a line's end ("—— 李娜");
 *   - Japanese: a name before an honorific (さん, 様, くん, ちゃん, 先生, 殿: "中村さん", "ソムチャイさん", "Kaitoさん") or signing
 *     with より ("吉田より");
 *   - Korean: a full name before the sign-off 드림 / 올림 ("이서연 드림");
 *   - Thai: คุณ (khun) or เรียนคุณ ("dear khun") and a space before the name and surname ("เรียนคุณ สมชาย ใจดี"; คุณ
 *     written against the name is person-names.ts's thai-honorific);
 *   - Arabic and Persian: a form of address before the name (عزيزي "dear", السيد "Mr", السيدة "Mrs", آقای, خانم);
 *   - any of them: the value of a form's "name" label in the script's own language ("姓名：王建国", "이름: 김민수", "नाम: राहुल
 *     शर्मा", "الاسم: محمود السيد").
 * Look-alikes the forms keep out: a family name alone ("李先生", "田中" without an honorific is person-names.ts's), katakana
 * roles before さん ("ユーザーさん", "オーナーさん": loanwords ending in the long-vowel mark), 皆さん ("everyone").
 */
const HAN = "\\p{Script=Han}";
/** A Chinese or Japanese full name: a listed family name, then one or two given-name characters. */
const HAN_FULL = `(?:${JA_SURNAMES}|[${HAN_SURNAMES}])${HAN}{1,2}`;
const ZH_TITLES = "先生|女士|小姐|老师|老師|同学|同學|教授|医生|醫生";
const ZH_LABELS = "联系人|聯絡人|联络人|聯繫人|收件人|收货人|收貨人|寄件人|负责人|負責人|经办人|經辦人|申请人|申請人|签收人|簽收人|客户|客戶";
const JA_HONORIFICS = "さん|様|さま|くん|君|ちゃん|先生|殿";
const KATAKANA_NAME = "\\p{Script=Katakana}{2,8}(?<!ー)";
const LATIN_GIVEN = "\\p{Lu}[\\p{Ll}\\p{M}]{1,15}";
const THAI_WORD = "\\p{Script=Thai}{2,20}";
/** Letters of the caseless scripts a form's label may head (with their combining marks). */
const CASELESS_LETTERS = "\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Tamil}\\p{Script=Thai}\\p{Script=Ethiopic}\\p{M}";
const ARABIC_WORD = "[\\p{Script=Arabic}\\p{M}]{2,20}";
/** Arabic surnames open with the article or a kinship particle ("العتيبي", "بن سالم", "أبو زيد"). */
const ARABIC_SURNAME = `(?:ال|بن[ \\t]+|بنت[ \\t]+|أبو[ \\t]+|ابن[ \\t]+)[\\p{Script=Arabic}\\p{M}]{2,20}`;

/**
 * The word "name" as a form's label in the script's own language (a record, an intake form, a shipping slip): 姓名, 名字,
 * 氏名, 名前, 이름, 성명, नाम, নাম, பெயர், ชื่อ, الاسم, اسم, نام, שם, ስም — right before a colon; "ชื่อไฟล์:" (file name),
 * "اسم المستخدم:" (user name), "שם משתמש:" put another word before the colon and stay out.
 */
const NAME_LABELS = "姓名|名字|氏名|お名前|名前|이름|성명|성함|नाम|নাম|பெயர்|ชื่อ-นามสกุล|ชื่อ|الاسم|اسم|نام|שם|ስም";
const NAME_LABEL_GATE = /姓名|名字|氏名|名前|이름|성명|성함|नाम|নাম|பெயர்|ชื่อ|اسم|نام|שם|ስም/;
/** The labelled value: a Han, kana or Hangul name (its parts apart or together), or one to three words of a caseless script. */
const LABELLED_NAME = `[\\p{Script=Han}\\p{Script=Katakana}\\p{Script=Hiragana}]{2,4}(?:[ \\t\\u3000][\\p{Script=Han}\\p{Script=Katakana}]{1,4})?|\\p{Script=Hangul}{2,4}(?:[ \\t]\\p{Script=Hangul}{1,3})?|[${CASELESS_LETTERS}]{2,}(?:[ \\t][${CASELESS_LETTERS}]{2,}){0,2}`;

interface Form {
  name: string;
  re: RegExp;
  /** Any character of these must be in the text for the form to be tried. */
  gate: RegExp;
}
const form = (name: string, source: string, gate: RegExp): Form => ({ name, re: new RegExp(source, "gdu"), gate });

const FORMS: Form[] = [
  form("zh-title", `(?<name>${HAN_FULL})(?:${ZH_TITLES})`, /先生|女士|小姐|老[师師]|同[学學]|教授|[医醫]生/),
  form("zh-title", `(?:尊敬的|亲爱的|親愛的)[ \\t\\u3000]*(?<name>${HAN_FULL})(?=[ \\t\\u3000]*(?:${ZH_TITLES}|[，,：:、]))`, /尊敬的|[亲親]爱的/),
  form("zh-greeting", `(?:^|[\\n:：][ \\t\\u3000]*|[ \\t])(?<name>${HAN_FULL})[ \\t\\u3000]*[，,]?[ \\t\\u3000]*(?:您好|你好)`, /[您你]好/),
  form("zh-label", `(?:${ZH_LABELS})[ \\t\\u3000]*[:：]?[ \\t\\u3000]*(?<name>${HAN_FULL})(?!${HAN})`, /人|客[户戶]/),
  form("zh-dash-signoff", `(?:——|—|--)[ \\t\\u3000]*(?<name>${HAN_FULL})[ \\t\\u3000]*(?=\\r?\\n|$)`, /—|--/),
  form("ja-honorific", `(?<![${HAN_SURNAMES}\\p{Script=Katakana}\\p{L}])(?<name>(?:${JA_SURNAMES})${HAN}{0,2}|${KATAKANA_NAME}|${LATIN_GIVEN})(?:${JA_HONORIFICS})`, /さん|様|さま|くん|君|ちゃん|先生|殿/),
  form("ja-yori", `(?<name>(?:${JA_SURNAMES})${HAN}{0,2})より[ \\t\\u3000]*(?=\\r?\\n|$)`, /より/),
  form("ko-signoff", `(?<![\\p{Script=Hangul}])(?<name>[${HANGUL_SURNAMES}]\\p{Script=Hangul}{1,2})[ \\t]?(?:드림|올림|배상)(?![\\p{Script=Hangul}])`, /드림|올림|배상/),
  form("th-khun", `(?:เรียน)?คุณ[ \\t]+(?<name>${THAI_WORD}(?:[ \\t]${THAI_WORD})?)`, /คุณ/),
  form("ar-address", `(?:عزيزي|عزيزتي|السيد|السيدة|الأستاذ|الأستاذة|الدكتور|الدكتورة|آقای|خانم)[ \\t]+(?<name>${ARABIC_WORD}(?:[ \\t]+${ARABIC_SURNAME})?)(?![\\p{Script=Arabic}\\p{M}])`, /عزيز|السيد|الأستاذ|الدكتور|آقای|خانم/),
  form("name-label", `(?<![\\p{L}\\p{M}])(?:${NAME_LABELS})[ \\t\\u3000]*[:：][ \\t\\u3000]*(?<name>${LABELLED_NAME})(?=[ \\t\\u3000]*(?:[,，、،;；。.()（）|/—–-]|\\r?\\n|$|[\\p{Script=Latin}\\d]))`, NAME_LABEL_GATE),
];

/** Katakana roles and kin words people put before さん as before a name: loanwords ending in ー are kept out by the pattern. */
const NOT_JA_NAMES = new Set(["ママ", "パパ", "皆", "お客", "お医者", "大家", "店員", "運転手"]);

/** A blank form's prompt or "none" in a name's slot ("请填写" please fill in, "未填写", "なし", "없음", "ไม่มี"): no one. */
const FORM_PROMPT = /^(?:[请請未无無]|なし|不明|없음|ไม่มี)/;

/** Wide characters only: most texts hold none, and the forms are skipped at once. */
const WIDE = /[\u0590-\u06ff\u0900-\u0bff\u0e00-\u0e7f\u1200-\u137f\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

export function findScriptFormNames(text: string): Finding[] {
  const out: Finding[] = [];
  if (!WIDE.test(text)) return out;
  for (const f of FORMS) {
    if (!f.gate.test(text)) continue;
    f.re.lastIndex = 0;
    for (let m = f.re.exec(text); m; m = f.re.exec(text)) {
      if (m[0].length === 0) f.re.lastIndex++;
      const [start, end] = m.indices!.groups!.name!;
      const value = text.slice(start, end);
      if (NOT_JA_NAMES.has(value) || (f.name === "name-label" && FORM_PROMPT.test(value))) continue;
      out.push({ type: "person_name", start, end, detector: `name:${f.name}`, confidence: 0.75 });
    }
  }
  return out;
}
