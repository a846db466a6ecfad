// Issue 14's round 4 (branch privforms4): forms written from the space of real formats, not from corpus lines.
// Each block is one form as tools and people write it; inputs are written for these tests (fresh keys, never used).
import { describe, expect, it } from "vitest";
import { detect } from "../src/privacy/index.ts";
import { types, found, covers, none } from "./privacy-spans.ts";

const EC = [
  "-----BEGIN EC PRIVATE KEY-----",
  "MHcCAQEEIHwifE1227+W137lLLHf8VVvZtviiwLeNRij3253rFGtoAoGCCqGSM49",
  "AwEHoUQDQgAEMYmd8JkfOq584S+Wg665FgbzVi6GXgwu+xJSrSmLqC3OKixgdzmi",
  "xotr28H4lnNHgPSYsQGkxwWhAIoOyZAhpg==",
  "-----END EC PRIVATE KEY-----",
];
const ED_BODY = "MC4CAQAwBQYDK2VwBCIEIFlfwMQGMbvO5lb/4pWTRYtq5T3BSjVMxvki4RIHhUwU";
const SPKI = "MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQD/Vf8UEgEFFAXw4m0H2J6W6mC3HMVi/CS772aC+WnI4KhnaIIBIILq4JXSh+pYhnY6igntT2PLwFG+X37TinhpxA2U";

describe("private keys in every form a key is pasted in", () => {
  it("reads an encrypted PEM whole: Proc-Type and DEK-Info headers, then the body", () => {
    const key = `-----BEGIN RSA PRIVATE KEY-----\nProc-Type: 4,ENCRYPTED\nDEK-Info: AES-128-CBC,3558EBF19F1A2C22B31B800693F869A2\n\n${EC[1]}\n${EC[2]}\n-----END RSA PRIVATE KEY-----`;
    found(`the key:\n${key}\nthanks`, "private_key", key);
    const escaped = key.replace(/\n/g, "\\n");
    found(`{"tls_key": "${escaped}"}`, "private_key", escaped);
  });

  it("reads a key quoted line by line in code: Java concatenation, a JS array of lines", () => {
    const java = `"${EC[0]}\\n" +\n    "${EC[1]}\\n" +\n    "${EC[2]}\\n" +\n    "${EC[3]}\\n" +\n    "${EC[4]}`;
    found(`String pem =\n    ${java}\\n";`, "private_key", java.slice(1));
    const js = EC.join("',\n  '");
    found(`const lines = [\n  '${js}',\n].join('\\n');`, "private_key", js);
  });

  it("reads a key whose newlines became spaces, and base64 of a PEM wrapped as `base64` prints it", () => {
    const flat = EC.join(" ");
    found(`SSH_KEY looks like this after the form: ${flat}`, "private_key", flat);
    const b64 = btoa(EC.join("\n") + "\n").match(/.{1,76}/g)!.join("\n");
    found(`$ cat key.pem | base64\n${b64}`, "private_key", b64);
  });

  it("reads a DER body without its armour by its ASN.1 structure, and leaves public keys", () => {
    found(`ED25519_SK=${ED_BODY}`, "private_key", ED_BODY);
    const wrapped = EC.slice(1, 4).join("\n    ");
    found(`signer:\n  key: >-\n    ${wrapped}`, "private_key", wrapped);
    none(`pin: ${SPKI}`, "private_key");
  });

  it("reads a JWK's private members and .NET's RSAKeyValue, not the public ones", () => {
    const d = "-I3KhE2fNohTn_i3oYnheua3G3h0JIFdhrTMgKb0hsw";
    const x = "GYuCD1-DI8c-TqoyZlRH9GQjv7U67Y_rLil9JmcFfUc";
    found(`{"kty":"EC","crv":"P-256","x":"${x}","d":"${d}"}`, "private_key", d);
    none(`{"keys":[{"kty":"EC","crv":"P-256","x":"${x}","use":"sig"}]}`, "private_key");
    const p = "4lJjBo6utMk8mF5p9PU9DLJcZh0aFs/HwfSRjbFyWeO=";
    found(`<RSAKeyValue><Modulus>${SPKI}</Modulus><Exponent>AQAB</Exponent><P>${p}</P></RSAKeyValue>`, "private_key", p);
  });

  it("covers a truncated key to the end of its base64, whatever marks the cut", () => {
    covers(`${EC.slice(0, 3).join("\n")}\n[snip]`, "private_key", EC.slice(0, 3).join("\n"));
    covers(`began ${EC[0]}\n${EC[1].slice(0, 30)}… and nobody rotated it`, "private_key", `${EC[0]}\n${EC[1].slice(0, 30)}`);
  });
});

