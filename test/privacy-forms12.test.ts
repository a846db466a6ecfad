// Issue 14's round 12 on the non-name leaks and look-alikes (branch privforms12), in workerd. Inputs are written for these
// tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, found, left, none } from "./privacy-spans.ts";

describe("a value under an identifier's column is not read as a phone by another column's name", () => {
  it("leaves the id of an INSERT whose column list names a phone, and still finds the phone", () => {
    const sql = "INSERT INTO members (id, name, phone) VALUES (48213907, 'Tove Lind', '+46 70 318 44 92');";
    left(sql, "48213907");
    found(sql, "phone", "+46 70 318 44 92");
    left("INSERT INTO t (customer_id, mobile) VALUES (27714093, NULL);", "27714093");
  });

  it("still reads a national number under the phone's own column", () => {
    found("INSERT INTO members (name, phone) VALUES ('Tove Lind', '0171 234 5678');", "phone", "0171 234 5678");
    found("phone: 0171 234 5678", "phone", "0171 234 5678");
  });
});

describe("Twilio's documentation numbers", () => {
  it("leaves the sender every Twilio code sample prints", () => {
    left('twilio api:core:messages:create --from "+15017122661" --to "+233 24 412 3981"', "+15017122661");
  });

  it("still finds the recipient beside it", () => {
    found('twilio api:core:messages:create --from "+15017122661" --to "+233 24 412 3981"', "phone", "+233 24 412 3981");
  });
});

describe("a dotted quad that counts is a placeholder, not a host", () => {
  it("leaves 1.2.3.4 and 4.3.2.1", () => {
    left("resolver set to 1.2.3.4 in the example", "1.2.3.4");
    left("fallback 4.3.2.1", "4.3.2.1");
  });

  it("still finds public resolvers and addresses whose digits only look alike", () => {
    found("dns 1.1.1.1 and 8.8.8.8", "ip", "1.1.1.1");
    found("dns 1.1.1.1 and 8.8.8.8", "ip", "8.8.8.8");
    found("peer 1.2.3.40 connected", "ip", "1.2.3.40");
    found("peer 1.2.4.5 connected", "ip", "1.2.4.5");
  });
});

describe("a quote escaped inside JSON-in-JSON keeps its key whole", () => {
  it("finds a password in a HAR body that is itself a JSON string, escaped once or twice", () => {
    found('{"postData":{"text":"{\\"user\\":\\"tl\\",\\"password\\":\\"Qm7vR2xLp9Tz\\"}"}}', "password", "Qm7vR2xLp9Tz");
    found('{"text":"{\\\\"password\\\\":\\\\"Qm7vR2xLp9Tz\\\\"}"}', "password", "Qm7vR2xLp9Tz");
  });

  it("reads no password out of the escapes themselves", () => {
    none('{"text":"{\\\\"mode\\\\":\\\\"fast\\\\",\\\\"retries\\\\":\\\\"3\\\\"}"}', "password");
  });
});

