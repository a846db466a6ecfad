import { anyPresent, gateWords, literalAlternatives, necessaryWords, presentGateWords } from "./name-gates.ts";
import { type Anchor, anchoredExec, execAll, execWhereFirst, leadChars, testAnywhere, unicodeSets, wholeWordOccurrences } from "./regex.ts";
import type { Finding } from "./types.ts";

/**
 * Person names. Capitalised words alone are mostly product names (Redis, Next, Claude), so a name
 * needs evidence: a context cue (greeting, sign-off, `Author:` / `Co-authored-by:` / `cc:` lines,
 * `Name <email>`, chat speaker labels, @mentions, "my colleague X", "X said", "ask X", a `name` field)
 * or the name lexicon (compromise's first names and surnames: "Dana Kim" anywhere in prose because
 * "Dana" is a first name). Without the lexicon loaded (the Worker's credential-only guard) only the
 * cue rules run. User names (handles) are usernames.ts.
 */
export interface NameLexicon {
  /** Lower-case first names that are not also ordinary words. */
  first: Set<string>;
  /** First names that are also ordinary words (mark, grace, chase): need a surname or a strong cue. */
  ambiguousFirst: Set<string>;
  last: Set<string>;
  /** Every other word the lexicon knows (a surname candidate that is a known word is weaker evidence). */
  words: Set<string>;
  /** Multi-word place names, folded ("sao paulo"). */
  places: Set<string>;
  /** Single-word proper nouns that are not people: demonyms, companies, cities ("british", "toyota"). */
  proper?: Set<string>;
  /** First names that are also places (sydney, houston, jordan): alone, they need more than a weak cue. */
  placeLike?: Set<string>;
  /** Given names only a broad list holds (faker's locales, not compromise or the hand lists): evidence beside a cue, not in lower case alone. */
  broadOnly?: Set<string>;
  /** Surnames only a broad list holds (faker's locales: "Cleanu", "Postma"): a name beside a given name, too weak to read a word's stem as one. */
  broadOnlyLast?: Set<string>;
}

let LEX: NameLexicon | undefined;
export function setNameLexicon(lexicon: NameLexicon): void {
  LEX = lexicon;
}
export function hasNameLexicon(): boolean {
  return LEX !== undefined;
}

const UP = "\\p{Lu}";
const LOW = "[\\p{Ll}\\p{M}]";
const NAME_WORD = `(?:${UP}['’])?${UP}${LOW}+(?:${UP}${LOW}+)?(?:-${UP}?${LOW}+)?`;
/** Names in scripts without letter case: accepted only in strong contexts (trailers, display names). */
const CASELESS = "\\p{Script=Arabic}\\p{Script=Hebrew}\\p{Script=Devanagari}\\p{Script=Bengali}\\p{Script=Tamil}\\p{Script=Telugu}\\p{Script=Gujarati}\\p{Script=Thai}\\p{Script=Georgian}\\p{Script=Armenian}\\p{Script=Ethiopic}";
/** Common Chinese surnames (the first character of most Chinese names): a Han run that starts with one and speaks ("李娜：…") is a name. */
export const HAN_SURNAMES = "李王张張刘劉陈陳杨楊赵趙黄黃周吴吳徐孙孫胡朱高林何郭马馬罗羅梁宋郑鄭谢謝韩韓唐冯馮于董萧蕭程曹袁邓鄧许許傅沈曾彭吕呂苏蘇卢盧蒋蔣蔡贾賈丁魏薛叶葉阎閻余潘杜戴夏钟鍾汪田任姜范方石姚谭譚廖邹鄒熊金陆陸郝孔白崔康毛邱秦江史顾顧侯邵孟龙龍万萬段雷钱錢汤湯尹黎易常武乔喬贺賀赖賴龚龔文";
/** The commonest Japanese family names (two or three characters), for a full name at a message's end. */
export const JA_SURNAMES = "佐藤|鈴木|高橋|田中|伊藤|渡辺|渡邊|山本|中村|小林|加藤|吉田|山田|佐々木|山口|松本|井上|木村|斎藤|斉藤|清水|山崎|池田|橋本|阿部|石川|山下|中島|石井|小川|前田|岡田|長谷川|藤田|後藤|近藤|村上|遠藤|青木|坂本|福田|太田|西村|藤井|金子|岡本|藤原|中野|三浦|原田|松田|竹内|中川|小野|田村|上田|森田|柴田|酒井|工藤|横山|宮崎|宮本|内田|高木|安藤|島田|谷口|大野|丸山|今井|高田|河野|藤本|村田|武田|上野|杉山|増田|小山|大塚|平野|菅原|久保|松井|千葉|岩崎|桜井|木下|野口|松尾|菊地|野村|新井|渡部";
/** Closing phrases of Chinese, Korean and Japanese messages, after which the writer signs. */
const CJK_CLOSINGS = "谢谢|謝謝|多谢|多謝|感谢|感謝|辛苦了|此致敬礼|敬上|감사합니다|고맙습니다|수고하세요|부탁드립니다|부탁합니다|よろしくお願いします|よろしくお願いいたします|お願いします|ありがとうございます|ありがとうございました|以上";
/** Korean family names in Hangul (김 Kim, 이 Lee, 박 Park …): one syllable before a two-syllable given name. */
export const HANGUL_SURNAMES = "김이박최정강조윤장임한오서신권황안송류전홍고문양손배백허유남심노하곽성차주우구민진지엄채원방공현";
const CJK_NAME = `(?:[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}]{2,6}|[${CASELESS}\\p{M}]{2,}(?:[ \\t][${CASELESS}\\p{M}]{2,}){0,2})`;
const PARTICLE = "(?:van der |van den |van |von |de la |de |del |della |der |da |di |dos |du |le |la |bin |al-|Al-|ibn |O')";
/** Titles of a role ("Agent Bolaji", "Officer Rangi Parata"): read past like an honorific, but, unlike one, no evidence that a name follows. */
const ROLE_TITLES = "Agent|Officer|Nurse|Coach|Captain|Detective|Inspector|Sergeant|Constable|Judge|Pastor|Rabbi|Imam|Technician";
const HONORIFIC = `(?:(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sir|Dame|Rev|Herr|Frau|Sr|Sra|Srta|Mme|Mlle|M\\.|Dott|Ing|Señor|Señora|Monsieur|Madame|Signor|Signora|heer|mevrouw|mevr|dhr|${ROLE_TITLES})\\.?\\s+)`;
/**
 * The empty groups "()" change no match: a repeated group with a capture inside is compiled once as a loop, where V8
 * unrolls a capture-free {0,2} or {1,3} into up to three copies of NAME_WORD and its Unicode classes. NAME sits in
 * ~21 rules, and their compilation (for one-byte and two-byte text apart) is most of an isolate's first pass.
 * Every pattern with NAME reads its groups by name, never by number.
 * One space joins a name's words (or tabs, a table's cell): two spaces are a padded column's end ("Kassiererin: Friederike  Bon
 * 17" on a receipt, "Owner: Dana Kim   Status: open"), and what follows is another field.
 */
const NAME = `(?:${HONORIFIC}?${NAME_WORD}(?:(?: |\\t+)(?:${UP}\\.[ \\t]+)?${PARTICLE}?${NAME_WORD}()){0,2}|(?:${UP}\\.[ \\t]?()){1,3}[ \\t]*${NAME_WORD}|${CJK_NAME})`;
/** A name that may be written in lower case (chat handles: "hey marta", "kenji said"); accepted only from the lexicon. */
const LOWER_NAME = `[\\p{Ll}][\\p{Ll}\\p{M}]{1,15}`;
/** One side of SURNAME/GIVEN: three capitals or more with a vowel ("DUBOIS", "CAMILLE"; not "TCP/IP", "AC/DC", "HTTP/HTTPS"). */
const UPPER_SLASH_PART = "(?=\\p{Lu}{3})\\p{Lu}*[AEIOUYÀ-ÖØ-Ý]\\p{Lu}*";
/** The first words of keys that name things, not people ("cityName", "host_name", "PRODUCT_NAME"): any case of their first letter, or all capitals. */
const THING_KEY_WORDS = "city country state province region district street host file product service app team company org organization organisation bank branch device brand model store shop merchant vendor project repo event plan role group queue table database db bucket cluster node zone domain server machine network ssid venue place location hotel airline airport site package module class field column"
  .split(" ")
  .map((w) => `[${w[0]}${w[0]!.toUpperCase()}]${w.slice(1)}|${w.toUpperCase()}`)
  .join("|");
/** A chat line's time: "12:46", "9:05 AM". */
const CHAT_TIME = "\\d{1,2}:\\d{2}(?:[ \\t]*[AaPp][Mm])?";
/**
 * What chat tools and people put before a speaker at a line's start: emoji (a status, a reaction, a topic: "🔐 Kemal:",
 * "🚨🚨 Ana:", skin tones and ZWJ sequences included), a quote or list marker ("> Ingrid:", "* Oksana:"), a time
 * ("[09:26]", "10:14 AM", WhatsApp's "12/03/2025, 21:14 - "), in any order. The marker says nothing about who
 * speaks: the name after it still needs the lexicon, so "🚨 Alert:" and "> Error:" stay labels.
 */
// One pictograph per repetition, its modifiers after it: a run of emoji splits one way only (no backtracking blow-up).
const SPEAKER_MARK = "(?:\\p{Extended_Pictographic}[\\u200D\\uFE0F\\u{1F3FB}-\\u{1F3FF}]*[ \\t]*|[>*•·][ \\t]*|-[ \\t]+)";
const SPEAKER_TIME = "(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|(?:\\d{1,2}[./]\\d{1,2}[./]\\d{2,4},?[ \\t]+)?\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]*[AaPp]\\.?[Mm]\\.?)?[ \\t]+(?:[-–][ \\t]+)?)";
const SPEAKER_LEAD = `[ \\t]*${SPEAKER_MARK}{0,6}(?:${SPEAKER_TIME}${SPEAKER_MARK}{0,4})?`;
const LIST_SEP = "(?:,[ \\t]*|[ \\t]+(?:and|or|&|und|oder|et|ou|y|e|en|og|och)[ \\t]+|[ \\t]*;[ \\t]*)";

/**
 * "Cc" and "cc", "Thanks" and "thanks": each word with its first letter in both cases. The words are grouped
 * by that letter ("[Tt](?:hanks|hank you|hx)"): a list of 150 "[Xx]word" alternatives is tried one by one at
 * every word, while grouped words behind one letter are plain text the regex compiler merges into a tree.
 * Words in different groups cannot match at the same place (their first characters differ), and within a
 * group they keep their order, so the regex matches exactly what the flat list did.
 */
const ciFlat = (words: string): string =>
  words
    .split("|")
    .map((w) => (/^\p{L}/u.test(w) ? `[${w[0]!.toUpperCase()}${w[0]!.toLowerCase()}]${w.slice(1)}` : w))
    .join("|");