describe("passwords where tools, files and languages put them", () => {
  it("reads user:password@host without a scheme and Oracle's user/password@db, not e-mail or paths", () => {
    found("proxy: ops:Fq2Zr7Nw4@proxy.corp.lan:3128", "password", "Fq2Zr7Nw4");
    found("sqlplus scott/Tg8Wq2Rz5@orcl19", "password", "Tg8Wq2Rz5");
    none("mail ana@corp.io about src/main.ts:42 and mailto:ops@corp.io", "password");
    none("time 12:30@ the office", "password");
  });

  it("reads positional and abbreviated forms: rabbitmqctl, wpa_passphrase, openssl -k, 'u: … p: …'", () => {
    found("rabbitmqctl add_user svc_orders Lb5Nc7Md2q", "password", "Lb5Nc7Md2q");
    found("wpa_passphrase OfficeNet Tz4Xu7Cv2b > wpa.conf", "password", "Tz4Xu7Cv2b");
    found("openssl enc -aes-256-cbc -in a -out b -k Vc6Xz9As4d", "password", "Vc6Xz9As4d");
    found("u: ops p: Hg7Fd2Sa5q", "password", "Hg7Fd2Sa5q");
  });

  it("reads 'pass X' in chat only when X looks generated", () => {
    found("[09:14] ravi: pass Kd5Ls4Ap3 for the staging admin", "password", "Kd5Ls4Ap3");
    none("did the build pass v2.3.1 checks? pass it along", "password");
  });

  it("reads the value before a Korean or Japanese particle, and Arabic, Hindi and Indonesian copulas", () => {
    found("비밀번호는 Vf3Gb4Hn5입니다", "password", "Vf3Gb4Hn5");
    found("パスワードはTm8Yn9Uh0です", "password", "Tm8Yn9Uh0");
    found("كلمة المرور هي Zy3Xw4Vu5", "password", "Zy3Xw4Vu5");
    found("पासवर्ड है Chk4@Rt9", "password", "Chk4@Rt9");
    found("kata sandinya Ua7Sb8Dc9", "password", "Ua7Sb8Dc9");
  });

  it("reads a quoted passphrase with spaces, not a sentence or a placeholder in quotes", () => {
    found('password = "correct horse battery staple"', "password", "correct horse battery staple");
    found("passphrase for the backup key: 'seven otters juggle 19 lamps'", "password", "seven otters juggle 19 lamps");
    none('password: "see the vault entry"', "password");
    none('password = "<your password here>"', "password");
  });

  it("reads hashes in credential files (htpasswd, shadow, Caddy basicauth), not an application's hash column", () => {
    found("# .htpasswd\nadmin:$apr1$3kR9x0aB$Zt8mQx1Vn2Lp7Wc4Hs6Df/", "password", "$apr1$3kR9x0aB$Zt8mQx1Vn2Lp7Wc4Hs6Df/");
    const bcrypt = "$2a$14$Zq1Xw2Ec3Rv4Tb5Yn6Um7uOiKLoPaSdFgHjKlZxCvBnMqWeRtYuI.";
    found(`basicauth /admin/* {\n  aino ${bcrypt}\n}`, "password", bcrypt);
    none(`password_hash = '${bcrypt}'`, "password");
    none("| report | *2470C0C06DEE42FD1618BB99005ADCA2EC9D1E19 |", "password");
  });

  it("reads Hebrew with its article glued, Thai's glued copula, Estonian and Malay words, and a password piped to sudo -S", () => {
    found("הסיסמה החדשה היא Yerush4layim#9 לסביבת הבדיקות", "password", "Yerush4layim#9");
    found("รหัสผ่านเซิร์ฟเวอร์ทดสอบคือ Chang-Noi_4471 นะครับ", "password", "Chang-Noi_4471");
    found("uus parool on Saaremaa-Tuul_2026, palun", "password", "Saaremaa-Tuul_2026");
    found("Kata laluan sementara: Merdeka-Putrajaya9", "password", "Merdeka-Putrajaya9");
    found("echo 'Retiro-Park_Madrid8' | sudo -S systemctl restart app", "password", "Retiro-Park_Madrid8");
  });

  it("reads a login pair after an adverb or a bare 'user', and Terraform's nested output value", () => {
    found("the wiki login still dilnoza.yusupova / Samarqand_2024! or did IT reset it?", "password", "Samarqand_2024!");
    found("IPMI: user ADMIN / Sisu-IPMI-4451, MAC on the sticker", "password", "Sisu-IPMI-4451");
    found('{"db_password":{"sensitive":false,"value":"Chimborazo_6263m!"}}', "password", "Chimborazo_6263m!");
  });
});

