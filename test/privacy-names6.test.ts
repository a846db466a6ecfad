// Issue 14, names round 6, in workerd: a found name completed over its other parts and carried to the forms built from
// it in the same text (name-complete.ts); names read from the structure of letters, labels, chat and delimited files
// (name-structures.ts); account fields of logs and directories (usernames.ts). Inputs are written for these tests, not
// taken from the corpus; each mechanism has look-alikes beside it that must stay.
import { describe, expect, it } from "vitest";
import { detect } from "../src/privacy/index.ts";
import { types, found } from "./privacy-spans.ts";

const names = (text: string) => types(text).filter(([t]) => t === "person_name").map(([, v]) => v);

describe("a found name is completed over its parts", () => {
  it("takes particles, a second surname, a trailing initial", () => {
    found("Pau Serra i Font: el desplegament ja està fet", "person_name", "Pau Serra i Font");
    found("signed by Lucía Méndez y Soto on Friday", "person_name", "Lucía Méndez y Soto");
    found("Assignee: Enkhjargal D. · Sprint 14", "person_name", "Enkhjargal D.");
    // A conjunction never joins a second given name to a name: two people stay two findings.
    expect(names("Ana Pérez y Juan will pair on it")).not.toContain("Ana Pérez y Juan");
  });

  it("takes the rest of a quoted name field and an inverted name before a mailbox", () => {
    found('{"full_name":"Phạm Thị Thu Hà","plan":"pro"}', "person_name", "Phạm Thị Thu Hà");
    found('"Van den Broek, Sanne",sales,2025-04-01', "person_name", "Van den Broek, Sanne");
    found("Author: Faleolo, Ioane <ioane@lagoon-dev.ws>", "person_name", "Faleolo, Ioane");
    // A quoted value with a place in it is not one name.
    expect(names('"Anna Kowalska, Warsaw"')).not.toContain("Anna Kowalska, Warsaw");
  });
});

describe("a found person in the other forms of their name", () => {
  it("reads the handles built from the name, the surname alone and the initials", () => {
    found("caller Teodora Vasilescu, laptop tvasilescu-t14 will not boot", "person_name", "tvasilescu");
    found("Kemal Aydın here — my github is kemal-aydin, please add me", "person_name", "kemal-aydin");
    found("FN:Siosaia Taufa\nN:Taufa;Siosaia;;;", "person_name", "Taufa");
    found("[08:02] R. M. Okonkwo: RM here, the cert renewed", "person_name", "RM");
  });

  it("leaves a firm named after the family", () => {
    const t = "owner: Greta Holm; invoice to Bäckerei Holm GmbH";
    expect(detect(t).some((f) => f.type === "person_name" && t.slice(f.start - 9, f.start) === "Bäckerei ")).toBe(false);
  });
});

describe("names from the structure of a source", () => {
  it("reads a signature block in any script and not a firm's", () => {
    found("ขอบคุณค่ะ\nพรทิพย์ แสงทอง\nโทร 086-555-0198", "person_name", "พรทิพย์ แสงทอง");
    found("Mit freundlichen Grüßen\nJonas Brückner\n+49 151 2345 6789", "person_name", "Jonas Brückner");
    const firm = "Kind regards,\nNorthwind Support Team\nhelp@northwind.example";
    expect(detect(firm).filter((f) => f.detector === "name:signature-block")).toEqual([]);
    // ขอบคุณ is "thank you": the particle after it is not a name.
    expect(names("ขอบคุณครับ")).toEqual([]);
  });

  it("reads a recipient's label, a Discord tag, a chat speaker's message", () => {
    found("收件人：王晓东 杭州市西湖区文三路 90 号", "person_name", "王晓东");
    found("گیرنده: فاطمه نوری، شیراز، خیابان زند", "person_name", "فاطمه نوری");
    found("Discord #ops — Tomasi#5120: is the runner down?", "person_name", "Tomasi");
    found("Nalesoni: we rolled back the migration", "person_name", "Nalesoni");
    expect(names("Reminder: we rolled back the migration")).toEqual([]);
    expect(names("Note: @ops please rotate the key")).toEqual([]);
    expect(names("Scheduler: we skip the nightly run")).toEqual([]);
  });

  it("reads a delimited file's person column, never a bare name column's handles", () => {
    const t = "asset,owner,ip\nLT-21,Zanele,10.2.0.21\nLT-22,shared,10.2.0.22";
    found(t, "person_name", "Zanele");
    expect(names(t)).not.toContain("shared");
    expect(names("name,card,expiry\nfixture-visa,4111 1111 1111 1111,12/30")).toEqual([]);
  });
});

describe("account fields of logs and directories", () => {
  it("reads LDAP filters, ECS user fields, Windows accounts and chpasswd", () => {
    found('ldapsearch -x "(uid=ieva.petrauskaite)"', "person_name", "ieva.petrauskaite");
    found('{"user.name":"tamar.gelashvili","event.action":"logon"}', "person_name", "tamar.gelashvili");
    found("An account failed to log on. Account Name: BOmarov Account Domain: CORP", "person_name", "BOmarov");
    found("echo 'gulshan:Bukhara#2026' | chpasswd", "person_name", "gulshan");
    expect(names("reg query HKLM\\Software\\Policies")).toEqual([]);
  });
});