describe("street forms of round 12", () => {
  it("takes a floor written after the street, in words or as Hong Kong's N/F", () => {
    found("Rent 350 Fifth Avenue, Floor 34;paid", "street_address", "350 Fifth Avenue, Floor 34");
    found("deliver to 18 Queen's Road, 6/F, Central", "street_address", "18 Queen's Road, 6/F");
    found("Ship: Ayala Ave 6750, 21/F, Makati", "street_address", "Ayala Ave 6750, 21/F");
  });

  it("does not read a postcode after a comma as the house number", () => {
    found("adresse 9 Karl Johans gate, 0154 Oslo.", "street_address", "9 Karl Johans gate");
    none("Boarding gate, 1234 Oslo", "street_address");
  });

  it("reads German hyphenated street names, not a protection ring", () => {
    found("hotel at Karl-Liebknecht-Str. 3, Berlin", "street_address", "Karl-Liebknecht-Str. 3");
    found("Karl-Marx-Allee 34", "street_address", "Karl-Marx-Allee 34");
    none("ran it in Zero-Trust-Ring 3 first", "street_address");
  });

  it("reads South Asian types after the name, and a lettered sector", () => {
    found('"42 Rajpath Marg, Sector 17-C","Chandigarh"', "street_address", "42 Rajpath Marg, Sector 17-C");
  });

  it("reads Japanese block addresses in Latin letters", () => {
    covers("お届け先 3 Chome-2-5 Kasumigaseki, Chiyoda-ku", "street_address", "3 Chome-2-5 Kasumigaseki");
    covers("office: 2-5, Kasumigaseki 3-chome", "street_address", "2-5, Kasumigaseki 3-chome");
    none("the chrome 3-2-5 build", "street_address");
  });

  it("reads Japanese chōme-block-house numbers before the district when a ward or city follows", () => {
    found("Receiver: Ryo Fujimoto, 3-7-1 Nishi-Shinjuku, Tokyo", "street_address", "3-7-1 Nishi-Shinjuku");
    none("released 2-3-26 Monday in Tokyo", "street_address");
    none("ran 1-2-3 Go in Tokyo", "street_address");
    none("versions 3-7-1 Nishi released", "street_address");
  });

  it("reads Hebrew and Arabic type words behind a glued preposition", () => {
    found("החבילה תגיע לרחוב דיזנגוף 99, דירה 4, תל אביב", "street_address", "רחוב דיזנגוף 99, דירה 4");
    found("تم التوصيل بشارع الملك فهد 4521، الرياض", "street_address", "شارع الملك فهد 4521");
    none("המחרוזת מרחוב 5", "street_address");
  });

  it("reads a Thai soi after its road and a village number before it", () => {
    found("ที่อยู่ 99/12 ถนนสุขุมวิท ซอย 31 กรุงเทพฯ", "street_address", "99/12 ถนนสุขุมวิท ซอย 31");
    found("ที่อยู่ 55/3 หมู่ 4 ถนนนิมมานเหมินท์ เชียงใหม่", "street_address", "55/3 หมู่ 4 ถนนนิมมานเหมินท์");
  });

  it("reads a transliterated Russian street with its house and flat", () => {
    found("domicilio Tverskaya ul., d. 18, kv. 44, Moskva", "street_address", "Tverskaya ul., d. 18, kv. 44");
    none("see fig. d. 18", "street_address");
  });

  it("reads a bare street whose postcode and town are the next CSV field", () => {
    found('x@y.hr,"Ilica 142","10000 Zagreb",', "street_address", "Ilica 142");
    none('lang,"Python 3","2000 Users"', "street_address");
  });

  it("takes an unnumbered street before a building chain", () => {
    covers("تم إرسال الطلب إلى Sheikh Zayed Rd, Al Moosa Tower 2, Office 1904, Dubai.", "street_address", "Sheikh Zayed Rd, Al Moosa Tower 2, Office 1904");
    covers("Return label: Ngong Road, Kilimani, Hse No. 45, Nairobi", "street_address", "Ngong Road, Kilimani, Hse No. 45");
    none("We met on Abbey Road, Studio 2, Take 5", "street_address");
  });
});

describe("Postman's key/value pairs", () => {
  it("reads the value of a pair whose key names a password", () => {
    found('{"key":"password","value":"Borobudur_1991"}', "password", "Borobudur_1991");
  });

  it("leaves a pair whose key names no secret", () => {
    none('{"key":"page","value":"Borobudur_1991"}', "password");
  });
});

describe("a national id in a quoted cell of an SQL row", () => {
  it("reads a DNI with its check letter in a VALUES tuple that holds a person", () => {
    found("INSERT INTO staff VALUES (80260174, 'Lars-Erik Dahl', '16671171N', 'x');", "national_id", "16671171N");
  });

  it("leaves a DNI-shaped cell whose letter fails the check", () => {
    none("INSERT INTO staff VALUES (80260174, 'Lars-Erik Dahl', '16671171X', 'x');", "national_id");
  });
});