describe("street addresses by one grammar over a multilingual street-type lexicon", () => {
  it("reads type-first streets in Greek, Arabic, Cyrillic and Latin scripts, number after", () => {
    covers("στείλτε το στην Λεωφόρος Συγγρού 112, Αθήνα", "street_address", "Λεωφόρος Συγγρού 112");
    covers("شارع الملك فهد 4521، الرياض", "street_address", "شارع الملك فهد 4521");
    covers("ул. Тверская, д. 12, кв. 45, Москва", "street_address", "ул. Тверская, д. 12, кв. 45");
  });

  it("reads number-first streets with the type first (Arabic, French) or glued to the name (English)", () => {
    covers("العنوان: 15 شارع طلعت حرب، القاهرة", "street_address", "15 شارع طلعت حرب");
    covers("Unit 7, 22 Kingsway, Glen Waverley VIC 3150", "street_address", "Unit 7, 22 Kingsway");
  });

  it("reads Czech conscription numbers, Turkish doors, rural routes and South Asian house numbers", () => {
    covers("Vinohradská 1511/230, 100 00 Praha 10", "street_address", "Vinohradská 1511/230");
    covers("Bağdat Cd. No:214 D:6, Kadıköy/İstanbul", "street_address", "Bağdat Cd. No:214 D:6");
    covers("mail goes to RR 2 Box 118, Ames, IA 50010", "street_address", "RR 2 Box 118");
    covers("H.No. 8-2-293/82/A, Road No. 12, Banjara Hills", "street_address", "H.No. 8-2-293/82/A, Road No. 12");
    covers("Flat 302, Sai Krupa Apartments, 14th Cross Road, Near Ganesh Temple", "street_address", "Flat 302, Sai Krupa Apartments, 14th Cross Road");
  });

  it("leaves numbers beside words that are no street type, and a phone's last group before a street", () => {
    for (const text of ["upgrade to Windows 10/11 first", "send it via Slack 3 times", "synced to Google Drive 2 hours ago", "Boarding gate 12 closes", "Spring 2026 roadmap", "the Gateway 3 rollout", "Protection Ring 3"]) none(text, "street_address");
    const text = "Nordhost AB, +46 70 318 44 92, Storgatan 12, 111 51 Stockholm";
    expect(detect(text).some((f) => f.type === "street_address" && text.slice(f.start, f.end).includes("92")), JSON.stringify(types(text))).toBe(false);
  });
});

describe("phones in national formats behind a cue in the writer's language, and Twilio's magic numbers", () => {
  it("reads Brazilian, Korean, Spanish, Polish and Russian national numbers after a cue in their language", () => {
    found("me liga no (21) 99817-4420 se o deploy falhar", "phone", "(21) 99817-4420");
    found("핸드폰 010-2847-5519 으로 연락주세요", "phone", "010-2847-5519");
    found("llámame al 612 34 56 78 cuando llegues", "phone", "612 34 56 78");
    found("zadzwoń: 601 234 567", "phone", "601 234 567");
    found("позвони мне: 8 (916) 123-45-67", "phone", "8 (916) 123-45-67");
  });

  it("leaves the same digit runs without a cue, and Twilio's test numbers anywhere", () => {
    none("ticket 612 34 56 78 closed", "phone");
    const text = "Messages.json To=+1 (415) 555-0134 From=+15005550006";
    expect(types(text).filter(([t]) => t === "phone"), text).toEqual([["phone", "+1 (415) 555-0134"]]);
  });
});

