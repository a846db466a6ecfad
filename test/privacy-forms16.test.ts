// Issue 14's non-name round 16 (branch privforms16), in workerd: passwords handed over in chat prose in more languages and
// in more tools' own syntax, streets in XML address elements, in Vietnamese with no type word, with the type word before
// the name, in Devanagari and Bengali chains, and with a unit the name readers took; phones under E.164 keys and more
// contact words. Each beside a value of the same shape that is not one. Inputs are written for these tests, not taken
// from the corpus.
import { describe, expect, it } from "vitest";
import { covers, found, none } from "./privacy-spans.ts";
import { growAddressReadings } from "../src/privacy/address-units.ts";

describe("passwords in chat prose (password-prose.ts)", () => {
  it("reads the word, whose password it is and the copula in several languages", () => {
    covers("mdp du compte démo = Xq7LtR2wPz / user test", "password", "Xq7LtR2wPz");
    covers("ny kode til wifi er Havørn2031!", "password", "Havørn2031!");
    covers("Eka, პაროლი არის Kazbegi_5047 — გიო", "password", "Kazbegi_5047");
    covers("the garage door code is Quokka7731, thanks", "password", "Quokka7731");
  });

  it("reads a value with no copula before it when it looks generated (Turkish, Korean, Russian order)", () => {
    covers("Yeni sunucu şifresi Efes-Antik2049! olarak ayarlandı", "password", "Efes-Antik2049!");
    covers("공유기 비번 Namsan#2044 로 바꿨어요", "password", "Namsan#2044");
    covers("ребята, пароль от роутера Ural-Tagil-58k, не светите", "password", "Ural-Tagil-58k");
  });

  it("leaves talk about passwords, hashes and keys that only contain the word", () => {
    none("le mot de passe est dans le coffre-fort", "password");
    none("пароль стандартный, спроси у админа", "password");
    none("the password hash is 5e884898da28047151d0e56f8dc6292773603d0d", "password");
    none("auth failed result=bad_password attempts=3", "password");
    none("the door code is in the onboarding doc", "password");
    // A copula only after its own language's word: Finnish "on" and Polish "to" are English prepositions.
    none("password rotation done on web-prod-04 and db-stg-02 tonight", "password");
  });
});

describe("passwords in tools' own syntax (password-forms.ts, detectors.ts)", () => {
  it("reads cloud-init's chpasswd list, leaving RANDOM", () => {
    const cfg = "#cloud-config\nchpasswd:\n  list: |\n    deploy:Tq4mZ8vLw2Rs\n    ops:RANDOM\n  expire: false";
    covers(cfg, "password", "Tq4mZ8vLw2Rs");
    none(cfg.replace("Tq4mZ8vLw2Rs", "RANDOM"), "password");
  });

  it("reads netsh's Key Content and signtool's /p, not signtool without it", () => {
    covers("Security settings\n    Key Content            : Kp9!vTr2mWq7", "password", "Kp9!vTr2mWq7");
    covers("signtool sign /f build.pfx /p Zr8#kLm2Qw Setup.exe", "password", "Zr8#kLm2Qw");
    none("signtool sign /a /fd SHA256 /td SHA256 Setup.exe", "password");
  });

  it("reads a generated value opening with '!', not a YAML tag", () => {
    covers('{"user":"svc-ro","password":"!7Hq2Lm*Wz9#Rt"}', "password", "!7Hq2Lm*Wz9#Rt");
    none("db_password: !vault |", "password");
    none("password: !Ref DbPasswordParam", "password");
  });
});