const ci = (words: string): string => {
  const parts = words.split("|").map((w) => (/^\p{L}/u.test(w) ? { head: `[${w[0]!.toUpperCase()}${w[0]!.toLowerCase()}]`, rest: w.slice(1) } : { head: "", rest: w }));
  const flat = ciFlat(words);
  // Each part's possible first characters; a word whose first character a quantifier or a regex construct may change keeps the flat list.
  const firsts: string[][] = [];
  for (const p of parts) {
    if (/^[?*+{]/.test(p.rest) || (!p.head && !/^[\p{L}\p{N} :@'’-]/u.test(p.rest))) return flat;
    firsts.push(p.head ? [...p.head.slice(1, -1)] : [p.rest[0]!]);
  }
  // Groups of parts whose first characters overlap (İ and I share "i"), in order of first appearance.
  const groups: Array<{ chars: Set<string>; members: number[] }> = [];
  parts.forEach((_, i) => {
    const hits = groups.filter((g) => firsts[i]!.some((c) => g.chars.has(c)));
    const merged = { chars: new Set(firsts[i]), members: [i] };
    for (const g of hits) {
      for (const c of g.chars) merged.chars.add(c);
      merged.members.push(...g.members);
      groups.splice(groups.indexOf(g), 1);
    }
    merged.members.sort((a, b) => a - b);
    const at = hits.length ? Math.min(...hits.map((g) => g.members[0]!)) : i;
    groups.splice(groups.filter((g) => g.members[0]! < at).length, 0, merged);
  });
  return groups
    .map(({ members }) => {
      const head = parts[members[0]!]!.head;
      if (!head || members.length === 1 || members.some((m) => parts[m]!.head !== head)) return members.map((m) => parts[m]!.head + parts[m]!.rest).join("|");
      return `${head}(?:${members.map((m) => parts[m]!.rest).join("|")})`;
    })
    .join("|");
};

const ROLE_WORDS = "contractor|employee|candidate|applicant|patient|tenant|new hire|intern|customer|client|user|member|buyer|seller|driver|passenger|guest|student|teacher|volunteer";
const RELATION_WORDS =
  "wife|husband|partner|spouse|girlfriend|boyfriend|fiancée|fiancé|fiancee|fiance|son|daughter|kid|child|mother|father|mom|mum|dad|brother|sister|grandma|grandpa|grandmother|grandfather|friend|buddy|colleague|coworker|co-worker|boss|manager|team lead|teamlead|tech lead|teammate|neighbour|neighbor|doctor|dentist|therapist|landlord|landlady|client|lead|cofounder|co-founder|founder|ceo|cto|cfo|roommate|flatmate|cousin|uncle|aunt|niece|nephew|mentor|intern|assistant|recruiter|lawyer|accountant|contractor|consultant|designer|engineer|developer|product manager|reviewer|direct report|new hire|candidate|on-call|oncall";
const RELATIONS = ci(RELATION_WORDS);

const GREETING_WORDS =
  "Dear|Hi|Hello|Hey|Hiya|Heya|Yo|Np|No worries|Bye|Welcome back|Kudos|Props|Shoutout to|Sorry|Morning|Good morning|Good afternoon|Good evening|Greetings|Welcome|Congrats|Congratulations|Thanks|Thank you|Thx|Ty|Cheers|Hola|Buenos días|Buenas|Bonjour|Salut|Coucou|Hallo|Guten Tag|Liebe|Lieber|Moin|Servus|Ciao|Buongiorno|Olá|Oi|Beste|Hoi|Hej|Hei|Cześć|Dzień dobry|Ahoj|Merhaba|Привет|Здравствуйте|Cher|Chère|Caro|Cara|Querido|Querida|Estimado|Estimada|Geachte|שלום|היי|תודה|مرحبا|أهلا|شكرا|नमस्ते|नमस्कार|धन्यवाद|Γεια σου|Γεια|Καλημέρα|你好|您好|こんにちは|안녕하세요|Xin chào|Chào|Selamat pagi|Halo|Sawubona|Jambo|Habari|Kia ora|Aloha|Salam|Selam|Добрый день|Доброе утро|Добрый вечер|السلام عليكم|صباح الخير|مساء الخير";
/** Flat "[Xx]word" lists: also read back word by word (NOT_NAMES, DROPPABLE below). */
const GREETINGS = ciFlat(GREETING_WORDS);
const SIGNOFF_WORDS =
  "Thanks|Thank you|Many thanks|Cheers|Best|Best wishes|Regards|Best regards|Kind regards|Warm regards|Warmly|Sincerely|Yours|Yours truly|Talk soon|Later|Love|xoxo|Take care|Saludos|Un saludo|Atentamente|Abrazos|Cordialement|Bien à vous|Amitiés|Bises|Grüße|Viele Grüße|Liebe Grüße|Beste Grüße|Mit freundlichen Grüßen|MfG|LG|Groetjes|Groeten|Met vriendelijke groet|Hartelijke groet|Cumprimentos|Abraços|Atenciosamente|Saluti|Cordiali saluti|Distinti saluti|Un abbraccio|Pozdrawiam|Pozdrav|Lp|Mvh|Med vänlig hälsning|Hälsningar|Vennlig hilsen|Venlig hilsen|Terveisin|S pozdravem|Üdvözlettel|Saygılarımla|С уважением|Спасибо|İyi çalışmalar|Iyi calismalar|Saygılar|Selamlar|Trân trọng|Cảm ơn|Shukran|Ngiyabonga|Dziękuję|Dzięki|Obrigado|Obrigada|Gracias|Merci|Danke|Dank je|Grazie|Tack|Kiitos|Děkuji|Groet|Beste groet|Vriendelijke groet|Hartelijk dank|Bedankt|Dank u|Dank u wel|Hilsen|Hilsner|Mange hilsener|Med venlig hilsen|Tusen takk|Takk|Tak|Tack så mycket|Kiitos paljon|Pozdrawiam serdecznie|Serdecznie|Pozdrowienia|Serdeczne pozdrowienia|Mit besten Grüßen|Gruß|Gruss|Viele Grüsse|Liebe Grüsse|Herzliche Grüße|Schöne Grüße|Vielen Dank|Saludos cordiales|Un cordial saludo|Muchas gracias|Cordialmente|Abraço|Saudações|Muito obrigado|Muito obrigada|Bien cordialement|Salutations|Merci beaucoup|Grazie mille|Terima kasih|Salamat|Asante|Mahalo|Ngā mihi|Srdečně|Díky|Hvala|Köszönöm|Mulțumesc|Cu stimă|Ευχαριστώ|Благодаря|Дякую|З повагою";
/** Flat "[Xx]word" lists: also read back word by word (NOT_NAMES, DROPPABLE below). */
const SIGNOFFS = ciFlat(SIGNOFF_WORDS);

const STRONG_VERBS =
  "force-pushed|force pushed|booked|set up|is verifying|is testing|is reviewing|is working on|is looking into|is asleep|is sick|is back|will handle|will do it|will take it|joined|texted|сказал|сказала|написал|написала|пишет|говорит|powiedział|powiedziała|napisał|napisała|dijo|escribió|disse|escreveu|a dit|a écrit|sagte|schrieb|zei|schreef|wants|picks|is on call|is on-call|takes over|took over|pasted|posted|rotated|re-ran|reran|is calling|is moving|is leaving|is presenting|are presenting|is tracking|picks us up|picked us up|set them up|set it up|can you|could you|will call|check the|checks the|should get|reporting for|said|says|asked|asks|wrote|writes|replied|mentioned|suggested|thinks|thought|reviewed|approved|merged|pushed|fixed|reported|noticed|pinged|commented|confirmed|agreed|disagreed|prefers|recommended|explained|promised|told|texted|emailed|is out|is off|is on leave|is on vacation|is OOO|is away|and I|& I|will review|will take|will look|signed off|paired|here from|here,|here -|here —|here!|knows|pushes|flies|flew|covers|approves|replies|texts|emails|volunteered";
const WEAK_VERBS = "found|wants|needs|joined|left|owns|is|was|will|would|can|could|has|had|did|sent|shared|called|knows|uploaded|signed|booked|paid|lives|works|moved|covers|[a-z]{3,}ed";

const STRONG_BEFORE_WORDS =
  "w/|1:1 with|ask for|asking for|asked for|assigned it to|gave it to|handed it to|passed it to|escalated it to|h/t|hat tip to|hat tip|props to|shoutout to|shout-out to|on behalf of|according to|pinging|pinged|asking|looping in|tagging|cc'ing|pulled by|written by|updated by|edited by|added by|removed by|changed by|modified by|rotated by|deleted by|uploaded by|shared by|sent by|posted by|filed by|raised by|logged by|caller|resolved by|closed by|opened by|started by|triggered by|escalated to|handled by|touched by|deployed by|merged by|page|paging|paged|anyone seen|has anyone seen|have you seen|blame says|blame shows|thanks to|discussed with|met with|talked with|working with|worked with|meeting with|call with|chat with|lunch with|dinner with|coffee with|catch-up with|catch up with|1:1 with|1-1 with|interview with|ask|ping|tell|call|email|message|text|meet|met|cc|thanks|thank you|thx|ty|asked|told|talk to|talked to|spoke to|spoke with|speak to|assigned to|assign to|hand off to|handed off to|handed it to|sync with|synced with|pair with|paired with|check with|checked with|confirm with|loop in|looped in|remind|reminded|invite|invited|tag|tagged|reach out to|reached out to|contact|contacted|lunch with|coffee with|interview with|1:1 with|1-1 with|per|via|owner|reviewer|assignee|reported by|fixed by|approved by|reviewed by|written by|authored by|requested by|thanks to|shoutout to|kudos to|welcome|dm|dm'd|DM|DM'd|hi, this is|hello, this is|hey, this is|desk of|spør|spørg|fråga|frag|fragt|fragen sie|pregunta a|pregúntale a|preguntad a|chiedi a|chiedete a|demande à|demandez à|vraag|vraag het aan|zapytaj|pytajcie|spytaj|попроси|спроси|спросите|напиши|напишите";
const STRONG_BEFORE = ci(STRONG_BEFORE_WORDS);
/** Cues before a lower-case name (strong-before-lower). */
const LOWER_CUES = "ping|tell|ask|cc|thanks|thx|ty|talk to|sync with|check with|hand off to|ask|remind|page|paged|np|bye|congrats|anyone seen|has anyone seen|blame shows|blame says|kudos to|props to|shoutout to|thanks to|hat tip to|pinging|looping in|handed off to|paired with|pair with";
const WEAK_BEFORE_WORDS = "with|from|to|by|for|between|mention|mentioned|and|or|like|whom|is|con|com|avec|mit|met|para|pour|für|falei com o|falei com a|hablé con|habe mit|со|с|z|ze";
const WEAK_BEFORE = ci(WEAK_BEFORE_WORDS);

interface Rule {
  re: RegExp;
  /** strong: any plausible capitalised name; lexicon: needs the lexicon's support (see acceptName). */
  evidence: "strong" | "lexicon";
  confidence: number;
  /** The group holds a list of names ("Ana Horvat, Ivan Novak and Dana Kim"). */
  list?: boolean;
  minWords?: number;
  /** A cue stands right beside the name: an unknown single word or unknown full name is enough ("multi": two words or more). */
  cued?: boolean | "multi";
  /** Lower-case single names allowed when the lexicon knows them ("hey marta"). */
  lower?: boolean;
  /** Cheap test on the lower-cased text before the regex runs. */
  gate?: RegExp;
  /** Literals one of which the pattern needs (any letter case), looked up in the one gate scan of name-gates.ts. */
  words?: string[];
  /** A cheap test on the text as written (gate sees it lower-cased). */
  rawGate?: RegExp;
  /** A narrower test on the lower-cased text, tried before `gate` (both must pass): the rule's own cue phrases. */
  cueGate?: RegExp;
  /**
   * Where a rule's cue follows the name ("kenji said"), scanning for the cue and trying the rule only just
   * before each hit is far cheaper than trying it at every word: `re` (global) finds the cue, the rule must
   * start within `back` characters before it and reach it.
   */
  anchor?: Anchor;
  /** With `anchor`: every character a match starts with (leadChars of the cue words right after the pattern's "\\b"); other positions are not tried. */
  first?: Set<number>;
  /** The rule reads only scripts from U+0531 up (caseless and CJK): skipped at once for text without such a character. */
  wide?: boolean;
  /** An extra condition on the match's line (before the name). */
  line?: RegExp;
  /** A condition on the match's line (before the name) that rules the match out. */
  notLine?: RegExp;
  /** The name is addressed and asked something ("Hugo, can you …"): a listed given name counts even where a list also keeps it as a product's. */
  addressed?: boolean;
  /** Every part of the list must be a name, or none counts ("dayo and tolu are …", not "cpu and memory are …"). */
  allParts?: boolean;
  /** "Okonkwo, Chidera": when every part of the list is a name, one finding covers them all (family name first). */
  joinParts?: boolean;
  /** The rule counts only when it matches this many times in the text (a list, not one line). */
  minMatches?: number;
  name: string;
}

const g = (source: string): RegExp => new RegExp(unicodeSets(source), "gdv");
/** A request or a question put to the person just addressed: "can you", "could you", "you had a question". */
const ADDRESSED_REQUEST = "(?:(?:can|could|would|will|did|do)[ \\t]+you|you[ \\t]+(?:had|have|wanted|asked|mentioned|said|still))\\b";
/** The arrows that pair two people in a list (not "->" or "=>", which join types and states in code). */
const PAIR_ARROW = "(?:→|↔|⇄|⟷|⟶|<->)";
const PAIR_ARROW_GATE = /\p{Lu}[\p{Ll}\p{M}]+[ \t]*(?:→|↔|⇄|⟷|⟶|<->)[ \t]*\p{Lu}/u;
/** An item's number before its owner in a one-line list of action items: "(1) Lena — …; (2) Amani — …", "1. Raj to …", "a) Ines →". */
const ITEM_NUMBER = "(?:(?:\\(\\d{1,2}\\)|\\d{1,2}[.)]|\\(?[a-h]\\))[ \\t]+)?";
/** A rule that starts at a line start: tried (sticky) only after each "\n" instead of at every position. */
const lineRule = (source: string): RegExp => new RegExp(unicodeSets(source), "ydv");
/** A rule read at the end of a name candidate (one scan finds the candidates for all of them). */
const tail = (source: string): RegExp => new RegExp(unicodeSets(source), "yv");
/**
 * Every character a NAME can start with (a capital, an honorific's "heer"/"mevrouw"/"dhr", a caseless or CJK
 * script letter, a mark): as a lookahead before the lookbehind, most positions fail on one class test.
 */
const NAME_FIRST = `[\\p{Lu}hmd\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}${CASELESS}\\p{M}]`;
const NAME_CANDIDATE = new RegExp(unicodeSets(`(?=${NAME_FIRST})(?<![\\p{L}\\p{N}_.@/#$-])(?:${NAME})`), "gv");
/** NAME_CANDIDATE's first character: the scan tries the pattern only where one stands (execWhereFirst). */
const NAME_FIRST_CHAR = new RegExp(unicodeSets(NAME_FIRST), "v");
/** Any character from U+0531 (Armenian, the lowest caseless script) up, surrogates included. */
const WIDE_CHAR = /[\u0531-\uffff]/;
const LINE = "(?:^|\\n)[ \\t>*•-]*";
/**
 * For rules whose cue stands before the name ("ask Priya", "with Kenji"): the space before a capitalised or
 * caseless word is the anchor, and the cue (at most ~30 characters) must start just before it. Far fewer
 * places than every word boundary, where the whole cue alternation was tried before.
 */
const NAME_AFTER_SPACE = { re: /[ \t]@?(?=[\p{Lu}\p{Lo}])/gu, back: 40 };

export const RULES: Rule[] = [
  {
    name: "trailer",
    // Commit trailers, e-mail headers, meeting notes, tickets: "Co-authored-by: Dana Kim <…>", "cc: Bruno Costa, Léa Martin".
    re: g(`(?:${LINE}|[.;(][ \\t]*|\\b)(?:${ci("Signed-off-by|Co-authored-by|Co-Authored-By|Reviewed-by|Reported-by|Acked-by|Tested-by|Suggested-by|Helped-by|Requested-by|Authored-by|Author|Authors|From|To|Cc|Bcc|Reviewer|Reviewers|Assignee|Assignees|Assigned to|Owner|Owners|Contact|Maintainer|Maintainers|Committer|Tagger|Approved by|Approver|Requested by|Reporter|Attendees|Present|Participants|Speaker|Interviewer|Interviewee|Driver|Host|On behalf of|Name|Full name|Customer|Client|Patient|Emergency contact|Employee|Candidate|Onboarding|Offboarding|Tenant|Landlord|Recipient|Sender|Signed|Signature|Backup|Prepared by|Submitted by|Written by|Created by|Updated by|Edited by|Bill to|Ship to|Attn|Attention|Account holder|Cardholder|Card holder|Beneficiary|Passenger|Guest|Applicant|Contact person|Point of contact|POC|DRI|Lead|Manager|On-call|Oncall|Primary|Secondary|Escalation|Next of kin|Internal note|Incident commander|Commander|Comms lead|Communications lead|Incident lead|Responder|Responders|Facilitator|Moderator|Presenter|Presenters|Speakers|Panelist|Panelists|Co-host|Scribe|Note taker|Watcher|Watchers|Caller|Requester|Triggered by|Started by|Opened by|Closed by|Resolved by|Escalated to|Handled by|Deployed by|Released by|Merged by|Signed by|Agent|Technician|Engineer|Account manager|Holder|Payee|Organizer|Organiser|Invitees|Guests|Team members|Members|Mentor|Buddy|Sponsor|Shepherd|Responsible|Accountable|Consulted|Informed")})(?:\\*\\*|__)?[ \\t]*(?::|=|\\))(?:\\*\\*|__)?[ \\t]*(?<name>${NAME}(?:${LIST_SEP}${NAME})*)`),
    evidence: "strong",
    confidence: 0.92,
    list: true,
    // Tried only before a ":", "=" or ")" followed by a capitalised or caseless word, not at every word.
    anchor: { re: /[:=)](?:\*\*|__)?[ \t]*(?=[\p{Lu}\p{Lo}])/gu, back: 48 },
    gate: /:|=|\)/,
  },
  {
    name: "display-name",
    // Git identity and e-mail display names: "Dana Kim <dana@…>", "王芳 <wangfang@…>".
    re: tail(`[ \\t]+<[^<>\\s@]+@[^<>\\s]+>`),
    evidence: "strong",
    confidence: 0.9,
    gate: /<[^<>\s@]+@/,
  },
  {
    name: "paren-email",
    // "Dang Van Lam (dlam@vinasoft.vn) asked …": a name and its address in parentheses.
    re: tail(`[ \\t]+\\([^()\\s@]+@[^()\\s]+\\.[A-Za-z]{2,}\\)`),
    evidence: "strong",
    confidence: 0.85,
    gate: /\([^()\s@]+@/,
  },
  {
    name: "upper-field",
    // Forms and exports in capitals: "Name: NGOZI EZE", "HOLDER: MARIANA SILVA COSTA".
    re: g(`\\b(?:${ci("name|full name|holder|cardholder|card holder|account holder|beneficiary|passenger|customer|patient|employee|applicant|recipient|payee|guest|insured|member")}|NAME|FULL NAME|HOLDER|CARDHOLDER|CARD HOLDER|ACCOUNT HOLDER|BENEFICIARY|PASSENGER|CUSTOMER|PATIENT|EMPLOYEE|APPLICANT|RECIPIENT|PAYEE|GUEST|INSURED|MEMBER)[ \\t]*[:=][ \\t]*["']?(?<name>\\p{Lu}{2,}(?:['’-]\\p{Lu}+)?(?:[ \\t]\\p{Lu}{2,}(?:['’-]\\p{Lu}+)?){1,3}|${UPPER_SLASH_PART}(?:[ -]\\p{Lu}{2,})?\\/${UPPER_SLASH_PART}(?:[ \\t]\\p{Lu}{2,})?)(?=["']?(?:[ \\t]{2,}|[ \\t]*(?:$|\\n|[,;|}\\]])))`),
    evidence: "strong",
    confidence: 0.85,
    gate: /name|holder|beneficiary|passenger|customer|patient|employee|applicant|recipient|payee|guest|insured|member/,
    // (Or a card's or a ticket's SURNAME/GIVEN: "NAME=DUBOIS/CAMILLE".)
    rawGate: /[:=][ \t]*["']?\p{Lu}{2}[\p{Lu}'’-]*[ \t/]\p{Lu}{2}/u,
  },
  {
    name: "upper-name-key",
    // A key whose last word is "name" in any case style — Twilio's "CallerName", a bank's "account_name", "PAYER_NAME" —
    // holding capitals: "CallerName":"ADEYEMI OLUWASEUN". Such keys also name hosts, files and products ("hostName":
    // "WEB PROD", "productName":"AIR MAX"), so, unlike upper-field's keys, every word must be a listed name (evidence
    // "lexicon", cued).
    re: g(`["']?(?<![A-Za-z0-9])(?!(?:${THING_KEY_WORDS})(?:Name|_name|_NAME|-name)["']?[ \\t]*[:=])[A-Za-z][A-Za-z0-9]{1,24}(?:Name|_name|_NAME|-name)["']?[ \\t]*[:=][ \\t]*["']?(?<name>\\p{Lu}{2,}(?:['’-]\\p{Lu}+)?(?:[ \\t]\\p{Lu}{2,}(?:['’-]\\p{Lu}+)?){1,3})(?=["']?(?:[ \\t]{2,}|[ \\t]*(?:$|\\n|[,;|}\\]])))`),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
    gate: /name/,
    rawGate: /[a-z_-]name["']?[ \t]*[:=][ \t]*["']?\p{Lu}{2}[\p{Lu}'’-]*[ \t]\p{Lu}{2}/iu,
  },
  {
    name: "quoted-display-name",
    // From: "Nakamura, Haruto" <h.nakamura@…>, "Dana Kim" <dana@…>
    re: g(`"(?=[^"\\n]{2,60}"[ \\t]*<[^<>\\s@]+@)(?<name>${NAME_WORD},[ \\t]+${NAME_WORD}|${NAME})"[ \\t]*<[^<>\\s@]+@[^<>\\s]+>`),
    evidence: "strong",
    confidence: 0.9,
    list: true,
    joinParts: true,
    gate: /"[ \t]*</,
  },
  {
    name: "git-identity",
    re: g(`(?:\\[user\\][^\\[]*?\\bname[ \\t]*=[ \\t]*|\\buser\\.name[ \\t=]+["']?|\\bGIT_(?:AUTHOR|COMMITTER)_NAME=["']?|\\bauthor[ \\t]*[:=][ \\t]*["']|"author"[ \\t]*:[ \\t]*(?:\\{[ \\t]*"name"[ \\t]*:[ \\t]*)?")(?<name>${NAME})`),
    evidence: "strong",
    confidence: 0.9,
    gate: /name|author/,
  },
  {
    name: "name-field",
    // "name": "Abebe Girma", customer_name: Ana Horvat, full_name = 'Li Wei' (a person only if not ordinary words: "- name: Build Docker Image" is a step).
    re: g(`(?:["']?\\b(?:${ci("name|full_?name|fullName|display_?name|displayName|customer(?:_?name)?|customerName|contact(?:_?name)?|contactName|author(?:_?name)?|owner(?:_?name)?|assignee|reporter|first_?name|firstName|last_?name|lastName|given_?name|family_?name|surname|cardholder(?:_?name)?|account_?holder(?:_?name)?|holder_?name|recipient(?:_?name)?|sender(?:_?name)?|employee(?:_?name)?|patient(?:_?name)?|user_?name|userName|legal_?name|billing_?name|shipping_?name|emergency_?contact|beneficiary(?:_?name)?|payee(?:_?name)?")})["']?[ \\t]*[:=][ \\t]*["'\`]?)(?<name>${NAME})(?=["'\`]?[ \\t]*(?:[,;})\\]\\n|]|$|(?:AND|OR|and|or|LIMIT|ORDER)\\b))`),
    evidence: "lexicon",
    confidence: 0.85,
    cued: true,
    gate: /name|customer|contact|author|owner|assignee|reporter|holder|recipient|sender|employee|patient|beneficiary|payee|surname/,
  },
  {
    name: "my-name-is",
    re: g(`\\b(?:${ci("my name is|my name's|I am called|I'm called|call me|je m'appelle|me llamo|mi nombre es|ich heiße|ich bin|mi chiamo|meu nome é|mijn naam is|ik ben")})\\s+(?<name>${NAME})`),
    evidence: "strong",
    confidence: 0.9,
    gate: /name|called|call me|appelle|llamo|heiße|ich bin|chiamo|nome|naam|ik ben/,
    cueGate: /my name is|my name's|i am called|i'm called|call me|je m'appelle|me llamo|mi nombre es|ich heiße|ich bin|mi chiamo|meu nome é|mijn naam is|ik ben/,
  },
  {
    name: "relation",
    // "my colleague Ana Horvat", "our landlord, Mr Dupont", "Ana's manager Ivan".
    re: g(`\\b(?:[Mm]y|[Oo]ur|[Hh]is|[Hh]er|[Tt]heir|[Yy]our|[Tt]he|[Nn]ew|[Oo]ld|\\p{Lu}\\p{Ll}+'s)[ \\t]+(?:${RELATIONS})(?:,|'s| named| called)?[ \\t]+(?<name>${NAME})`),
    evidence: "strong",
    confidence: 0.9,
    // The regex tries its determiner and ~90 relation words at every word; this scan of the lower-cased text is a third of that.
    cueGate: new RegExp(`(?:my|our|his|her|their|your|the|new|old|'s)[ \\t]+(?:${RELATION_WORDS.toLowerCase()})`),
    anchor: { re: NAME_AFTER_SPACE.re, back: 72 },
  },
  {
    name: "greeting",
    // "Hi Dana,", "hey marta, can you…", "thx Priya!", "Hola Javier, te paso…", "Bonjour Camille, voici…"
    // A quoted message opens like a line ("title": "Hallo Jürgen, …", a macro's "Hi Mohammed, …"): a quote may lead too.
    re: g(`(?:^|\\n|[.!?][ \\t]+|[,;:—–-][ \\t]*|["“„«][ \\t]*)[ \\t>*-]*(?:${ci(GREETING_WORDS)})[ \\t,]+(?<name>(?:${NAME}|${LOWER_NAME})(?:${LIST_SEP}(?:${NAME}|${LOWER_NAME}))*)(?=[ \\t]*(?:[,!:;.—–?،、]|-|\\n|$| for\\b| and\\b| 👋| 🙏| 🙂| 😊| 🎉| ✅))`),
    evidence: "strong",
    confidence: 0.88,
    lower: true,
    list: true,
  },
  {
    name: "signoff",
    // "Thanks,\nDana", "Best regards,\nAna Horvat", "Saludos, Lucía", "Groetjes, Pieter", "— Dana", "--\nDaniel Okonkwo | Head of …"
    re: g(`(?:${LINE}|[.!?,][ \\t]+)(?:${ci(SIGNOFF_WORDS)})[ \\t]*[,!.]?[ \\t]*\\r?\\n?[ \\t]*(?<name>${NAME})[ \\t]*(?=\\r?\\n|$|[,(|!]|[ \\t]+[|–—-])`),
    evidence: "strong",
    confidence: 0.9,
  },
  {
    name: "trailing-name",
    // A message that ends with a given name alone after its last sentence ("Potwierdzam wpłatę. Agnieszka"): a signature.
    re: g(`[.!?][ \\t]+(?<name>${NAME_WORD})[ \\t]*(?=\\s*$)`),
    evidence: "lexicon",
    confidence: 0.75,
  },
  {
    name: "timeline",
    // Incident timelines and logs of who did what when: "02:14 Mirela paged", "09:30 — Kenji joined the bridge".
    re: g(`(?:^|\\n|[,;][ \\t]*)[ \\t>*•-]*\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]*(?:[AaPp][Mm]|UTC|Z))?[ \\t]*(?:[—–-][ \\t]*)?(?<name>${NAME})[ \\t]+(?:paged|joined|left|acked|acknowledged|escalated|declared|resolved|rolled back|restarted|deployed|reverted|confirmed|noticed|reported|posted|called|opened|closed|took over|handed over|is investigating|investigating|started|finished|pages|joins|leaves|acks|acknowledges|escalates|declares|resolves|rolls back|restarts|deploys|reverts|confirms|notices|reports|posts|calls|opens|closes|takes over|hands over|starts|finishes|fixes|fixed|merges|merged|mitigates|mitigated|promotes|promoted|fails over|failed over|runs|ran)\\b`), // either tense: timelines are written in both
    evidence: "lexicon",
    cued: true,
    confidence: 0.8,
    gate: /\d:\d\d/,
  },
  {
    name: "slash-signoff",
    // A chat or e-mail signed with a slash after its last sentence ("Tack för hjälpen! /Elsa"): a given name the lexicon knows.
    re: g(`[!.?)][ \\t]+\\/(?<name>${NAME_WORD})[ \\t]*(?=\\r?\\n|$)`), // after a sentence, never a path ("cd /Volumes")
    evidence: "lexicon",
    confidence: 0.75,
    gate: /\/\p{L}/u,
  },
  {
    name: "thai-honorific",
    // Thai puts คุณ (khun) straight before a person's given name, with no space: "นะครับ คุณมาลี", "สวัสดีครับ คุณสมหญิง".
    // ขอบคุณ is "thank you": what follows it is a polite particle (ขอบคุณครับ, ขอบคุณค่ะ), not a name.
    re: g(`(?<!ขอบ)คุณ(?<name>\\p{Script=Thai}{2,15})(?=[\\s,.!?]|$)`),
    evidence: "strong",
    confidence: 0.8,
    wide: true,
    gate: /คุณ/,
  },
  {
    name: "emoji-signoff",
    // A chat message signed after its last emoji: "please don't paste tokens here 🙏 Jun-ho", "thx for the fix 🙌 Wen-li".
    // The position (prose, an emoji, one capitalised word, the line's end) is the cue; ordinary words stay words ("🚀 Done").
    re: g(`(?<=\\p{Ll}[!.?]?[ \\t]+)(?:\\p{Extended_Pictographic}[\\uFE0F\\u200D\\u{1F3FB}-\\u{1F3FF}]*[ \\t]*){1,3}[ \\t]+(?<name>${NAME_WORD})[ \\t]*(?=\\r?\\n|$)`),
    evidence: "lexicon",
    cued: true,
    confidence: 0.7,
    rawGate: /\p{Extended_Pictographic}[\uFE0F\u200D\u{1F3FB}-\u{1F3FF}]*[ \t]+\p{Lu}[\p{Ll}\p{M}-]+[ \t]*(?:\r?\n|$)/u,
  },
  {
    name: "cjk-signoff",
    // A Japanese, Chinese or Korean message signed with the writer's full name after its last sentence: "…です。佐藤 花子",
    // "감사합니다. 김 민준": a listed family name, then one or two given-name characters (Hangul: two syllables), at the line's
    // end. Japanese family names are two characters (the list below), Chinese and Korean ones one. After any sentence the
    // two parts must stand apart; run together ("王伟", "김민준") only after a closing phrase (cjk-closing-signoff), since a
    // character or two after a sentence is as often a word ("。文件", ". 이메일").
    re: g(`[。！？!?.][ \\t\\u3000]*\\r?\\n?[ \\t\\u3000]*(?<name>(?:${JA_SURNAMES}|[${HAN_SURNAMES}])[ \\t\\u3000]\\p{Script=Han}{1,2}|[${HANGUL_SURNAMES}][ \\t]\\p{Script=Hangul}{2})[ \\t\\u3000]*(?=\\r?\\n|$)`),
    evidence: "strong",
    confidence: 0.7,
    wide: true,
  },
  {
    name: "cjk-closing-signoff",
    re: g(`(?:${CJK_CLOSINGS})[。！!.~]*[ \\t\\u3000]*\\r?\\n?[ \\t\\u3000]*(?<name>(?:${JA_SURNAMES})[ \\t\\u3000]?\\p{Script=Han}{1,2}|[${HAN_SURNAMES}][ \\t\\u3000]?\\p{Script=Han}{1,2}|[${HANGUL_SURNAMES}][ \\t]?\\p{Script=Hangul}{2})[ \\t\\u3000]*(?=\\r?\\n|$)`),
    evidence: "strong",
    confidence: 0.7,
    wide: true,
  },
  {
    name: "role-speaker",
    // Support and call transcripts name the speaker after a role at a line's or a sentence's start: "Agent Ravi:
    // refund issued", "Support agent Precious: …" (the scan stops only at line and sentence ends, not at every word).
    re: g(`(?:^|\\n|[.!?"”][ \\t]+)[ \\t>*•-]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*)?(?:\\p{L}+[ \\t]+)?(?:[Aa]gent|[Oo]perator|[Rr]ep|[Aa]dvisor|[Tt]echnician|[Ee]ngineer|[Dd]ispatcher|[Cc]aller|[Cc]ustomer|[Cc]lient|[Mm]oderator|[Hh]ost)[ \\t]+(?<name>${NAME})[ \\t]*:[ \\t]`),
    evidence: "lexicon",
    cued: true,
    confidence: 0.8,
    gate: /(?:agent|operator|rep|advisor|technician|engineer|dispatcher|caller|customer|client|moderator|host) [^\n:]{2,40}: /,
  },
  {
    name: "dash-signoff",
    re: g(`(?:^|\\n|[ \\t"'”])(?:—|–|--|~)[ \\t]*\\r?\\n?[ \\t]*(?<name>${NAME})[ \\t]*(?=\\r?\\n|$|[,(|]|[ \\t]+[|–—-])`),
    evidence: "strong",
    confidence: 0.85,
    gate: /—|–|--|~/,
    // Not in a Markdown heading: "## README — Configuration" is a title's second half.
    notLine: /^[ \t]*#{1,6}[ \t]/,
  },
  {
    name: "chat-speaker",
    // "Dana: can you…", "bogdan: the partner sent…", "[10:32] Dana Kim: …", "<dana> …", "**Ana**: …"
    re: lineRule(`${SPEAKER_LEAD}(?:\\*\\*|<|@)?(?<name>${NAME}|${LOWER_NAME})(?:\\*\\*|>)?[ \\t]*(?::|>|\\[\\d)[ \\t]`),
    evidence: "lexicon",
    confidence: 0.85,
    cued: "multi",
    lower: true,
  },
  {
    name: "speaker-prose",
    // Notes and action items: "- Rania: contact the bank", "Mai: done, also …" (a name, a colon, then prose).
    re: lineRule(`[ \\t]*(?:[-*•][ \\t]+)?(?<name>${NAME_WORD}):[ \\t]+(?=\\p{Ll}{2,}\\b)`),
    evidence: "lexicon",
    confidence: 0.75,
    // A word no name list knows heading a line ("Reminder:", "Scheduler:", "Pager:") is a label, unless the text is a
    // transcript of such speakers; a listed name ("Rania:") is a speaker anywhere.
    cued: "multi",
  },
  {
    name: "speaker-first-person",
    // "Bartek: I rotated the key": prose in the first person after a word and a colon is someone speaking.
    re: lineRule(`[ \\t]*(?:[-*•][ \\t]+)?(?<name>${NAME_WORD}):[ \\t]+(?=I[ '’]\\p{Ll})`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    // The first-person cue the pattern ends on, found once per text: most texts hold none, and a line rule is tried at every line.
    rawGate: /:[ \t]+I[ '’]\p{Ll}/u,
  },
  {
    name: "list-item-request",
    // A list item that opens with a name and asks or assigns: "- Hye-jin please rotate the certs", "- Tevita to update the runbook".
    re: lineRule(`[ \\t]*[-*•][ \\t]+(?<name>${NAME_WORD})[ \\t]+(?=(?:please|pls|plz)\\b|to[ \\t]+\\p{Ll}{2,}[ \\t])`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    // A list marker, one word, then the request: once per text instead of the line rule at every line.
    rawGate: /[-*•][ \t]+\S+[ \t]+(?:please|pls|plz|to[ \t])/u,
  },
  {
    name: "assignment",
    // Action items said in one line after their label: "Action items: Raj to update the runbook, Sakura to rotate keys",
    // "Next steps: Ines to call the bank". After such a label, a listed given name before "to" and a verb is who was
    // assigned; the same in each item after a comma or a semicolon. An arrow says the same: "Action items: Lena → the
    // dashboard; Amani → contract".
    re: g(`(?<=\\b(?:[Aa]ction(?:[ \\t]+[Ii]tems?)?|ACTION(?:[ \\t]+ITEMS?)?|AIs?|[Nn]ext[ \\t]+[Ss]teps|TODOs?|[Tt]o-?[Dd]os?|[Ff]ollow-?[Uu]ps?)[ \\t]*:(?:[^\\n]{0,200}?[,;])?[ \\t]*${ITEM_NUMBER})(?<name>${NAME_WORD})(?:[ \\t]+(?=to[ \\t]+\\p{Ll}{2,}[ \\t])|[ \\t]*(?=(?:→|->|=>)[ \\t]*\\S))`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    gate: /action|ais?:|next steps|todo|to-?do|follow-?up/,
  },
  {
    name: "assignment-dash",
    // The same items with a spaced dash between owner and task: "Action items: Lena — the dashboard; Amani — contract".
    // A dash also joins a team to its task ("Backend — fix", "Docs — publish"), so only a listed given name counts
    // (not cued: lexicon evidence alone).
    re: g(`(?<=\\b(?:[Aa]ction(?:[ \\t]+[Ii]tems?)?|ACTION(?:[ \\t]+ITEMS?)?|AIs?|[Nn]ext[ \\t]+[Ss]teps|TODOs?|[Tt]o-?[Dd]os?|[Ff]ollow-?[Uu]ps?|[Oo]wners?)[ \\t]*:(?:[^\\n]{0,200}?[,;])?[ \\t]*${ITEM_NUMBER})(?<name>${NAME_WORD})[ \\t]+(?=[—–][ \\t]+\\S)`),
    evidence: "lexicon",
    confidence: 0.75,
    gate: /action|ais?:|next steps|todo|to-?do|follow-?up|owners?:/,
  },
  {
    name: "handoff-giver",
    // An on-call or shift handoff names who hands over and who takes over, joined by an arrow or "to": "Handoff Ngaio
    // Rewi → Ingrid: quiet week", "Handoff (Teams) Caoimhe → Pádraig", "on-call handover — week 48 — from Ruairidh to
    // Eilidh". This rule reads the giver, the next the taker; an ordinary word stays a word ("Handoff Staging → Prod").
    re: g(`(?<=\\b(?:[Hh]and-?(?:off|over)|HAND-?(?:OFF|OVER))\\b[^\\n:→]{0,40}[ \\t])(?<name>${NAME})(?=[ \\t]*(?:\\([^()\\n]{1,30}\\)[ \\t]*)?(?:→|->|=>|[ \\t]to[ \\t]))`),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
    gate: /hand-?off|hand-?over/,
  },
  {
    name: "arrow-pair-from",
    // A list that pairs people with a two-sided or a pointing arrow: "Buddy assignments: Marcus ↔ Ravi Shankar, Danielle ↔
    // Chloé Gagnon", "mentors: Geneviève → Fatou Diallo", "Internal: Bruno → Lena: the customer …". An arrow between two
    // capitalised words joins two of a kind, so each side is read as a name when the lexicon supports it ("Staging →
    // Prod", "Draft → Review", "Lisbon → Porto" stay). A code arrow ("->", "=>") joins types and states, not people.
    re: g(`(?<![\\p{L}\\p{N}_.-])(?<name>${NAME})[ \\t]*(?=${PAIR_ARROW}[ \\t]*(?<other>${NAME_WORD}))`),
    evidence: "lexicon",
    confidence: 0.7,
    rawGate: PAIR_ARROW_GATE,
  },
  {
    name: "arrow-pair-to",
    re: g(`(?<=(?<other>${NAME_WORD})[ \\t]*${PAIR_ARROW}[ \\t]*)(?<name>${NAME})(?=[ \\t]*(?:[,;:.()]|$|\\n|[ \\t][—–-][ \\t]))`),
    evidence: "lexicon",
    confidence: 0.7,
    rawGate: PAIR_ARROW_GATE,
  },
  {
    name: "handoff-taker",
    re: g(`(?<=\\b(?:[Hh]and-?(?:off|over)|HAND-?(?:OFF|OVER))\\b[^\\n:]{0,70}(?:→|->|=>|[ \\t]to)[ \\t]*)(?<name>${NAME})(?=[ \\t]*(?::|[,;.(]|$|\\n|[ \\t][—–-][ \\t]))`),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
    gate: /hand-?off|hand-?over/,
  },
  {
    name: "vocative",
    // "pls book the hotel with it, Mai", "see you tomorrow, Dana!"
    // A closing quote may end the line: a message quoted in a review or a JSON body ("Please drop the file, Ilze.\"").
    re: g(`,[ \\t]+(?<name>${NAME_WORD})[ \\t]*[!.?]*["'”’)]?[ \\t]*(?=$|\\n)`),
    evidence: "lexicon",
    confidence: 0.7,
    cued: true,
    line: /\b(?:pls|plz|please|kindly|thanks|thx|thank you|can you|could you|would you|let me know|see you|cheers|sorry|ok|okay|sure|good (?:morning|night)|hey|hi)\b/i,
  },
  {
    name: "addressed-request",
    // A sentence that opens by addressing someone and asks them in the second person: "Okay, let's start. Hugo, can you
    // share your screen?", "Grace, could you confirm the DNS on your side?", "Got it. Ren, you had a question?". Only a
    // person is asked "can you" by name, so a given name some list also keeps as a product or a word-like name ("Hugo" the
    // site generator, "Grace") is a person here; an ordinary word ("However, can you") is not (cued: a lexicon given name or
    // a word no dictionary holds).
    re: g(`(?:(?<=(?:^|\\n)[ \\t>*-]*)|(?<=[.!?:]["”]?[ \\t]+))(?<name>${NAME_WORD}),[ \\t]+(?=${ADDRESSED_REQUEST})`),
    evidence: "lexicon",
    confidence: 0.7,
    cued: true,
    addressed: true,
    rawGate: new RegExp(`,[ \\t]+${ADDRESSED_REQUEST}`),
  },
  {
    name: "vocative-known",
    // "Good luck with the launch tomorrow, Kofi 🚀", "Safe travels, Ingrid! 🙏": a listed given name after a comma closes its line (emoji may follow).
    re: g(`,[ \\t]+(?<name>${NAME_WORD})[ \\t]*[!.?]*[ \\t]*(?:\\p{Extended_Pictographic}\\uFE0F?[ \\t]*)*(?=$|\\n)`),
    evidence: "lexicon",
    confidence: 0.7,
    gate: /,/,
  },
  {
    name: "vocative-sentence",
    // A sentence that ends by addressing someone, with more after it: "yeah I rotated it, Zainab. new one in 1password",
    // "done, Ngaio. you should see it", "that's a live token, kahiau. revoke pls" (a listed given name; lower case too).
    // An emoji may sit between the name and its full stop ("please delete that, Chiamaka 😬. Use 1Password"), and a dash
    // may close the address before the request ("to remove the password, Ferhat — please change it").
    re: g(`,[ \\t]+(?<name>${NAME_WORD}|${LOWER_NAME})(?:(?:[ \\t]*\\p{Extended_Pictographic}\\uFE0F?)*[!.?]+(?=[ \\t]+\\S)|[ \\t]+[—–][ \\t]+(?=(?:please|pls|plz|can you|could you|would you)\\b))`),
    evidence: "lexicon",
    confidence: 0.7,
    lower: true,
    rawGate: /,[ \t]+\p{L}[\p{Ll}\p{M}-]+(?:(?:[ \t]*\p{Extended_Pictographic}\uFE0F?)*[!.?]+[ \t]+\S|[ \t]+[—–][ \t])/u,
  },
  {
    name: "vocative-comma",
    // Someone addressed by name, set off by a comma: at a message's opening, after a line's quote marks, a JSON
    // string's quote or a speaker's colon ("Kadri, mis on …", "\"text\":\"Sasha, revoke it", "11:10 AM: Robin, done."),
    // or inside a sentence before what is asked of them ("Before we start, Eilidh, is the password …"). Only a listed
    // given name (evidence "lexicon", not cued), and at an opening only before the message's lower-case (or caseless) words:
    // "Paris, France", "Travis, Jenkins and GitLab", "Tags: Jasper, Jade" and "However, the" stay.
    re: g(`(?:(?<=(?:^|\\n)[ \\t>*-]*|["“][ \\t]*|:[ \\t]+)(?<name>${NAME_WORD}),[ \\t]+(?=[\\p{Ll}\\p{Lo}])|(?:,|(?<=[.!?])|(?<=[.!?]["”])|(?<=[.!?]\\p{Extended_Pictographic}))[ \\t]+(?<name2>${NAME_WORD}),[ \\t]+(?=(?:is|are|was|can|could|would|will|please|pls|plz|kindly|do|did|does|have|has|you|your|you're|you'll|you've|we|I|it|this|that|if|when|let's|let)\\b|(?!\\p{Script=Latin})\\p{Ll}))`),
    evidence: "lexicon",
    confidence: 0.7,
    rawGate: /\p{Lu}[\p{Ll}\p{M}]+,[ \t]/u,
  },
  {
    name: "name-please",
    // A request addressed by name at a clause's start: "deleted. Farida pls cancel it", "# lucia pls stop doing this".
    re: g(`(?<=(?:^|\\n|[.!?:;#—–(])[ \\t]*)(?<name>${NAME_WORD}|${LOWER_NAME})[ \\t]+(?=(?:pls|plz|please)\\b)`),
    evidence: "lexicon",
    confidence: 0.7,
    lower: true,
    // Tried only just before each "pls"/"please" (one scan for the cue), not at every word of the text.
    anchor: { re: /[ \t](?:pls|plz|please)\b/g, back: 24 },
  },
  {
    name: "attribution",
    // "Internal note (Priyanka): …", "(per Dana)"
    re: g(`\\((?:per |by |from |via |cc )?(?<name>${NAME})\\):`),
    evidence: "strong",
    confidence: 0.8,
    gate: /\):/,
  },
  {
    name: "timestamped-speaker",
    re: lineRule(`[ \\t]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?[ \\t]+)${SPEAKER_MARK}{0,3}(?<name>${NAME_WORD},[ \\t]+${NAME}|${NAME})[ \\t]*:[ \\t]`),
    list: true,
    joinParts: true,
    evidence: "strong",
    confidence: 0.85,
  },
  {
    name: "dated-speaker",
    // Chat exports and logs put a date and a clock before who wrote the line, then a colon or a bar: WhatsApp
    // "24/11/2026, 10:03 - Babatunde: …", Signal "2026-11-21 18:02:44 | Reza | …", Teams "[11/25/2026 8:02 AM]
    // Hosseini, Parisa:" with the message on the next line, a log "Oncall log 03:14 Dafydd: restarted …". The slot is
    // structural, but "10:03 - Error: …" has the same shape: the word must read as a name (cued: no ordinary word).
    re: lineRule(`[ \\t>*•-]*(?:\\p{L}+(?:[ \\t]+\\p{L}+){0,2}[ \\t]+)?\\[?(?:(?:\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}|\\d{4}-\\d{2}-\\d{2}),?[ \\tT]+)?\\d{1,2}:\\d{2}(?::\\d{2})?(?:[ \\t]*[AaPp]\\.?[Mm]\\.?)?\\]?[ \\t]*(?:[-–|][ \\t]*)?${SPEAKER_MARK}{0,3}(?<name>${NAME_WORD},[ \\t]+${NAME}|${NAME})[ \\t]*[:|](?:[ \\t]|\\r?\\n|$)`),
    list: true,
    joinParts: true,
    evidence: "lexicon",
    cued: true,
    confidence: 0.8,
    gate: /\d:\d\d/,
  },
  {
    name: "strong-verb",
    // "Olu pushed v2.14.3", "kenji said…", "Emma and I paired on this"
    // An adverb may stand between ("Bogdan just force-pushed", "Aiko already merged").
    re: tail(`(?:'s)?[ \\t]+(?:(?:just|already|also|still|finally|apparently|literally|accidentally|again|never|always|probably|actually)[ \\t]+)?(?:${STRONG_VERBS})(?![\\p{L}\\p{N}_])`),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
  },
  {
    name: "strong-verb-lower",
    re: g(`(?<![\\p{L}\\p{N}_.@/-])(?<name>${LOWER_NAME})[ \\t]+(?:${STRONG_VERBS})(?![\\p{L}\\p{N}_])`),
    evidence: "lexicon",
    confidence: 0.8,
    lower: true,
    // No gate: the anchor's one scan for the verbs is the test (a gate scanned for the same verbs a second time).
    anchor: { re: new RegExp(`[ \\t](?:${STRONG_VERBS})(?![\\p{L}\\p{N}_])`, "gu"), back: 24 },
  },
  {
    name: "from-team",
    // "Aruzhan from finance asked …", "Dana from support": a person introduced by the team they speak for.
    re: tail(`[ \\t]+from[ \\t]+(?:the[ \\t]+)?(?:finance|support|sales|legal|hr|ops|security|marketing|billing|accounting|accounts|engineering|qa|compliance|procurement|payroll|customer success|sre|devops)(?:[ \\t]+team)?\\b(?![ \\t]*[-/.]|[ \\t]+(?:data|bucket|table|server|cluster|api|db|database|queue|repo|branch|folder|dir|export|report|channel)\\b)`), // teams of people, not of systems ("Sync from data …")
    evidence: "lexicon",
    confidence: 0.75,
  },
  {
    name: "who-clause",
    // "it was Chiamaka who found it", "Tariq, who owns the pipeline, …"
    re: tail(`,?[ \\t]+who[ \\t]+(?:found|fixed|wrote|said|asked|built|owns|owned|knows|knew|did|does|is|was|has|had|will|can|reported|reviewed|approved|runs|ran|leads|led|joined|left)\\b`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    gate: / who /,
  },
  {
    name: "weak-verb",
    re: tail(`[ \\t]+(?:${WEAK_VERBS})\\b`),
    evidence: "lexicon",
    confidence: 0.75,
  },
  {
    name: "strong-before",
    // "talk to Søren", "cc Tomás", "ask Chen O'Brien", "thanks to Priya"
    re: g(`\\b(?:${STRONG_BEFORE})[ \\t]+(?:@)?(?<name>${NAME}(?:${LIST_SEP}${NAME})*)(?![\\p{L}\\p{N}_@/]|\\.[\\p{L}])`),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
    list: true,
    anchor: NAME_AFTER_SPACE,
    first: leadChars(STRONG_BEFORE_WORDS),
  },
  {
    name: "strong-before-lower",
    // "ping priya when it's done", "tell jonas", "thx kenji": lower-case first names the lexicon knows.
    // The cues of strong-before that credit or hand work to someone take lower-case handles as often ("h/t arjun", "kudos to ifeanyi").
    // A list stops before the next cue ("h/t dagny, thx rohan": two cues, two names).
    re: g(`\\b(?:${LOWER_CUES}|h\\/t)[ \\t]+@?(?<name>${LOWER_NAME}(?:(?:,[ \\t]*|[ \\t]+(?:and|or|&)[ \\t]+)(?!(?:${LOWER_CUES})\\b)@?${LOWER_NAME}){0,3})\\b(?![.@/:_-])`),
    list: true,
    evidence: "lexicon",
    confidence: 0.75,
    lower: true,
  },
  {
    name: "role-is",
    // "The on-call this week is Tariq", "owner: Ngozi", "DRI is Mbali"
    re: g(`\\b(?:${ci("on-call|oncall|on call|primary|secondary|backup|owner|lead|assignee|reviewer|approver|point of contact|DRI|contact person|shepherd|sponsor|driver|scribe|facilitator")})\\b[^\\n.:]{0,24}?\\b(?:is|was|will be)[ \\t]+(?<name>${NAME})`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
  },
  {
    name: "role-in-parens",
    // "Olivia (SRE) and Marcus (DBA) joined", "Kemal (backend) owns it"
    re: tail(`[ \\t]+\\((?:(?!UTC|GMT|CET|CEST|EET|EEST|WET|WEST|EST|EDT|CST|CDT|MST|MDT|PST|PDT|IST|JST|KST|AEST|AEDT|NZST|NZDT|BST|MSK|SGT|HKT)[A-Z]{2,5}|[Bb]ackend|[Ff]rontend|[Mm]obile|[Ii]nfra|[Ss]ecurity|[Ll]egal|[Ff]inance|[Ss]ales|[Ss]upport|[Dd]esign|[Pp]roduct|[Oo]ps|[Dd]ata|[Pp]latform|[Oo]n-call|[Ii]ntern|[Cc]ontractor|[Ll]ead|[Mm]anager)\\)`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    gate: /\(/,
  },
  {
    name: "possessive-work",
    // "Nkechi's PR fixes…", "Tariq's laptop": the possessed thing belongs to a person.
    re: tail(`(?:'s|’s)[ \\t]+(?:PR|pull request|MR|merge request|branch|review|comments?|laptop|machine|desk|team|manager|boss|mom|dad|kids?|wife|husband|partner|number|phone|email|address|birthday|flight|leave|vacation|visa|account|commit|fix|patch|idea|proposal|question|message|calendar|schedule|notes|slides|doc|draft|ticket|task|on-call shift|shift)\\b`),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
    gate: /'s|’s/,
  },
  {
    name: "weak-before",
    re: g(`\\b(?:${WEAK_BEFORE})[ \\t]+(?<name>${NAME})(?![\\p{L}\\p{N}_@/]|\\.[\\p{L}])`),
    evidence: "lexicon",
    confidence: 0.75,
    anchor: NAME_AFTER_SPACE,
    first: leadChars(WEAK_BEFORE_WORDS),
  },
  {
    name: "possessive",
    // "Søren's number", "that's Nadia's", "Li Wei's flight"
    re: tail(`(?:'s|’s)\\b`),
    evidence: "lexicon",
    confidence: 0.8,
    gate: /'s|’s/,
  },
  {
    name: "possessive-personal",
    re: tail(`(?:'s|’s)[ \\t]+(?:phone|number|mobile|cell|email|e-mail|address|home|house|flat|apartment|birthday|salary|wife|husband|partner|kids?|son|daughter|mom|dad|mother|father|medical|diagnosis|SSN|passport|laptop|flight|visa|contract|leave|desk|car|dog|account)\\b`),
    evidence: "strong",
    confidence: 0.85,
    gate: /'s|’s/,
  },
  {
    name: "parenthesised",
    // "MBP-14 48:C6:… (Ines)", "Internal note (Priyanka): …"
    re: g(`\\((?<name>${NAME})\\)`),
    evidence: "lexicon",
    confidence: 0.75,
    gate: /\(/,
  },
  {
    name: "honorific",
    // The title stays outside the span: "Dr. [PERSON_1]".
    re: g(`\\b(?:Mr|Mrs|Ms|Mx|Dr|Prof|Herr|Frau|Sr|Sra|Mme|Mlle)\\.?[ \\t]+(?<name>${NAME_WORD}(?:[ \\t]+${PARTICLE}?${NAME_WORD}){0,2})`),
    evidence: "strong",
    confidence: 0.9,
    gate: /\b(?:mr|mrs|ms|mx|dr|prof|herr|frau|sr|sra|mme|mlle)\b/,
  },
  {
    name: "weak-lower",
    // Chat writes names in lower case after the words any person stands beside: "pairing … with bishnu", "nomvula and sujan have
    // the pager", "nokuthula covers": a cue this weak reads only a given name the lexicon lists (never one that is also a word).
    re: g(`\\b(?:with|w\\/|and|&|or)[ \\t]+(?<name>${LOWER_NAME})(?=[ \\t]*(?:[,.;:!?)]|$|\\n|[ \\t]+(?:and|&|or|on|for|to|about|is|are|has|have|will|covers?|today|tomorrow|this|next)\\b))`),
    evidence: "lexicon",
    confidence: 0.7,
    lower: true,
    anchor: { re: /(?<![\p{L}\p{N}_])(?:with|w\/|and|&|or)[ \t]+(?=\p{Ll})/gu, back: 0 },
  },
  {
    name: "weak-lower-subject",
    re: g(`(?<![\\p{L}\\p{N}_.@/-])(?<name>${LOWER_NAME})(?:[ \\t]+(?:and|&)[ \\t]+${LOWER_NAME}[ \\t]+(?:have|has|are|were|will|can|paired|covered|own|took)\\b|[ \\t]+(?:covers|is covering|has the pager|is on call|is on-call|takes it|took it)\\b)`), // the cue is matched (not a lookahead): the anchor needs the match to reach it
    evidence: "lexicon",
    confidence: 0.7,
    lower: true,
    anchor: { re: /[ \t](?:(?:and|&)[ \t]+\p{Ll}[\p{Ll}\p{M}]{1,15}[ \t]+(?:have|has|are|were|will|can|paired|covered|own|took)\b|(?:covers|is covering|has the pager|is on call|is on-call|takes it|took it)\b)/gu, back: 17 },
  },
  {
    name: "cjk-closing",
    // A Japanese or Chinese message signed with the sender's family name alone on its last line ("…よろしくお願いします。\n高橋").
    re: g(`\\n[ \\t]*(?<name>[${HAN_SURNAMES}佐鈴渡伊山中小加斎松井木林清森池橋阿石前藤岡長村坂遠青西福太原竹][\\p{Script=Han}]{1,3})[ \\t]*$`),
    evidence: "strong",
    confidence: 0.75,
    wide: true,
    rawGate: /\n[ \t]*\p{Script=Han}{2,4}[ \t]*$/u,
  },
  {
    name: "vietnamese-kinship",
    // Vietnamese addresses and names people through a kinship pronoun before the given name: "Cảm ơn anh Đức", "chị Hương
    // nhé", "em Linh", "cô Mai", "ông Tuấn". "anh" and "em" are read only in text that holds a Vietnamese letter.
    re: g(`(?<![\\p{L}])(?:[Aa]nh|[Cc]hị|[Ee]m|[Cc]ô|[Cc]hú|[Bb]ác|[Ôô]ng|[Bb]à|[Dd]ì|[Cc]ậu)[ \\t]+(?<name>${NAME_WORD}(?:[ \\t]+${NAME_WORD}){0,2})(?![\\p{L}\\p{N}_@])`),
    evidence: "strong",
    confidence: 0.8,
    rawGate: /[ơưđạảấầẩẫậắằẳẵặẹẻẽếềểễệỉịọỏốồổỗộớờởỡợụủứừửữựỳỵỷỹ]/iu,
  },
  {
    name: "role",
    re: g(`\\b(?:${ci(ROLE_WORDS)})[ \\t:]+(?<name>${NAME_WORD}[ \\t]+${NAME_WORD})`),
    words: ROLE_WORDS.split("|"),
    evidence: "lexicon",
    confidence: 0.8,
    cued: true,
  },
  {
    name: "paperwork",
    re: g(`\\b(?:W-9|W-2|W-4|1099|[Pp]ayslip|[Cc]ontract|[Oo]ffer letter|NDA|[Vv]isa|[Pp]assport|[Ii]nvoice|[Bb]ackground check|[Rr]eference letter|[Pp]erformance review|[Tt]ax form)[ \\t]+(?:for|of|from)[ \\t]+(?<name>${NAME_WORD}[ \\t]+${NAME_WORD})`),
    words: ["w-9", "w-2", "w-4", "1099", "payslip", "contract", "offer letter", "nda", "visa", "passport", "invoice", "background check", "reference letter", "performance review", "tax form"],
    evidence: "strong",
    confidence: 0.85,
  },
  {
    name: "pair-subject",
    // "Amber and Bill are presenting", "Grace & Will paired on it": two given names as a sentence's subject.
    re: g(`(?:^|\\n|[.!?][ \\t]+)[ \\t>*-]*(?<name>${NAME_WORD}[ \\t]+(?:and|&)[ \\t]+${NAME_WORD}|${LOWER_NAME}[ \\t]+(?:and|&)[ \\t]+${LOWER_NAME})[ \\t]+(?:are|were|will|have|had|both|paired|presented|wrote|did|can|could|should)\\b`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    list: true,
    lower: true,
    allParts: true,
  },
  {
    name: "action-item",
    // Checklists in notes: "- [ ] Huy to write the runbook", "- [x] Paweł rotated the token".
    re: lineRule(`[ \\t]*(?:[-*•][ \\t]+)?\\[[ xX]\\][ \\t]+(?<name>${NAME}(?:${LIST_SEP}${NAME})*)[ \\t]+(?=to[ \\t]+\\p{Ll}|will\\b|\\p{Ll}{2,}ed\\b|owns\\b|takes\\b|is\\b|and\\b)`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    list: true,
    gate: /\[[ x]\]/,
  },
  {
    name: "speaker-lower",
    // Chat in lower case: "ravi: \"try turning it off\"", "babajide: refund went through" (a speaker, a colon, then prose).
    re: lineRule(`[ \\t]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*|\\d{1,2}:\\d{2}(?::\\d{2})?[ \\t]+)?(?<name>${LOWER_NAME}):[ \\t]+(?=["“]?\\p{Ll}+[ \\t,]+\\p{Ll}+[ \\t,]+\\p{Ll}+)`),
    evidence: "lexicon",
    confidence: 0.7,
    lower: true,
  },
  {
    name: "caseless-verb",
    // A name in a script without letter case beside a verb: "王芳 说 …", "هديل الحربي should get a shoutout".
    re: tail(`(?:[ \\t]*(?:说|說|问|問|表示|提到|写道|寫道|さん|様|님|씨|(?<=(?:^|\\n)[ \\t]*[${HAN_SURNAMES}]\\p{Script=Han}{1,2})[：:])|[ \\t]+(?:${STRONG_VERBS}|should|will|can|is|has|was|and)\\b|[ \\t]+(?:ने|जी ने|قال|قالت|كتب|كتبت|אמר|אמרה|כתב|כתבה)(?=[ \\t]|$))`), // Hindi's ergative ने, "said"/"wrote" in Arabic and Hebrew
    evidence: "strong",
    confidence: 0.75,
    gate: new RegExp(`[${CASELESS}\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}]`, "u"),
    wide: true,
  },
  {
    name: "closing-name",
    // "…merci de ne pas le transférer. Théo": a lone name closing a message that opened with a greeting.
    re: g(`(?:[.!?]|\\n)[ \\t]*\\n?[ \\t]*(?<name>${NAME_WORD})[ \\t]*$`),
    evidence: "lexicon",
    confidence: 0.7,
    cued: true,
    gate: /^\s*(?:hi|hello|hey|dear|salut|bonjour|hola|hallo|ciao|olá|oi|cześć|dzień dobry|hej|hoi|beste|caro|cara|querido|querida)\b/,
  },
  {
    name: "vocative-start",
    // "Grace, can you approve the PR?", "kwaku, pls look": a name addressed at the start of a line.
    re: lineRule(`[ \\t>*-]*(?<name>${NAME_WORD}|${LOWER_NAME}),[ \\t]+(?=(?:can|could|would|will|pls|plz|please|do|did|are|have|any|when|thanks|thx|quick|you|your|you're|you've|you'll)\\b)`),
    evidence: "lexicon",
    confidence: 0.75,
    cued: true,
    lower: true,
  },
  {
    name: "vocative-after-speaker",
    // (Only in a timestamped line: "status: Amber, owner: ops" is a field, not a speaker.)
    // A chat message that opens by addressing someone: "dmitri 12:46: Оксана, не в общий канал", "14:02: 👆 ngozi, please …",
    // "[14:41] Bea: 🤦 ama that's …". After a speaker's colon the first word is the message's first, where a listed given
    // name followed by a comma (or by a word that addresses: "that", "you", "please") is the person spoken to.
    re: lineRule(`[ \\t>*-]*(?:\\[[^\\]\\n]{1,30}\\][ \\t]*(?:[^\\s:]{1,40}(?:[ \\t]+[^\\s:]{1,30})?)?|[^\\s:]{1,40}(?:[ \\t]+[^\\s:]{1,30})?[ \\t]+${CHAT_TIME}|${CHAT_TIME}(?:[ \\t]+[^\\s:]{1,40})?)[ \\t]*:[ \\t]+(?:\\p{Extended_Pictographic}\\uFE0F?[ \\t]*)*(?<name>${NAME_WORD}|${LOWER_NAME})(?=,[ \\t]|[ \\t]+(?:that|this|you|your|pls|plz|please|can|could)\\b)`),
    evidence: "lexicon",
    confidence: 0.75,
    lower: true,
    gate: /\d:\d\d/,
  },
  {
    name: "status-list",
    // Stand-up notes: "Linh - done with the export; Marek - blocked on review" (two or more "Name - status" items).
    re: g(`(?:^|\\n|[:;][ \\t]*)[ \\t]*(?:[-*•][ \\t]+)?(?<name>${NAME_WORD})[ \\t]+[-–—][ \\t]+(?=\\p{Ll})`),
    evidence: "lexicon",
    confidence: 0.7,
    cued: true,
    gate: / [-–—] \p{Ll}/u,
    minMatches: 2,
  },
  {
    name: "dash-roster",
    // A list whose items name someone and say anything after a dash ("- Malia — Beach Road, Apia", "- Dhruv — C-42, Sector 62"):
    // two or more such items, each a listed given name (services and steps are listed the same way: "- Atlas — search").
    re: g(`(?:^|\\n)[ \\t]*[-*•][ \\t]+(?<name>${NAME_WORD})[ \\t]+[—–][ \\t]+(?=\\S)`),
    evidence: "lexicon",
    confidence: 0.7,
    rawGate: /[-*•][ \t]+\S+[ \t]+[—–][ \t]+\S/u,
    minMatches: 2,
  },
  {
    name: "git-blame",
    // git blame: "^3f9a2c1 (Olusegun Bankole 2025-03-02 14:11:09 +0100 42) code"
    re: g(`(?:^|\\n)\\^?[0-9a-f]{7,40}[ \\t]+(?:\\S+[ \\t]+)?\\((?<name>${NAME})[ \\t]+\\d{4}-\\d{2}-\\d{2}`),
    evidence: "strong",
    confidence: 0.9,
    gate: /\(\S[^\n()]{0,60}?\d{4}-\d{2}-\d{2}/,
  },
  {
    name: "cjk-honorific",
    // Japanese and Korean honorifics follow the name: "金子 健太さん", "田中様", "김민준님", "박지민 씨".
    re: g(`(?<![\\p{Script=Han}\\p{Script=Hangul}])(?<name>[\\p{Script=Han}]{1,4}(?:[ \\t　][\\p{Script=Han}]{1,3})?|[\\p{Script=Hangul}]{2,4}(?:[ \\t][\\p{Script=Hangul}]{1,3})?)[ \\t]?(?=さん|様|氏|くん|ちゃん|先生|님|씨)`),
    evidence: "strong",
    confidence: 0.8,
    gate: /さん|様|氏|くん|ちゃん|先生|님|씨/,
    wide: true,
  },
  {
    name: "full-name",
    // Anything that reads "First Last" with a known first name or a known surname.
    re: tail(`(?![\\p{L}\\p{N}_@/(]|\\.[\\p{L}\\p{N}])`),
    evidence: "lexicon",
    confidence: 0.75,
    minWords: 2,
  },
];

/** @mentions: "@dana.kim", "cc @Ivan", "reported by @petrakis" — not e-mails, npm scopes, decorators or doc tags. */
const MENTION = /(?<![\w.@/+-])@(?<handle>[A-Za-z][A-Za-z0-9]*(?:[._-][A-Za-z0-9]+)*)(?![\w@/(]|\.[a-z]{2,}\b|[.:]\w)/g;
const NOT_HANDLES = new Set(
  (
    "here channel everyone all team admins admin param returns return type typedef deprecated see example throws since author version override " +
    "component injectable input output decorator media import charset font-face keyframes supports layer tailwind apply tag latest next beta " +
    "types babel vue angular nestjs cloudflare octokit scope property link inheritdoc ts-ignore ts-expect-error jsx flow license module " +
    "timestamp version metadata pagerduty opsgenie victorops alertmanager statuspage incidentio firehydrant rootly splunk newrelic honeybadger bugsnag rollbar circleci travis buildkite argocd fluxcd snyk sonarcloud codecov " +
    "github gitlab dependabot renovate bot bots ci devops ops oncall on-call security support sre platform infra backend frontend mobile web data " +
    "eng engineering product design qa release releases sales marketing legal finance hr it helpdesk staff interface implementation protocol end " +
    "mergify codecov coveralls snyk snyk-bot sonarcloud sonarqubecloud netlify vercel imgbot stale allcontributors all-contributors semantic-release-bot changeset-bot " +
    "pre-commit-ci kodiakhq bors greenkeeper deepsource coderabbitai copilot gitguardian socket-security cla-assistant k8s-ci-robot circleci buildkite travis jenkins github-actions"
  ).split(/\s+/),
);

/** Capitalised words that follow these cues but are not people. */
const NOT_NAMES = new Set(
  (
    "The A An This That These Those It Its I We You They He She Me Us Them My Our Your Their His Her There Here What Who When Where Why How Which " +
    "Claude Copilot Github GitHub Gitlab GitLab Docker Redis Postgres Postgresql PostgreSQL Mysql MySQL Mongo MongoDB Node Next React Vue Svelte Angular Python Rust Go Java Kotlin Swift Scala Ruby Rails Julia Elixir Erlang Haskell Perl Php PHP Dart Flutter Lua " +
    "Cloudflare Workers Worker Wrangler Vercel Netlify Stripe Slack Google Apple Microsoft Amazon AWS Azure Linux Ubuntu Debian Fedora Arch Alpine Mac Macos MacOS Windows Android Ios IOS " +
    "Team Teams Support Admin Admins Everyone Everybody Anyone All Ops DevOps Dev Devs Security Legal Sales Marketing Product Engineering Design QA CI CD Bot Bots Dependabot Renovate Jenkins Travis Circle Buildkite Actions " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday January February March April May June July August September October November December Today Tomorrow Yesterday Tonight Morning Afternoon Evening Night Weekend " +
    "Sir Madam Folks Guys Gang Friends Friend Colleagues Colleague Customer Customers Users User Client Clients Members Member Reviewers Reviewer Maintainers Owner Owners Boss Mom Dad Mum Manager Lead World There " +
    "Chrome Firefox Safari Edge Jira Confluence Notion Figma Sentry Datadog Grafana Prometheus Kubernetes Terraform Ansible Helm Nginx Apache Kafka Celery Airflow Spark Hadoop Elastic Elasticsearch Kibana Logstash Vault Consul Nomad Packer Vagrant " +
    "Hono Drizzle Vitest Jest Mocha Chai Jasmine Karma Cypress Playwright Puppeteer Selenium Prisma Supabase Firebase Zod Typescript TypeScript Javascript JavaScript Deno Bun Npm NPM Yarn Pnpm Tailwind Vite Webpack Rollup Esbuild Babel Eslint Prettier Storybook " +
    "Django Flask Fastapi FastAPI Laravel Symfony Spring Express Nest Nuxt Remix Astro Gatsby Ember Backbone Meteor Apollo Graphql GraphQL Hugo Jekyll Sinatra Phoenix Gin Echo Fiber Actix Axum Tokio Rocket " +
    "Openai OpenAI Anthropic Gemini Llama Mistral Ollama Cohere Bard Siri Alexa Cortana Chatgpt ChatGPT Gpt GPT Sonnet Opus Haiku Vectorize Workday Okta Auth0 Twilio Sendgrid Mailgun Heroku Render Fly Railway Zapier Shopify Salesforce Hubspot Zendesk Intercom Signal Whatsapp WhatsApp Telegram Discord Zoom Teams Meet Outlook Gmail " +
    "Adres Adresse Anschrift Dirección Direccion Endereço Endereco Indirizzo Telefon Teléfono Telefono Telefone Nazwisko Imię Imie Nombre Nome Apellido Sobrenome Cognome Nachname Vorname " +
    "Ulica Miasto Ciudad Cidade Città Stadt Kraj País Pais Konto Cuenta Conta Betreff Asunto Assunto Oggetto Temat Datum Fecha Uwagi Notas Hinweis Lieferadresse Rechnungsadresse Firma Empresa Azienda " +
    "English British American French German Spanish Italian Portuguese Dutch Polish Russian Ukrainian Chinese Japanese Korean Vietnamese Thai Indonesian Turkish Arabic Hebrew Greek Swedish Norwegian Finnish Czech Hungarian Romanian Brazilian Mexican Canadian Australian Indian Nigerian Kenyan European African Asian Latin Irish Scottish Welsh Swiss Austrian Belgian " +
    "Btw BTW Fyi FYI Imo Imho Tbh Lol Hmm Hm Ah Oh Um Uh Well Anyway Anyhow Honestly Actually Basically Quick Nope Yep Yup Yeah Nah Awesome Gotcha Right Alright Ugh Welp Wow Oops Whoops Agreed Noted Ack Roger Folks Guys Team Standup Retro " +
    "Again Later Soon Now Then Please Also About Before After Everything Nothing Something Anything Yes No Ok Okay Sure Thanks Thank Cheers Regards Best Hello Hi Hey Dear Welcome Sorry Great Good Nice Cool Done Fixed Update Updated Note Notes Todo TODO Fixme FIXME Warning Error Info Debug Fatal Panic " +
    "Street St Avenue Ave Road Rd Lane Drive Court Boulevard Way Place Square Park Suite Apt Building Floor Room City County State Country North South East West Central Main " +
    "Société Societe Sociedad Società Banco Banca Banque Bank Caixa Crédit Credit Sparkasse Volksbank Raiffeisen Deutsche Nationale Générale Generale Compagnie Gesellschaft Stiftung Verein GmbH AG SA SAS SRL BV NV Oy AB AS ApS KG " +
    "Universidad Universität Université Università Universidade Instituto Institut Fundación Fondation Fundação Ministerio Ministère Ministry Agency Agencia Agence Cooperative Cooperativa Hospital Klinikum Clinic Clínica " +
    "Inc Ltd LLC Corp Co Company Group Labs Systems Software Technologies Solutions Services Foundation University College School Institute Hospital Bank Capital Partners Ventures Holdings Consulting " +
    "New Old Big Small First Last Next Previous Final Default Custom Public Private Internal External Global Local Remote Primary Secondary Master Slave Release Beta Alpha Stable Nightly Canary Staging Production Prod Dev Test Tests Testing Demo Sample Example Examples " +
    "Engram Memory Memories Agent Agents Server Client Service Services Api API Sdk SDK Cli CLI App Apps Web Mobile Desktop Cloud Edge Data Database Cache Queue Index Search Auth Login Logout Signup Account Accounts Settings Config Dashboard Console Portal Page Pages Doc Docs Readme README Changelog License " +
    "Christmas Easter Halloween Thanksgiving Ramadan Diwali Hanukkah Merge Revert Bump Fix Add Remove Refactor Chore Feat Release Deploy Rollback Hotfix Wip WIP"
  ).split(/\s+/),
);
for (const w of (
  "Tagger Author Authors Committer Reviewer Reviewers Assignee Reporter Maintainer Owner Subject Date From To Cc Bcc Sender Recipient Attendees Participants Present " +
  // Record labels that head a line in scanner output and contact cards ("Author: …\nEmail: …"), and roles a call lists people by.
  "Email E-mail Mail Phone Tel Mobile Fax Secret Finding RuleID Guest Guests Moderator Organizer Organiser Presenter " +
  "Authorization Host Accept Cookie Server Via Location Origin Referer Connection Upgrade Expires Pragma Vary Allow Link Range Status Etag ETag Unsubscribe Coverage Squashed " +
  "Content-Type Content-Length Content-Encoding Content-Disposition Reply-To In-Reply-To Message-Id Message-ID Return-Path User-Agent Set-Cookie Cache-Control Accept-Encoding Accept-Language Last-Modified Retry-After Strict-Transport-Security " +
  "Summary Description Steps Expected Actual Result Results Environment Severity Priority Labels Milestone Sprint Component Version Build Commit Branch Tag Output Input Usage Example Returns Raises Args Params Parameters Response Request Body Headers Query Payload Message Reason Cause Details Detail Hint Context Trace Stack Traceback Caused"
).split(/\s+/)) NOT_NAMES.add(w);
// The word for password (and for a login) in the languages the secret-field rules read: a capitalised German
// noun after an article that is also a surname ("Das Passwort für …") is not "First Last".
for (const w of "Password Passwort Passwörter Kennwort Passwd Passphrase Passcode Wachtwoord Senha Contraseña Contrasena Contrasenya Clave Hasło Haslo Heslo Jelszó Jelszo Lösenord Losenord Adgangskode Passord Salasana Şifre Sifre Lozinka Geslo Parola Benutzer Benutzername Nutzername Zugangsdaten Anmeldedaten Kennung".split(" ")) NOT_NAMES.add(w);
// Words a greeting addresses a group with ("Kia ora koutou", "Hallo zusammen", "Hola a todos"): after the greeting, where a name would stand.
for (const w of "Koutou Kōrua Korua Tātou Tatou Zusammen Allemaal Iedereen Alla Allihopa Kaikki Wszystkim Todos Todas Tutti Tous Amigos Chicos Leute Ragazzi Gente Pessoal Pessoas Folks Everybody Everyone Y'all Yall".split(" ")) NOT_NAMES.add(w);
/** Words only greetings and sign-offs put among the not-names ("Selam", "Asante", "Salam"): some are also given names or surnames. */
const GREETING_NOT_NAMES = new Set<string>();
for (const list of [GREETINGS, SIGNOFFS]) {
  for (const phrase of list.split("|")) {
    for (const w of phrase.replace(/\[(\p{Lu})\p{Ll}\]/gu, "$1").split(" ")) {
      if (w.length < 2) continue;
      const word = w[0]!.toUpperCase() + w.slice(1);
      if (!NOT_NAMES.has(word)) GREETING_NOT_NAMES.add(word);
      NOT_NAMES.add(word);
    }
  }
}
/** A greeting's word that the lexicon lists as a given name or a surname and never as an ordinary word. */
function greetingHomograph(w: string): boolean {
  return GREETING_NOT_NAMES.has(w) && LEX !== undefined && (LEX.first.has(w.toLowerCase()) || LEX.last.has(w.toLowerCase())) && !LEX.words.has(w.toLowerCase());
}
const NOT_NAME_LOWER = new Set([...NOT_NAMES].map((w) => w.toLowerCase()));
/** Endings of ordinary English words the lexicon may not list ("Authorization", "Coverage", "Squashed"). */
const ORDINARY_ENDING = /(?:tion|sion|ing|ed|age|ment|ness|ity|ance|ence|able|ible|ive|ous|ful|less|ize|ise|ure|ery|ory|ism|ist|ship|ware|ics|ogy|graphy)$/;
/** Product and language names that are also given names: not a person on their own, but "Julia Weber" is. */
const ALSO_GIVEN_NAMES = new Set(
  ("Julia Ruby Ada Hugo Jasmine Alexa Siri Claude Jenkins Travis Sage Phoenix Apollo Django Flask Kafka Ember Celery Karma Mocha Chai Jest Swift Rust Dart Elixir Crystal Pearl Amber Jade Ray Victoria Cassandra Iris Luna Aurora Nova Grace Mark Max Bill Rob Jack Frank Dawn Joy Hope Faith June April May August Florence Austin Dallas Jordan Chase Cooper Hunter Mason Carter Tyler Morgan Taylor Heroku Render Signal " +
    "Will Rose Summer Sky Ivy Holly Daisy Lily Violet Hazel Heather Olive Ginger Autumn Mercy Patience Honor Chance Wade Dale Glen Cliff Sandy Pat Sue Gene Eve Art Drew Miles Lance Pierce Guy Earl Don Rich Bob Reed Brook Brooke River Robin Wren Rocky Rusty Penny Dusty Rey Sol").split(" "),
);
const ALSO_GIVEN_LOWER = new Set([...ALSO_GIVEN_NAMES].map((w) => w.toLowerCase()));
/** Words this module's own lists call products, tools or not-names ("apollo", "kafka", "jenkins"): a broad name list's word that is one stays out of the lexicon (lexicon-build.ts). */
export function curatedNotName(w: string): boolean {
  return NOT_NAME_LOWER.has(w) || ALSO_GIVEN_LOWER.has(w);
}
const HONORIFIC_PREFIX = new RegExp(`^${HONORIFIC}`);
const HONORIFIC_WORD = new RegExp(`^(?:Mr|Mrs|Ms|Mx|Dr|Prof|Sir|Dame|Rev|Herr|Frau|Sr|Sra|Srta|Mme|Mlle|M|Dott|Ing|Señor|Señora|Monsieur|Madame|Signor|Signora|heer|mevrouw|mevr|dhr|${ROLE_TITLES})\\.?$`);
const ROLE_TITLE_WORD = new RegExp(`^(?:${ROLE_TITLES})$`);
const PARTICLE_WORD = /^(van|der|den|von|de|la|del|della|da|di|dos|du|le|bin|ibn|al)$/;

function words(name: string): string[] {
  return name.split(/[ \t]+/).filter((w) => !PARTICLE_WORD.test(w) && !/^\p{Lu}\.$/u.test(w));
}

/** Lower-case, accents folded: "Søren" → "soren", "Lucía" → "lucia". */
const NON_ASCII = /[^\x00-\x7F]/;
/**
 * Cyrillic letters in the romanisation the name lists are written in (Russian, Ukrainian and Kazakh letters; a BGN/PCGN-like
 * scheme with й → i, as "Aleksei" and "Nikolai" are listed): "Оксана" is looked up as "oksana", "Богдан" as "bohdan" or "bogdan".
 */
const CYRILLIC: Record<string, string> = {
  а: "a", б: "b", в: "v", г: "g", д: "d", е: "e", ё: "e", ж: "zh", з: "z", и: "i", й: "i", к: "k", л: "l", м: "m", н: "n", о: "o", п: "p",
  р: "r", с: "s", т: "t", у: "u", ф: "f", х: "kh", ц: "ts", ч: "ch", ш: "sh", щ: "shch", ъ: "", ы: "y", ь: "", э: "e", ю: "yu", я: "ya",
  і: "i", ї: "i", є: "ye", ґ: "g", ә: "a", ғ: "g", қ: "k", ң: "n", ө: "o", ұ: "u", ү: "u", һ: "h",
};
const CYRILLIC_RE = /[\u0400-\u04ff]/;
function romanise(lower: string): string {
  let out = "";
  for (const ch of lower) out += CYRILLIC[ch] ?? ch;
  return out;
}
function fold(w: string): string {
  const lower = w.toLowerCase();
  if (!NON_ASCII.test(lower)) return lower; // most words: nothing to fold
  if (CYRILLIC_RE.test(lower)) return romanise(lower);
  return lower
    .replace(/đ/g, "d")
    .replace(/ø/g, "o")
    .replace(/æ/g, "ae")
    .replace(/ß/g, "ss")
    .replace(/ł/g, "l")
    .normalize("NFD")
    .replace(/\p{M}/gu, "");
}

function isNotName(w: string, inFullName = false): boolean {
  const bare = w.replace(/(?:'s|’s)$/, "");
  if (inFullName && (ALSO_GIVEN_NAMES.has(bare) || greetingHomograph(bare))) return false;
  return NOT_NAMES.has(bare) || (NOT_NAME_LOWER.has(bare.toLowerCase()) && !(LEX?.first.has(bare.toLowerCase()) ?? false));
}

function knownFirst(w: string, strict: boolean): boolean {
  if (!LEX) return false;
  const lower = w.toLowerCase().split("-")[0]!;
  const folded = fold(lower);
  if (LEX.first.has(lower) || LEX.first.has(folded) || (!strict && (LEX.ambiguousFirst.has(lower) || LEX.ambiguousFirst.has(folded)))) return true;
  // Ukrainian г is h in its own romanisation ("Богдан" → "bohdan"), Russian's g.
  return folded !== lower && folded.includes("g") && CYRILLIC_RE.test(lower) && LEX.first.has(folded.replace(/g/g, "h"));
}
/**
 * Surnames are made with endings that mark them as surnames in their language: Ukrainian -enko, -chuk; Georgian -shvili, -dze,
 * -adze; Greek -poulos, -opoulou, -akis, -idis; Armenian -yan; Icelandic -dottir; Turkish -oglu; Romanian -escu, -eanu; Slavic
 * -ovic/-evic; Lithuanian -auskas/-iauskas/-aitis/-avicius/-evicius (folded); Polish -ski/-ska/-wicz; Russian -ov/-ova/-ev/-eva, -in/-ina only after a consonant cluster is too loose and is
 * left to the lists. A word of 6+ letters with one of these endings that no lexicon calls an ordinary word is read as a surname.
 */
const SURNAME_ENDING = /(?:[^aeiou]i?auskas|[^aeiou]aitis|[^aeiou][ae]vicius|[^aeiou]enko|chuk|shvili|[^aeiou]adze|[^aeiou]idze|poulos|opoulou|[^aeiou]akis|[^aeiou]idis|[^aeiou]yan|dott?ir|oglu|oğlu|[^aeiou]escu|eanu|[oe]vi[cć]|[oe]vich|wicz|[^aeiou]ski|[^aeiou]ska|[^aeiou]cki|[^aeiou]cka)$/;
/** knownLast's answers for words no list holds (the ending test runs once per word, not once per call). */
const SHAPED_SURNAME = new Map<string, boolean>();
function knownLast(w: string): boolean {
  if (LEX === undefined) return false;
  const lower = w.toLowerCase();
  if (LEX.last.has(lower)) return true;
  if (lower.length < 6) return NON_ASCII.test(lower) && LEX.last.has(fold(lower));
  let shaped = SHAPED_SURNAME.get(lower);
  if (shaped === undefined) {
    const folded = fold(lower);
    shaped = LEX.last.has(folded) || (SURNAME_ENDING.test(folded) && !LEX.words.has(folded) && !(LEX.proper?.has(folded) ?? false) && !NOT_NAME_LOWER.has(folded));
    if (SHAPED_SURNAME.size > 20_000) SHAPED_SURNAME.clear(); // bounded: a long-running companion scrubs for days
    SHAPED_SURNAME.set(lower, shaped);
  }
  return shaped;
}
/** True when the lexicon knows the word as an ordinary word (not a name); false without the lexicon. */
export function isOrdinaryWord(w: string): boolean {
  return knownWord(w) || NOT_NAME_LOWER.has(w.toLowerCase());
}
function knownWord(w: string): boolean {
  return LEX !== undefined && LEX.words.has(w.toLowerCase());
}
const CASELESS_RE = new RegExp(`^[\\p{Script=Han}\\p{Script=Hangul}\\p{Script=Hiragana}\\p{Script=Katakana}${CASELESS}\\p{M} \\t]+$`, "u");
const isCjk = (s: string): boolean => CASELESS_RE.test(s);

/** Trims non-name words from the end and decides whether what is left is a person's name under a rule. */
const CRYPTO_CAST = new Set("Alice Bob Carol Charlie Dave Eve Mallory Trent Oscar Peggy Victor Walter".split(" "));
/** Rules whose cue is weak (a verb any subject takes, a preposition, a bare pair): not enough for a name that is also a place. */
const WEAK_RULES = new Set(["weak-verb", "weak-before", "pair-subject", "possessive", "parenthesised", "vocative-known", "vocative-sentence", "vocative-comma", "name-please"]);
/** Names that documentation uses for nobody in particular. */
/** Documentation's stand-in people (GitHub's octocat, "Jane Doe"): a name that names no one. */
export function isPlaceholderName(v: string): boolean {
  return PLACEHOLDER_NAMES.has(fold(v));
}
const PLACEHOLDER_NAMES = new Set(["john appleseed", "jane appleseed", "joe schmoe", "tommy atkins", "john smith", "jane smith", "octocat", "monalisa", "jane doe", "john doe", "joe bloggs", "fred bloggs", "john q. public", "max mustermann", "erika mustermann", "richard roe", "jane roe", "mario rossi", "juan perez", "ivan ivanov", "pat doe"]);

/** Words that may stand before a name in one capitalised run: "Thanks Dana Kim", "Ask Priya", "Yesterday Ana said". */
const DROPPABLE = new Set(
  (
    "Ask Ping Tell Call Email Message Text Cc CC Then So And But Also Please Ok Okay Yes No Sure Maybe Sorry When If Because Since After Before While Once Until Unless Although Though Per Via With From To By For " +
    "Monday Tuesday Wednesday Thursday Friday Saturday Sunday Today Yesterday Tomorrow Tonight"
  ).split(" "),
);
for (const list of [GREETINGS, SIGNOFFS]) for (const phrase of list.split("|")) DROPPABLE.add(phrase.replace(/\[(\p{Lu})\p{Ll}\]/gu, "$1").split(" ")[0]!);

/** Config keys that are also given names ("uri:", "max:"): never a chat speaker in lower case. */
const CONFIG_KEYS = new Set("uri url host port name image user key value type mode path env tag version max min art will mark ray sol eve gene bill rob pat sue chase grace jo dale".split(" "));

/** Set per text: three or more "Speaker: …" lines make it a transcript, where an unknown capitalised speaker is a person. */
let transcript = false;

/** "… van den Berg", "… bin Ismail": a particle between two capitalised words. */
const PARTICLE_BETWEEN = new RegExp(`\\p{Ll}[ \\t]+${PARTICLE}\\p{Lu}`, "u");

/** Set per candidate: the name starts a line (chat style: "kenji said …"). */
let lineStart = false;
/** Set per match of a whole-text rule: the matched text (name and cue). */
let matchText = "";
/** Verbs that only people take ("fact says …" is not a person; "yusuf is verifying" is). */
const PERSON_VERBS = / (?:is on call|is on-call|takes over|took over|pasted|is calling|is moving|is leaving|is presenting|is tracking|is verifying|is testing|is reviewing|is working on|is looking into|is asleep|is sick|is back|is out|is off|is on leave|booked|texted|joined|can you|could you|will call|will handle|set them up|picks us up|and I)\b/;

/** Set per candidate: the words stand where an address puts its city ("52, Den Haag") or a product or a
 * language does ("uses Redux Toolkit", "in British English", "Envoy Gateway 1.1", "(Société Générale)"). */
let posText = "";
let posStart = 0;
let posEnd = 0;
const NOUN_PHRASE_LEAD = /(?:^|[^\p{L}])(?:the|a|an|this|that|these|those|our|your|their|its|in|on|of|for|into|onto|via|vs|versus|use|uses|using|used|prefer|prefers|avoid|avoids|install|installed|enable|enabled|disable|disabled|configure|migrate|migrated|upgrade|upgraded|than|like|new|old|any|some|every|each|per|about|called|named)[ \t]+$/iu;
function setPosition(text: string, start: number, end: number): void {
  posText = text;
  posStart = start;
  posEnd = end;
}
/** Computed only when the weakest evidence is weighed (most candidates never get there). */
function cityPosition(): boolean {
  const text = posText, start = posStart, end = posEnd;
  const before = text.slice(Math.max(0, start - 16), start);
  const after = text.slice(end, end + 12);
  return (
    /\d[A-Za-z]?,[ \t]*$/.test(before) ||
    /^,?[ \t]+\d{4,6}\b/.test(after) ||
    (text[start - 1] === "(" && text[end] === ")") ||
    NOUN_PHRASE_LEAD.test(before) ||
    /^[ \t]+(?:v?\d+(?:\.\d+)+|vs\.?[ \t])/.test(after)
  );
}
function atLineStart(): boolean {
  return /(?:^|\n)[ \t>*•-]*$/.test(posText.slice(Math.max(0, posStart - 8), posStart));
}
/** Set per candidate: the name starts a clause (", grace is tracking it"). */
let clauseStart = false;

/** A lower-case word that could be a name nobody listed: not an ordinary word, has a vowel, not a config key. */
export function plausibleLowerName(w: string): boolean {
  return (
    w.length >= 3 &&
    !knownWord(w) &&
    !NOT_NAME_LOWER.has(w) &&
    !CONFIG_KEYS.has(w) &&
    !LINE_LABELS.has(w) &&
    !NOT_HANDLES.has(w) &&
    !TECH_LOWER.has(w) &&
    /[aeiouyà-ÿ]/.test(w) &&
    !(w.length >= 5 && ENGLISH_SUFFIX.test(w)) &&
    !/(?:ed|er|or|ly|ic|ent|ant|al)$/.test(w)
  );
}

/** A bare lower-case handle that reads as a person's: an unknown word, a known name, or an initial and a surname ("jwilliams"). */
export function plausibleHandleWord(w: string): boolean {
  return plausibleLowerName(w) || knownFirst(w, true) || knownLast(w) || (w.length >= 5 && knownLast(w.slice(1)));
}

/** Endings of English words that a small lexicon misses ("contradictions", "analytical", "idempotent"): not read as names. */
const ENGLISH_SUFFIX = /(?:[^aeiouy]s|ics|ical|ional|ing|tion|sion|ment|ness|ity|able|ible|ism|ist|ize|ise|ify|ive|ous|ful|less|ance|ence|ship|ware|logy|ure|ory|ary|ury)$/;
/** Teams, systems and resources that take verbs in chat like people do ("infra takes over", "cpu and memory are"). */
const TECH_LOWER = new Set(
  "cpu gpu tpu ram disk disks dns cdn cache caches queue queues cron proxy gateway ingress egress lb api apis sdk cli ui ux dx db dbs sql nosql kafka redis etcd vault k8s kube node nodes pod pods cluster clusters vm vms host hosts server servers client clients worker workers runner runners agent agents prod staging dev qa uat ci cd devops devex dataeng ml ai analytics growth billing payments checkout search core infra sre ops seceng appsec netops dba dbas pm pms em ems tl".split(" "),
);
/** Lower-case words that head a chat line as a label, not a speaker ("reminder: …", "fyi: …"). */
const LINE_LABELS = new Set(
  "reminder update note notes fyi psa edit question answer context status result results summary tldr tl;dr heads todo fixme hack nit nitpick aside btw imo imho ps re fwd fw cc bcc subject action decision outcome followup follow-up blocker blockers issue issues problem solution fix workaround cause impact risk risks ask asks idea ideas proposal plan goal goals agenda prereq prereqs step steps warning error info debug hint tip example usage output input password passwd pwd passphrase token secret key login user username host port creds credentials account".split(" "),
);

function acceptName(raw: string, rule: Rule): string | undefined {
  let value = raw;
  for (;;) {
    const ws = words(value);
    const core = ws.filter((w) => !HONORIFIC_WORD.test(w));
    const hasHonorific = ws.some((w) => HONORIFIC_WORD.test(w) && !ROLE_TITLE_WORD.test(w));
    // "A. Okafor", "K. S. Raghavan": initials before a surname that is no ordinary word.
    const initialed = /^(?:\p{Lu}\.[ \t]?){1,3}[ \t]*\p{Lu}/u.test(value) && core.length === 1 && (knownLast(core[0]!) || unknownNameWord(core[0]!));
    // "Pieter van den Berg", "Abdul Rahman bin Ismail": a name particle between capitalised words.
    const particled = core.length >= 2 && PARTICLE_BETWEEN.test(value) && (knownFirst(core[0]!, false) || unknownNameWord(core[0]!));
    // "Kwabena Asante", "Selam Tesfaye": a word a greeting or a sign-off also uses is a name beside another name; so is one
    // listed as a given name in the middle of a sentence ("…, Selam has a fix"), where no greeting stands.
    const full =
      (core.length >= 2 && core.every((w) => !NOT_NAMES.has(w) || ALSO_GIVEN_NAMES.has(w) || greetingHomograph(w)) && core.some((w) => !GREETING_NOT_NAMES.has(w))) ||
      (core.length === 1 && greetingHomograph(core[0]!) && knownFirst(core[0]!, true) && !atLineStart() && !/^[ \t]*[,!:]/.test(posText.slice(posEnd, posEnd + 2)));
    const lowerSingle = core.length === 1 && /^\p{Ll}/u.test(core[0]!);
    let ok = core.length >= 1 && core.length >= (rule.minWords ?? 1) && core.every((w) => (!isNotName(w, full) || (rule.addressed === true && knownFirst(w, false) && !knownWord(w))) && lowerHyphenPartOk(w));
    if (ok && rule.name === "caseless-verb" && !isCjk(value)) ok = false; // that rule is for caseless scripts only
    if (ok && isCjk(value)) ok = rule.evidence === "strong";
    else if (ok && lowerSingle)
      ok =
        rule.lower === true &&
        core[0]!.length >= 3 &&
        (!CONFIG_KEYS.has(core[0]!) || rule.name === "strong-verb-lower" || rule.name === "greeting") &&
        (knownFirst(core[0]!, true) ||
          (rule.name === "greeting" && (givenWord(core[0]![0]!.toUpperCase() + core[0]!.slice(1)) || plausibleLowerName(core[0]!))) ||
          (rule.name === "strong-verb-lower" &&
            ((lineStart && plausibleLowerName(core[0]!)) ||
              (clauseStart && (knownFirst(core[0]!, false) || (plausibleLowerName(core[0]!) && PERSON_VERBS.test(matchText)))))) ||
          ((rule.name === "speaker-lower" || rule.name === "strong-before-lower" || rule.name === "vocative-start" || rule.name === "pair-subject") &&
            plausibleLowerName(core[0]!) &&
            !(rule.name === "strong-before-lower" && /^page\b/i.test(matchText)))); // "page bitmap": a noun, unless the lexicon knows the name
    else if (ok && core.length === 1 && /\p{Ll}\p{Lu}/u.test(core[0]!)) ok = rule.evidence === "strong" && !/(?:Error|Exception|Warning)$/.test(core[0]!); // TypeError, KeyError
    else if (ok) ok = rule.evidence === "strong" || hasHonorific || initialed || particled || lexiconEvidence(core) || ((rule.cued === true || (rule.cued === "multi" && (core.length >= 2 || transcript))) && cuedName(core));
    // "Finding PT-08 (High):", "🔴 Triggered: …": a strong cue's place holds a severity or a state as often as a person. One
    // word there that no list names anyone and that reads as an ordinary word (a dictionary word, an English suffix) is that word.
    // (A writer after a clock, "[09:02] Lucky: …", is a chat's turn: the clock says so whatever the word.)
    if (ok && rule.evidence === "strong" && core.length === 1 && !hasHonorific && LEX && !/^[ \t]*\[?\d{1,2}:\d{2}/.test(matchText) && /^\p{Lu}\p{Ll}+$/u.test(core[0]!) && !knownFirst(core[0]!, false) && !knownLast(core[0]!) && !givenWord(core[0]!) && !unknownNameWord(core[0]!)) ok = false;
    if (ok && LEX?.places.has(fold(value))) ok = false; // "São Paulo", "Santa Clara", "Berlin"
    if (ok && syllablePlace(value)) ok = false; // "Hà Nội"
    // "Sydney failed over", "the Dallas and Houston warehouses": a place that is also a first name needs a strong cue.
    if (ok && core.length === 1 && !hasHonorific && WEAK_RULES.has(rule.name) && (LEX?.placeLike?.has(fold(core[0]!)) ?? false)) ok = false;
    if (ok && PLACEHOLDER_NAMES.has(fold(value))) ok = false; // "Jane Doe" in a form's docs
    // "Job succeeded", "Will it break?": an ordinary word that opens a line is that word, unless a strong cue says otherwise.
    if (ok && core.length === 1 && rule.evidence !== "strong" && !hasHonorific && knownWord(core[0]!) && atLineStart()) ok = false;
    // "Bazel and Buck both cache": a pair's subjects are people only if each is a name some list knows.
    // (The pair is split into its parts before this: one part known as a given name is needed, or a word that is one: "Amber", "Bill".)
    if (ok && rule.name === "pair-subject" && /^\p{Lu}/u.test(value) && core.length === 1 && !(knownFirst(core[0]!, false) || knownLast(core[0]!) || givenWord(core[0]!) || (matchText.match(/\p{Lu}[\p{Ll}\p{M}]+/gu) ?? []).some((w) => w !== core[0] && knownFirst(w, true)))) ok = false;
    if (ok) return value;
    const cut = value.lastIndexOf(" ");
    if (cut <= 0) return undefined;
    value = value.slice(0, cut).replace(/[ \t]+$/, "");
  }
}

/** Vietnamese writes a place's syllables apart where the lists join them: "Hà Nội" is Hanoi, "Đà Nẵng" Danang (short syllables only). */
function syllablePlace(v: string): boolean {
  if (!LEX || !/[ \t]/.test(v)) return false;
  const parts = v.split(/[ \t]+/);
  return parts.length >= 2 && parts.length <= 3 && parts.every((w) => w.length <= 5) && LEX.places.has(fold(v).replace(/[ \t]+/g, ""));
}

/** The other side of an arrow pair: a word some list names people by, or one no list knows that is shaped like a name; no ordinary word. */
function pairedName(w: string): boolean {
  return !knownWord(w) && !isNotName(w) && (knownFirst(w, false) || knownLast(w) || unknownNameWord(w));
}

/** "Hyun-woo" is a name; "Reported-by", "Auto-reply", "Follow-up" are not: a lower-case part after a hyphen must read as a name. */
function lowerHyphenPartOk(w: string): boolean {
  if (!w.includes("-")) return true;
  const m = /-(\p{Ll}[\p{Ll}\p{M}]*)$/u.exec(w);
  if (!m) return true;
  const part = m[1]!;
  if (part.length === 2) return /[aeiouy]/.test(part) && !/^(?:up|in|on|of|by|to|at|as|is|it|an|or|go|do|no|so|me|us|we|he|be|re|ex|id|ok|oh)$/.test(part); // "Soo-ah", "Min-ji"
  return part.length >= 3 && plausibleLowerName(part);
}

/** Beside a cue ("ask", "X said", a name field): capitalised words none of which is an ordinary word. */
function cuedName(core: string[]): boolean {
  if (!LEX) return core.length >= 2;
  return core.every((w) => w.length >= 2 && (knownFirst(w, false) || knownLast(w) || givenWord(w) || (!knownWord(w) && !(LEX?.proper?.has(w.toLowerCase()) ?? false) && !(core.length === 1 && (ORDINARY_ENDING.test(w) || (w.length >= 5 && ENGLISH_SUFFIX.test(w.toLowerCase())))))));
}

function lexiconEvidence(core: string[]): boolean {
  if (!LEX) return false;
  const [first, ...rest] = core;
  if (!first) return false;
  if (rest.length === 0) return knownFirst(first, true);
  const nameish = (w: string) => knownFirst(w, false) || knownLast(w) || !knownWord(w);
  // "Dana Kim", "Li Wei", "Carlos Mendoza": no ordinary word, and at least one known first name or surname.
  if (core.every(nameish) && core.some((w) => knownFirst(w, true) || knownLast(w))) return true;
  if (knownFirst(first, false) && rest.some((w) => knownLast(w))) return true; // "Mark Johnson"
  if (core.length === 2 && (ALSO_GIVEN_NAMES.has(first) || greetingHomograph(first)) && knownLast(rest[0]!) && !knownWord(rest[0]!)) return true; // "Jasmine Carter", "Selam Haile"
  // A romanised given name with a lower-case second syllable ("Ji-hoon", "Hyun-woo", "Min-ji") beside another capitalised word: "Park Ji-hoon".
  if (core.length <= 3 && core.some((w) => /^\p{Lu}\p{Ll}+-\p{Ll}+$/u.test(w) && lowerHyphenPartOk(w)) && core.every((w) => !isNotName(w))) return true;
  // Two or three capitalised words, none an ordinary word: "Oluwaseun Adeyemi", "Nomvula Dlamini", "Hope Ndlovu", "Bảo Ngọc".
  if (core.length > 3 || cityPosition()) return false;
  if (!core.every((w) => knownFirst(w, false) || knownLast(w) || givenWord(w) || unknownNameWord(w)) || !core.some((w) => !givenWord(w))) return false;
  // With a given name ("Grace Oyelaran", "Will Hartley") that is enough. Words nobody lists ("Redux Toolkit",
  // "Godot Engine", "Bảo Ngọc", "Segun Afolabi") must also be shaped like names: a letter outside ASCII, or a
  // word ending in a, i, o or u (rare among English nouns), and no word ending like a product's.
  if (core.some((w) => knownFirst(w, false) || knownLast(w) || givenWord(w))) return true;
  return core.some((w) => /[^\x00-\x7F]/.test(w) || /[aiou]$/i.test(w)) && !core.some((w) => PRODUCT_ENDING.test(w.toLowerCase()));
}

/** Endings of product and tool names ("Runtime", "Gateway", "Toolkit", "Mesh", "Hub", "Labs"). */
const PRODUCT_ENDING = /(?:time|way|kit|ware|works?|flow|base|hub|mesh|gine|stack|cloud|net|lab|labs|ops|io|api|sdk|cli|db|ql|js|ui|hq|app|bot|ai|ify|ly|ent|ant|ics|ix|ex|ox|ux|sh|ch|ck)$/;

/** A word that names people more often than things ("Bill", "Grace", "Amber"; not "Ruby" or "Heroku", which are NOT_NAMES). */
function givenWord(w: string): boolean {
  return ALSO_GIVEN_NAMES.has(w) && !NOT_NAMES.has(w);
}

/** "toolkit", "gateway", "bitmap": two ordinary words run together, which names seldom are. */
function compoundOfWords(w: string): boolean {
  if (!LEX || w.length < 7) return false;
  for (let i = 4; i <= w.length - 4; i++) if (LEX.words.has(w.slice(0, i)) && LEX.words.has(w.slice(i))) return true;
  return false;
}

/** A capitalised word the lexicon does not know as an ordinary word: a name it has not heard of, more often than not. */
function unknownNameWord(w: string): boolean {
  const lower = w.toLowerCase();
  return w.length >= 2 && !knownWord(lower) && !(LEX?.proper?.has(lower) ?? false) && !compoundOfWords(lower) && !isNotName(w) && !(lower.length >= 5 && (ORDINARY_ENDING.test(lower) || ENGLISH_SUFFIX.test(lower))) && !(lower.length >= 6 && FOREIGN_NOUN_ENDING.test(lower)) && !/\p{Lu}{2}/u.test(w);
}

/**
 * Noun endings of the languages the ordinary-word lexicon (English) does not hold. German capitalises every noun, so its
 * nouns stand where names stand ("Stadtwerke München", "Rückzahlung Konzertkarten", "Änderung Bankverbindung"), and a
 * letter outside ASCII, which a word no list knows needs to pass as a name, is as common in them as in names. These
 * endings make abstract and compound nouns (German -ung, -heit, -keit, -schaft, -werk(e), -karte(n), -adresse, -ität;
 * Spanish, Portuguese, Italian and French -ción, -ção, -sión, -dad(e), -tà, -ité, -encia/-ência, -ancia/-ância, -miento,
 * -mento, -aje, -agem) and name almost no one (a given name made of such a noun, "Soledad", "Trinidad", is a listed one).
 */
const FOREIGN_NOUN_ENDING = /(?:[^aeiouy]ung|ungen|heit|keit|schaften?|werke?|karten?|adressen?|ität|ción|ciones|ção|ções|sión|dad|dades|dade|tà|ité|ência|ância|encia|ancia|miento|mento|aje|agem)$/u;

/**
 * Each rule's gate and cue gate, when written as a plain alternation of literals, becomes a word list looked up in
 * the one scan of name-gates.ts (an exact replacement: the regex is not run); other gates stay regexes.
 */
interface Gates {
  gateWords?: string[];
  cueWords?: string[];
  words?: string[];
  /** Words the rule's pattern, or a gate that stays a regex, cannot match without (name-gates.ts): a necessary test before the regex. */
  needs?: string[][];
}
const GATES = new Map<Rule, Gates>();
/**
 * Every tail rule but full-name in one sticky regex: most name candidates (capitalised words in prose and docs) are
 * followed by none of the cues, and one test at the candidate's end says so instead of one test per rule. When it
 * matches, the rules are tried one by one in their order, as before.
 */
const ANY_CUE_TAIL = new RegExp(RULES.filter((r) => r.re.sticky && !r.re.hasIndices && r.name !== "full-name").map((r) => `(?:${r.re.source})`).join("|"), "yv");
for (const r of RULES) {
  const g: Gates = {};
  const gl = r.gate && literalAlternatives(r.gate);
  if (gl) g.gateWords = gateWords(gl);
  const cl = r.cueGate && literalAlternatives(r.cueGate);
  if (cl) g.cueWords = gateWords(cl);
  if (r.words) g.words = gateWords(r.words);
  const needs = [r.re, gl ? undefined : r.gate, cl ? undefined : r.cueGate, r.rawGate].flatMap((re) => {
    const w = re && necessaryWords(re);
    return w ? [gateWords(w)] : [];
  });
  if (needs.length) g.needs = needs;
  GATES.set(r, g);
}

export function findPersonNames(text: string, knownNames: string[] = [], contextual = true): Finding[] {
  const out: Finding[] = [];
  if (contextual) {
    const lower = text.toLowerCase();
    const lineStarts = [0];
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lineStarts.push(i + 1);
    transcript = speakerLines(text, lineStarts) >= 3;
    const wide = WIDE_CHAR.test(lower);
    const present = presentGateWords(text);
    const gatesPass = (r: Rule): boolean => {
      const gw = GATES.get(r)!;
      return (
        (!r.wide || wide) &&
        (!gw.words || anyPresent(gw.words, present)) &&
        (!gw.needs || gw.needs.every((n) => anyPresent(n, present))) &&
        (!r.cueGate || (gw.cueWords ? anyPresent(gw.cueWords, present) : testAnywhere(r.cueGate, lower))) &&
        (!r.gate || (gw.gateWords ? anyPresent(gw.gateWords, present) : testAnywhere(r.gate, lower))) &&
        (!r.rawGate || testAnywhere(r.rawGate, text))
      );
    };
    const tails = RULES.filter((r) => r.re.sticky && !r.re.hasIndices && gatesPass(r));
    for (const m of execWhereFirst(NAME_CANDIDATE, NAME_FIRST_CHAR, text)) {
      // Try the candidate and its shorter endings ("Thanks Dana Kim <…>" → "Dana Kim").
      let offset = 0;
      let candidate = m[0];
      // Every tail starts with a space, a tab or an apostrophe; a lone word followed by anything else has none.
      const after = text[m.index + m[0].length];
      if (!m[0].includes(" ") && after !== " " && after !== "\t" && after !== "'" && after !== "’" && !(after && after > "\u3000" && isCjk(m[0]))) continue;
      for (let k = 0; k < 3 && candidate; k++) {
        const end = m.index + offset + candidate.length;
        // "Laan van Meerdervoort 52, Den Haag", "… Road, Bengaluru 560025": a city, not a person.
        setPosition(text, m.index + offset, end);
        ANY_CUE_TAIL.lastIndex = end;
        const anyCue = ANY_CUE_TAIL.test(text);
        for (const rule of tails) {
          if (!anyCue && rule.name !== "full-name") continue;
          if (rule.minWords && words(candidate).length < rule.minWords) continue;
          rule.re.lastIndex = end;
          if (!rule.re.test(text)) continue;
          const value = acceptName(candidate, rule);
          if (value && value.length === candidate.length) {
            const title = HONORIFIC_PREFIX.exec(candidate)?.[0].length ?? 0; // "Dr. [PERSON_1]": the title stays
            out.push({ type: "person_name", start: m.index + offset + title, end, detector: `name:${rule.name}`, confidence: rule.confidence });
            break; // later rules could only add the same span, which the engine drops (the first one wins)
          }
        }
        const sp = candidate.search(/[ \t]/);
        const head = candidate.slice(0, sp);
        // "Redis Cluster said": not "Cluster"; but "Visiting Ahmad Karimi": a verb or an ordinary word is not part of the name.
        if (sp === -1 || !(DROPPABLE.has(head) || knownWord(head) || (head.length >= 6 && ORDINARY_ENDING.test(head.toLowerCase())))) break;
        const next = candidate.slice(sp).replace(/^[ \t]+/, "");
        offset += candidate.length - next.length;
        candidate = next;
      }
    }
    for (const rule of RULES) {
      if ((rule.re.sticky && !rule.re.hasIndices) || !gatesPass(rule)) continue;
      const found = rule.re.sticky ? atLineStarts(rule.re, text, lineStarts) : rule.anchor ? anchoredExec(rule.re, rule.anchor, text, rule.first) : execAll(rule.re, text);
      const matches = rule.minMatches ? [...found] : found;
      if (rule.minMatches && (matches as RegExpExecArray[]).length < rule.minMatches) continue;
      for (const m of matches) {
        const group = m.groups?.name ?? m.groups?.name2; // name2: a rule's second alternative
        if (!group) continue;
        // A pair's other side must read as a name too ("Amber → Red" is a status changing, "Marcus ↔ Ravi" two people).
        if (m.groups?.other !== undefined && !pairedName(m.groups.other)) continue;
        matchText = m[0];
        const groupStart = (m.indices!.groups!.name ?? m.indices!.groups!.name2)![0];
        const lead = text.slice(Math.max(0, groupStart - 8), groupStart);
        lineStart = groupStart === 0 || /\n[ \t]*$/.test(lead);
        clauseStart = /(?:^|[,;:(—–.!?]|[^\p{L}\p{N}\s])[ \t]+$/u.test(lead);
        if (rule.line && !rule.line.test(text.slice(text.lastIndexOf("\n", groupStart) + 1, groupStart))) continue;
        if (rule.notLine && rule.notLine.test(text.slice(text.lastIndexOf("\n", groupStart - 1) + 1, groupStart))) continue;
        const parts = rule.list ? splitList(group) : [{ text: group, offset: 0 }];
        const accepted: Array<{ start: number; end: number }> = [];
        for (const part of parts) {
          // A script without letter case cannot tell a second name from the sentence after a comma ("שלום נועה, הקובץ מצורף").
          if (part !== parts[0] && isCjk(part.text)) continue;
          // "Organizer: Camille Girard; Required: Tomasz Wójcik": a later list item followed by a colon is the next label (the
          // first is the name the cue reads: "Hola Lucía:" opens a Spanish letter).
          // (Not the given half of a speaker's "Surname, Given:" that a joining rule reads as one name.)
          if (rule.list && part !== parts[0] && !(rule.joinParts && parts.length === 2) && /^[ \t]*:/.test(text.slice(groupStart + part.offset + part.text.length, groupStart + part.offset + part.text.length + 3))) continue;
          setPosition(text, groupStart + part.offset, groupStart + part.offset + part.text.length);
          const value = acceptName(part.text, rule);
          if (!value) continue;
          const start = groupStart + part.offset;
          accepted.push({ start, end: start + value.length });
        }
        if (rule.allParts && accepted.length < parts.length) continue;
        if (rule.joinParts && accepted.length === 2 && parts.length === 2 && /^,[ \t]*$/.test(text.slice(accepted[0]!.end, accepted[1]!.start))) {
          accepted.splice(0, 2, { start: accepted[0]!.start, end: accepted[1]!.end }); // "Nguyen, Thi Lan"
        }
        for (const a of accepted) out.push({ type: "person_name", start: a.start, end: a.end, detector: `name:${rule.name}`, confidence: rule.confidence });
      }
    }
    if (text.includes("(")) siblingsInParentheses(text, out);
    if (text.includes(",")) surnameCommaGiven(text, out);
    if (text.includes("(")) parenthesisedRoster(text, out);
    if (text.includes("@")) {
      for (const m of execAll(MENTION, text)) {
        const handle = m.groups!.handle!;
        const head = handle.split(/[._-]/)[0]!.toLowerCase();
        // "@dev.patel": a team-like first part is still a person's handle when another part is a listed name.
        const namedPart = /[._-]/.test(handle) && handle.split(/[._-]/).slice(1).some((p) => knownFirst(p, true) || knownLast(p));
        // "curl -d @payload.json", "--data-binary @body.xml": a file, not a person.
        if (/\.(?:json|xml|txt|csv|ya?ml|bin|gz|zip|tar|png|jpe?g|pdf|html?|env|ini|conf|log|sql|js|ts|py|sh)$/i.test(handle)) continue;
        // "LIKE '%@fernhill.dev'", "@acme.co.uk": a mail domain after its "@", not a handle.
        if (/\.(?:com|org|net|io|dev|app|ai|co|cloud|tech|info|biz|[a-z]{2}\.[a-z]{2}|de|fr|nl|es|it|pl|se|no|dk|fi|ch|at|be|uk|us|ca|au|nz|jp|cn|in|br|mx|ru|ua|tr|za|ng|ke)$/i.test(handle) && !/^[A-Z]/.test(handle)) continue;
        if (NOT_HANDLES.has(handle.toLowerCase()) || ((NOT_HANDLES.has(head) || NOT_NAME_LOWER.has(head)) && !namedPart) || handle.length < 3) continue;
        if (/^\p{Lu}/u.test(handle) && !knownFirst(handle, false) && !/[._-]/.test(handle)) continue; // @Override, @Component: decorators
        out.push({ type: "person_name", start: m.index + 1, end: m.index + 1 + handle.length, detector: "name:mention", confidence: 0.8 });
      }
    }
  }
  // Alice and Bob in one text are the cryptographers' placeholders (with Carol, Dave, Eve, Mallory, Trent …), not people.
  if (out.length && /\bAlice\b/.test(text) && /\bBob\b/.test(text)) {
    for (let i = out.length - 1; i >= 0; i--) if (CRYPTO_CAST.has(text.slice(out[i]!.start, out[i]!.end))) out.splice(i, 1);
  }
  // "Jarvis (the deploy bot)", "merge-queue[bot]": a name-like word described as a bot is not a person.
  if (out.length && /bot\b|\[bot\]/i.test(text)) {
    const bots = new Set<string>();
    for (let i = out.length - 1; i >= 0; i--) {
      const f = out[i]!;
      if (/^(?:\[bot\]|-bot\b|[ \t]*\((?:the |our |a |an )?[\w -]{0,24}\bbot\))/i.test(text.slice(f.end, f.end + 32))) {
        bots.add(text.slice(f.start, f.end).toLowerCase());
        out.splice(i, 1);
      }
    }
    // … and so is the same word elsewhere in the text ("Jarvis (the deploy bot) … @jarvis deploy api").
    if (bots.size) for (let i = out.length - 1; i >= 0; i--) if (bots.has(text.slice(out[i]!.start, out[i]!.end).toLowerCase())) out.splice(i, 1);
  }
  // "John Smith in the screenshot is our demo account", "sample customer: Maria Garcia": a line that calls its
  // person a demo, sample, test or fake account or record is showing a placeholder, not a person.
  if (out.length && DEMO_LINE.test(text)) {
    for (let i = out.length - 1; i >= 0; i--) {
      const f = out[i]!;
      const lineStart = text.lastIndexOf("\n", f.start) + 1;
      const lineEnd = text.indexOf("\n", f.end);
      if (DEMO_LINE.test(text.slice(lineStart, lineEnd === -1 ? text.length : lineEnd)) && f.detector !== "name:known") out.splice(i, 1);
    }
  }
  for (const known of knownNames) {
    const trimmed = known.trim();
    if (!trimmed) continue;
    for (const start of wholeWordOccurrences(text, trimmed)) {
      out.push({ type: "person_name", start, end: start + trimmed.length, detector: "name:known", confidence: 1 });
    }
  }
  return out;
}

const LIST_SEP_RE = new RegExp(LIST_SEP, "gu");
const DEMO_LINE = /\b(?:demo|sample|dummy|fake|fictional|test|example)[ \t-]+(?:account|user|customer|persona|record|profile|data|contact)s?\b/i;

/** "Lunch order: Kai (veggie), Zanele (no nuts), Ömer (halal)": items of one list, each a word and a note in parentheses. */
const ROSTER_ITEM = new RegExp(`(?:^|[:,;][ \\t]*)(${NAME_WORD})[ \\t]+\\([^()\\n]{1,30}\\)(?=[ \\t]*(?:[,;.]|$))`, "gmu");
function parenthesisedRoster(text: string, out: Finding[]): void {
  const byLine = new Map<number, Array<{ word: string; start: number }>>();
  for (const m of execAll(ROSTER_ITEM, text)) {
    const start = m.index + m[0].indexOf(m[1]!);
    const line = text.lastIndexOf("\n", start);
    const items = byLine.get(line) ?? [];
    items.push({ word: m[1]!, start });
    byLine.set(line, items);
  }
  // Three or more such items, one of them a name the lexicon knows: the others are people too, unless ordinary words.
  for (const items of byLine.values()) {
    if (items.length < 3 || !items.some((i) => knownFirst(i.word, true))) continue;
    for (const i of items) if (!knownWord(i.word) && !isNotName(i.word) && !(LEX?.proper?.has(i.word.toLowerCase()) ?? false)) out.push({ type: "person_name", start: i.start, end: i.start + i.word.length, detector: "name:parenthesised-roster", confidence: 0.7 });
  }
}

/** "O'Sullivan, Ciarán", 'Van der Berg, Annelies': a quoted value in directory order, surname first. */
const SURNAME_COMMA_GIVEN = new RegExp(`["']((?:${PARTICLE}|Van der |Van den |Van |Von |De la |De |Del |Da |Di |Du |Mac |Mc )?${NAME_WORD}(?:[ \\t]+${PARTICLE}?${NAME_WORD})?),[ \\t]*(${NAME_WORD}(?:[ \\t]+${NAME_WORD})?)(?=["'])`, "gu");
/** Tried only just before each ", Capital" (the quote opens at most 45 characters before it). */
const SURNAME_COMMA_ANCHOR = { re: /,[ \t]*\p{Lu}/gu, back: 45 };
function surnameCommaGiven(text: string, out: Finding[]): void {
  for (const m of anchoredExec(SURNAME_COMMA_GIVEN, SURNAME_COMMA_ANCHOR, text)) {
    const surname = words(m[1]!).filter((w) => !/^\p{Ll}/u.test(w) && !PARTICLE_WORD.test(w.toLowerCase()) && !/^(?:mac|mc)$/i.test(w));
    const given = words(m[2]!);
    // The given part must be a name the lexicon knows, the surname part no ordinary word: "Smith, Anna", not "Berlin, Germany".
    if (!knownFirst(given[0]!, true) || surname.some((w) => knownWord(w) || isNotName(w)) || (LEX?.places.has(fold(m[1]!)) ?? false)) continue;
    out.push({ type: "person_name", start: m.index + 1, end: m.index + m[0].length, detector: "name:surname-comma-given", confidence: 0.8 }); // after the opening quote
  }
}

const PAREN_WORD = new RegExp(`\\((${NAME_WORD})\\)`, "gu");

/**
 * "MBP-14 … (Ines), ThinkPad X1 … (Kemal)": in a line that already names a known first name in
 * parentheses, the other parenthesised capitalised words that are not ordinary words are names too.
 */
function siblingsInParentheses(text: string, out: Finding[]): void {
  const byLine = new Map<number, Array<{ word: string; start: number }>>();
  for (const m of execAll(PAREN_WORD, text)) {
    const line = text.lastIndexOf("\n", m.index);
    let hits = byLine.get(line);
    if (!hits) byLine.set(line, (hits = []));
    hits.push({ word: m[1]!, start: m.index + 1 });
  }
  for (const hits of byLine.values()) {
    if (hits.length < 2 || !hits.some((h) => knownFirst(h.word, true))) continue;
    for (const h of hits) {
      if (isNotName(h.word) || !cuedName([h.word])) continue;
      out.push({ type: "person_name", start: h.start, end: h.start + h.word.length, detector: "name:parenthesised-sibling", confidence: 0.7 });
    }
  }
}

/**
 * "Speaker: …" at a line's start ("[10:32] Dana: …", "Ana Horvat: …"): no "\n" inside, so one line holds at most one.
 * A turn says something: two lower-case words in a row follow the colon on the line ("Dana: can you…", "Kofi: ok so the
 * build…"). A record's or a report's fields hold values ("Path: /Users/…", "Identifier: io.lumen.game", "Passenger:
 * SHRESTHA/BIKASH MR", "Detector Type: Slack"), and three of them do not make the text a conversation (round 16).
 */
const SPEAKER_LINE = /(?:\[[^\]\n]{1,30}\][ \t]*)?\p{L}[\p{L}\p{M}-]{1,20}(?: \p{Lu}\p{Ll}+)?: [^\n]{0,80}?(?<![\p{L}\p{M}])[\p{Ll}\p{Lo}][\p{Ll}\p{M}'’]*[ \t,]+[\p{Ll}\p{Lo}]/uy;

/**
 * How many lines open with a speaker, up to three (all `transcript` asks): tried once per line start, the count a
 * global scan of the same pattern behind "(?:^|\n)" gives (a match never crosses a line, so each counts one line),
 * without trying the pattern at every position of the text.
 */
export function speakerLines(text: string, starts: readonly number[]): number {
  let n = 0;
  for (const s of starts) {
    SPEAKER_LINE.lastIndex = s;
    if (SPEAKER_LINE.test(text) && ++n === 3) break;
  }
  return n;
}

function* atLineStarts(re: RegExp, text: string, starts: number[]): Generator<RegExpExecArray> {
  for (const s of starts) {
    re.lastIndex = s;
    const m = re.exec(text);
    if (m) yield m;
  }
}

function splitList(group: string): Array<{ text: string; offset: number }> {
  const out: Array<{ text: string; offset: number }> = [];
  let last = 0;
  for (const m of execAll(LIST_SEP_RE, group)) {
    out.push({ text: group.slice(last, m.index), offset: last });
    last = m.index + m[0].length;
  }
  out.push({ text: group.slice(last), offset: last });
  return out.filter((p) => p.text.length > 0);
}

/** The first word of an accepted multi-word name, when it is a first name: "Dana Kim … thanks Dana". */
export function firstNameOf(name: string): string | undefined {
  const ws = words(name).filter((w) => !HONORIFIC_WORD.test(w));
  if (ws.length < 2) return undefined;
  const first = ws[0]!;
  return first.length >= 3 && (knownFirst(first, true) || !LEX || (!knownWord(first) && !ORDINARY_ENDING.test(first))) && !isNotName(first) ? first : undefined;
}

/** The lexicon's evidence about one word, for name-score.ts (which weighs it with the word's context). */
export const nameEvidence = {
  hasLexicon: (): boolean => LEX !== undefined,
  knownFirst,
  knownLast,
  knownWord,
  isNotName: (w: string): boolean => isNotName(w),
  unknownNameWord,
  givenWord,
  hyphenSyllables: (w: string): boolean => /^\p{Lu}\p{Ll}+-\p{Ll}+$/u.test(w) && lowerHyphenPartOk(w),
  isPlace: (v: string): boolean => LEX?.places.has(fold(v)) === true || LEX?.placeLike?.has(fold(v)) === true || syllablePlace(v),
  isProper: (w: string): boolean => LEX?.proper?.has(w.toLowerCase()) === true,
  isPlaceholderName: (v: string): boolean => PLACEHOLDER_NAMES.has(fold(v)) || CRYPTO_CAST.has(v),
  /** knownFirst(w, true) for a word already in lower case, without splitting or folding an ASCII word (the lower-case scan asks it of most prose words). */
  listedGivenLower: (w: string): boolean => LEX !== undefined && (LEX.first.has(w) || (NON_ASCII.test(w) && knownFirst(w, true))),
  greetingWord: (w: string): boolean => GREETING_NOT_NAMES.has(w.charAt(0).toUpperCase() + w.slice(1).toLowerCase()),
  broadOnly: (w: string): boolean => LEX?.broadOnly?.has(w.toLowerCase()) === true,
  /** A surname a curated list holds (compromise, world-names*.ts), not only faker's broad one. */
  curatedLast: (w: string): boolean => LEX !== undefined && LEX.last.has(w.toLowerCase()) && LEX.broadOnlyLast?.has(w.toLowerCase()) !== true,
  curatedNotName,
  productLike: (w: string): boolean => PRODUCT_ENDING.test(w.toLowerCase()) && !knownFirst(w, false) && !knownLast(w),
};