describe("street addresses: units, numbers and scripts from half K's forms", () => {
  it("grows Korean building and room, Chinese building and room, Hebrew and Arabic floors and flats, Uzbek floors", () => {
    covers("서울특별시 마포구 월드컵북로 396, 101동 1203호", "street_address", "서울특별시 마포구 월드컵북로 396, 101동 1203호");
    covers("地址：上海市浦东新区世纪大道1568号 2号楼 1503室，电话", "street_address", "世纪大道1568号 2号楼 1503室");
    covers("הכתובת: רחוב הרצל 12, דירה 4, באר שבע", "street_address", "רחוב הרצל 12, דירה 4");
    covers("عنواني: ١٥ شارع التحرير، الدور الثالث، شقة ٧، الدقي", "street_address", "١٥ شارع التحرير، الدور الثالث، شقة ٧");
    covers("Manzil: Amir Temur ko'chasi 107B, 4-qavat, Toshkent", "street_address", "Amir Temur ko'chasi 107B, 4-qavat");
  });

  it("reads Baltic, Central Asian, Thai, Vietnamese and Indian forms, and heads of three parts", () => {
    covers("Lääne Mere OÜ · Narva mnt 7-12, 10117 Tallinn", "street_address", "Narva mnt 7-12");
    covers("Gedimino pr. 9-4, LT-01103 Vilnius", "street_address", "Gedimino pr. 9-4");
    covers("adrese mainījusies uz Brīvības iela 55-7, Rīga", "street_address", "Brīvības iela 55-7");
    covers("- Yerlan — мкр. Самал-2, д. 77, кв. 14, Алматы", "street_address", "мкр. Самал-2, д. 77, кв. 14");
    covers("ที่อยู่: เลขที่ 88/9 ถนนพระราม 4 แขวงคลองเตย", "street_address", "เลขที่ 88/9 ถนนพระราม 4");
    covers("HCMC: Tầng 9, 45 Lê Duẩn, Bến Nghé, Quận 1", "street_address", "Tầng 9, 45 Lê Duẩn");
    covers("- Dhruv — C-42, Sector 62, Noida 201309", "street_address", "C-42, Sector 62");
    covers("or to Room 1205, 12/F, Tower 2, 18 Harbour Road, Wan Chai", "street_address", "Room 1205, 12/F, Tower 2, 18 Harbour Road");
    covers("our office is now at House No. 14, Osu Badu Street, Airport West", "street_address", "House No. 14, Osu Badu Street");
    covers("x,No. 52/1 Galle Road,Colombo 03,00300,LK", "street_address", "No. 52/1 Galle Road");
    covers("Jl. Kemang Raya No. 8, RT 05/RW 02, Jakarta Selatan", "street_address", "Jl. Kemang Raya No. 8, RT 05/RW 02");
    covers("Prinsengracht 418-2hg, 1016 GV Amsterdam", "street_address", "Prinsengracht 418-2hg");
  });

  it("leaves a test data row's street", () => {
    none("0,Bill Test,qa@example.org,000-000-0000,Teststraße 1,Testhausen,00000,DE", "street_address");
  });
});

describe("generated credentials where nothing names them, by shape alone", () => {
  it("reads a JSON log's sid, a psql cell, a CSV cell and an unnamed query value", () => {
    found('{"msg":"session created","sid":"Qm7TzR4kLp9XwVb2Nc8JdHs5Fy3GaE6u","uid":4410}', "api_key", "Qm7TzR4kLp9XwVb2Nc8JdHs5Fy3GaE6u");
    found(" 311 | Vd2Xq8Lm4Rt7Yp1Kw9Zs3Nb6Hc5Jg0Fe | 2026-11-20", "api_key", "Vd2Xq8Lm4Rt7Yp1Kw9Zs3Nb6Hc5Jg0Fe");
    found("user_id,api_secret,plan\n1182,Z8mQ2kW6xN4pR0tV7yL3cJ9hB5fD1gSa,pro", "api_key", "Z8mQ2kW6xN4pR0tV7yL3cJ9hB5fD1gSa");
    found("GET /v1/export?uid=31&k=T3yH7uJ1kL5zX9cV2bN6mQ0wE4rP8aSd HTTP/1.1", "api_key", "T3yH7uJ1kL5zX9cV2bN6mQ0wE4rP8aSd");
  });

  it("leaves hashes, ids, identifiers, base64 of text, key ids, document ids in URLs and publishable keys", () => {
    for (const text of [
      '{"kid":"NjVBRjY5MDlCMUIwNzU4RTA2QzZFMDQ4QzQ2MDAyQjVDNjk1RTM2Qg","alg":"RS256"}',
      "commit 9f3c2a1e5b7d4f6a8c0e2b4d6f8a0c2e4b6d8f0a merged",
      "trace_id=4bf92f3577b34da6a3ce929d0e0e4736",
      "https://docs.google.com/spreadsheets/d/1BxiMVs0XRA5nFMdKvBdBZjgmUUqptlbs74OgvE2upms/edit",
      "data: eyJ1c2VyIjoiYW5hIiwicm9sZSI6ImFkbWluIiwidGVhbSI6ImNvcmUifQ",
      "interface Ai_Cf_Qwen_Qwen3_30B_A3B_Fp8_AsyncResponse {",
      "PUBLIC_STRIPE_KEY=pk_live_51HqLyjWDarjtT1zdp7dc0aBcDeFgHiJkLmN",
      "code_challenge: 'CUZX5qE8Wvye6kS_SasIsa8MMxacJftmWdsIA_iKp3I'",
    ]) none(text, "api_key");
  });
});