describe("streets (address-fields.ts, address-forms.ts, address-units.ts, address-chains.ts)", () => {
  it("reads ISO 20022 and other XML address elements, a street name with its building number element as one", () => {
    covers("<PstlAdr><AdrLine>Radnička cesta 80</AdrLine><TwnNm>Zagreb</TwnNm></PstlAdr>", "street_address", "Radnička cesta 80");
    covers("<StrtNm>Bahnhofstrasse</StrtNm><BldgNb>21</BldgNb>", "street_address", "Bahnhofstrasse</StrtNm><BldgNb>21");
    none("<street>Main</street><version>2.4.1</version>", "street_address");
  });

  it("reads a Vietnamese number and name with no type word before a comma, not a count before a name", () => {
    found("giao hàng đến 12 Trần Hưng Đạo, Hoàn Kiếm, Hà Nội", "street_address", "12 Trần Hưng Đạo");
    found('"Phạm Minh","209 Điện Biên Phủ","Đà Nẵng","VN"', "street_address", "209 Điện Biên Phủ");
    none("Có 3 Nguyễn Văn An trong lớp học", "street_address");
  });

  it("takes the street type written before the name, and Islamabad's lettered sector", () => {
    covers("Zoloto Trade, vul. Sahaidachnoho 14, kv. 8, Kyiv", "street_address", "vul. Sahaidachnoho 14, kv. 8");
    covers("Our office: House 15, Street 22, Sector G-11/3, Islamabad", "street_address", "House 15, Street 22, Sector G-11/3");
  });

  it("keeps a unit the grammar reads from being a name, and a Korean floor before a phone in one quoted sentence", () => {
    covers("Send it to Kneza Miloša 9, stan 14, Beograd.", "street_address", "Kneza Miloša 9, stan 14");
    const ko = 'ko: "고객님, 배송지 부산광역시 해운대구 센텀중앙로 79, 15층로 보냈습니다. 문의 010-2233-4455"';
    covers(ko, "street_address", "센텀중앙로 79, 15층");
    covers(ko, "phone", "010-2233-4455");
    // The quoted field's reading is offered first; the grammar's second, for the engine to fall back on.
    const readings = growAddressReadings(ko, ko.indexOf("부산"), ko.indexOf("79") + 2);
    expect(readings).toHaveLength(2);
    expect(ko.slice(...readings[1]!)).toBe("부산광역시 해운대구 센텀중앙로 79, 15층");
  });

  it("starts a Devanagari or Bengali chain at its unit word, not at the sentence before it", () => {
    found("आपका पार्सल फ्लैट 12, गुलमोहर अपार्टमेंट, 7 एमजी रोड, पुणे पहुंचेगा", "street_address", "फ्लैट 12, गुलमोहर अपार्टमेंट, 7 एमजी रोड");
    found("আপনার পার্সেল বাড়ি ৯, রোড ৪, বনানী, ঢাকা", "street_address", "বাড়ি ৯, রোড ৪, বনানী");
    none("रिलीज़ 2, सेक्शन 4 में बदलाव, संस्करण 3 में सुधार", "street_address");
  });
});

describe("keys by their format (detectors.ts)", () => {
  it("reads LoRaWAN root and session keys after their names, not the public EUIs or an all-zero default", () => {
    covers("join failed: DevEUI 0004A30B001C0530, AppKey 2B7E151628AED2A6ABF7158809CF4F3C", "api_key", "2B7E151628AED2A6ABF7158809CF4F3C");
    covers("ABP: NwkSKey=9C1E44A07B3D52F86E0A1B2C3D4E5F60 AppSKey=x", "api_key", "9C1E44A07B3D52F86E0A1B2C3D4E5F60");
    none("DevEUI 0004A30B001C0530 JoinEUI 70B3D57ED0000001", "api_key");
    none("AppKey 00000000000000000000000000000000 (factory default)", "api_key");
  });

  it("reads a Discord bot token by its three parts, whatever its first letter", () => {
    covers("bot token after the reset: 7kQ2mZ9xRt4LpW8vN3sY6bHd.Gq1xQw.Tz8Lm2Kq9Wv4Xr7Ns3Yp6Bd5", "api_key", "7kQ2mZ9xRt4LpW8vN3sY6bHd.Gq1xQw.Tz8Lm2Kq9Wv4Xr7Ns3Yp6Bd5");
    none("bot build com.example.chat.module.v2.release.candidate", "api_key");
  });
});

describe("phones (phones.ts)", () => {
  it("reads an E.164 key's digits with their country code, and a contact word in Spanish or German", () => {
    covers('{"msisdn":"447700900123","imsi":"234150999999999"}', "phone", "447700900123");
    none('{"msisdn_count":"12","imsi":"234150999999999"}', "phone");
    covers("Contacto del técnico: 655 219 874, pasa mañana", "phone", "655 219 874");
    covers("Kontakt zum Fahrer: 0171 2345678", "phone", "0171 2345678");
  });
});