describe("look-alikes: versions, OIDs, certificate lines, documentation defaults, invoice numbers, platform senders", () => {
  it("leaves a small dotted quad after a software word and the SNMP prefix, and still reads hosts there", () => {
    none("Windows build 10.0.22631.4460 and agent 5.4.2.1 are not IPs", "ip");
    none("sysUpTime lives under 1.3.6.1", "ip");
    found("the agent at 81.2.69.160 stopped reporting", "ip", "81.2.69.160");
    found("agent 10.2.3.4 is down", "ip", "10.2.3.4");
  });

  it("leaves a certificate's base64 line, a documented default in a docs snippet, and a '+YYYY-' invoice number", () => {
    none("tls.crt: |-\n    -----BEGIN CERTIFICATE-----\n    MIIC+zCCAeOgAwIBAgIJAKz8m1Q2Yb7fMA0GCSqGSIb3DQEBCwUAMBQxEjAQBgNV\n    -----END CERTIFICATE-----\nsecret token rotation", "api_key");
    none("curl https://api.example.com/login -d 'user=demo&password=hunter2'   # docs snippet", "password");
    none("things that are not phones: invoice +2026-1126-0042, ISBN 978-3-16-148410-0", "phone");
  });

  it("leaves the platforms' notification senders and keeps a firm's own", () => {
    none("Notifications come from notifications@github.com", "email");
    found("Notifications come from notifications@kettlebrook.io", "email", "notifications@kettlebrook.io");
  });
});

describe("half K's other forms: Discord bot tokens, phones after a '+', ids in table rows, a truncated key's ' ...'", () => {
  it("reads them", () => {
    const discord = "MTE4NzQ2OTI1MzQ4MTIzNDU2Nw.GhT2aQ.cWL6XJDFMtw6DJ0kbF1kexYNfVod39Xo";
    found(`token for the discord staging server is ${discord} — pls`, "api_key", discord);
    found("Makati City 1226 · +63 917 482 1103", "phone", "+63 917 482 1103");
    found('"Tremblay, Olivier",,,176 918 662', "national_id", "176 918 662");
    found("| 32 | Hana Novák      | 962789604         | +31 6 4182 2290 |", "national_id", "962789604");
    covers("# truncated\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW ...", "private_key", "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW ...");
  });

  it("leaves dotted names and a table's plain numbers", () => {
    none("Microsoft.Extensions.Logging.Abstractions.ILogger", "api_key");
    none("| 32 | build-runner | 962789604 | queued |", "national_id");
  });
});

describe("passwords in protocol transcripts, typed declarations and more tools", () => {
  it("reads IMAP LOGIN, Redis AUTH/requirepass/masterauth, typed declarations, ssh-keygen -N, sudo -S <<<, psk= and mc alias", () => {
    found("a1 LOGIN ops@shop.lan Wq3Er8Ty5u", "password", "Wq3Er8Ty5u");
    found("redis> AUTH Pl0Ok8Ij6u", "password", "Pl0Ok8Ij6u");
    found("requirepass Mn3Bv6Cx9z", "password", "Mn3Bv6Cx9z");
    found("masterauth Qa1Ws4Ed7r", "password", "Qa1Ws4Ed7r");
    found('val password: String = "Tm6Yn3Uj8k"', "password", "Tm6Yn3Uj8k");
    found("ssh-keygen -t ed25519 -N 'Kl8Jh5Gf2d' -f deploy_key", "password", "Kl8Jh5Gf2d");
    found('sudo -S <<< "Vc3Xz6As9d" apt-get update', "password", "Vc3Xz6As9d");
    found('network={\n  ssid="Office"\n  psk="Pz5Ox8Ic1v"\n}', "password", "Pz5Ox8Ic1v");
    found("curl -x proxy.shop.lan:3128 --proxy-user ops:Ed5Rf8Tg2y https://api.shop.lan", "password", "Ed5Rf8Tg2y");
    found("mc alias set prod https://s3.shop.lan ops Xs1Cd4Vf7b", "password", "Xs1Cd4Vf7b");
  });

  it("leaves the same words without a value", () => {
    none("the server answered AUTH required, then closed", "password");
    none("ssh-keygen -t ed25519 -N '' -f deploy_key", "password");
  });
});

describe("street addresses, second checklist: forms written after the first round's changes", () => {
  it("reads Quito's numbers and corners, block-and-lot estates, Persian pelak, Korean lots, HK ground floors, Glasgow flats", () => {
    covers("Quito office: Av. Amazonas N34-451 y Av. Atahualpa", "street_address", "Av. Amazonas N34-451 y Av. Atahualpa");
    covers("Blk 5 Lot 12 Phase 2, Camella Homes", "street_address", "Blk 5 Lot 12 Phase 2");
    covers("Plot 5, Block 12, Lekki Phase 1, Lagos", "street_address", "Plot 5, Block 12, Lekki Phase 1");
    covers("House 45-B, Street 7, F-8/3, Islamabad", "street_address", "House 45-B, Street 7, F-8/3");
    covers("تهران، خیابان ولیعصر، پلاک ۱۲", "street_address", "خیابان ولیعصر، پلاک ۱۲");
    covers("서울 강남구 역삼동 737-32", "street_address", "역삼동 737-32");
    covers("北京市朝阳区建国路88号SOHO现代城A座1201", "street_address", "建国路88号SOHO现代城A座1201");
    covers("G/F, 12 Hollywood Road, Central", "street_address", "G/F, 12 Hollywood Road");
    covers("123 Nguyễn Văn Linh, P. Tân Phong, Q.7", "street_address", "123 Nguyễn Văn Linh, P. Tân Phong");
    covers("Av. da Liberdade, 110 - 2.º, 1250-146 Lisboa", "street_address", "Av. da Liberdade, 110 - 2.º");
    covers("Apartment 4, The Maltings, Bow Street, Dublin 7", "street_address", "Apartment 4, The Maltings, Bow Street");
    covers("Flat 2/1, 14 Byres Road, Glasgow G11 5JY", "street_address", "Flat 2/1, 14 Byres Road");
    covers("4;Luis Ortega;Calle Mayor 7, 2º izq.;28013;Madrid", "street_address", "Calle Mayor 7, 2º izq.");
  });

  it("leaves product and section numbers", () => {
    none("Route 53 records for the new zone", "street_address");
    none("see Section 3.2 of the spec; Block 4 of the disk", "street_address");
  });
});

describe("street addresses from half L's forms: vCards, Persian alleys, units in more languages", () => {
  it("reads a vCard's street component, a Persian street with alleys and its pelak, and units after a comma", () => {
    covers("BEGIN:VCARD\nFN:Shamima Akter\nADR:;;House 12, Road 7, Block C, Banani;Dhaka;;1213;Bangladesh\nEND:VCARD", "street_address", "House 12, Road 7, Block C, Banani");
    covers("گیرنده: مریم احمدی، تهران، خیابان شریعتی، کوچه گلستان، پلاک ۱۲، واحد ۴", "street_address", "خیابان شریعتی، کوچه گلستان، پلاک ۱۲، واحد ۴");
    covers("Mashtots Ave 44, office 12, Yerevan 0009", "street_address", "Mashtots Ave 44, office 12");
    covers("DELIVER TO: Lusine Hakobyan, Tumanyan St. 5, bldg 2, apt 17, Yerevan", "street_address", "Tumanyan St. 5, bldg 2, apt 17");
    covers("Rural: Ewan MacDonald, RR 1, Site 4, Box 12, Antigonish NS", "street_address", "RR 1, Site 4, Box 12");
    covers("Entregar a: Celso Mabunda, Av. Julius Nyerere, 1230, R/C, Maputo", "street_address", "Av. Julius Nyerere, 1230, R/C");
    covers("Iker Agirre, Nagusia kalea 14, 3. ezk., 20003 Donostia", "street_address", "Nagusia kalea 14, 3. ezk.");
  });
});
