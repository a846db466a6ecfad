// Issue 14, person names round 12. Inputs are written for these tests from log, CI and SQL formats, not taken from the
// corpus; each mechanism has look-alikes beside it that must stay.
//   - logins built from a given name and a surname with no separator ("mustafayilmaz") or a surname and its initial
//     ("kowalczykm"), where a position holds accounts (handle-shape.ts, runTogetherName);
//   - who a command or a login acted as, with a capital or a commit and an address before "as" (usernames.ts, acting-as);
//   - MySQL's mysql.user rows, read by their "User" column (tables.ts).
import { describe, expect, it } from "vitest";
import { runTogetherName } from "../src/privacy/handle-shape.ts";
import { found, none } from "./privacy-spans.ts";

describe("a login that runs a given name and a surname together", () => {
  it("is read where a position holds accounts", () => {
    found("Pipeline failed: build #4410\n\nTriggered by tarikaydin on 9f2c1e0", "person_name", "tarikaydin");
    found("vault write secret/ci token=s.x9  # by leilarahimi from 10.2.3.4", "person_name", "leilarahimi");
    found("Logged in as wojcikp from 81.2.69.160", "person_name", "wojcikp");
  });

  it("splits only where a curated given name meets a surname, or a surname its initial", () => {
    expect(runTogetherName("tarikaydin")).toBe(true);
    expect(runTogetherName("wojcikp")).toBe(true);
    // Ordinary words run together, faker's surnames inside English words, and a plural: no name.
    for (const w of ["markdown", "rosewood", "cleanup", "postman", "destroy", "pipeline", "bergstroms", "dockerhub"]) expect(runTogetherName(w), w).toBe(false);
  });

  it("leaves service accounts and words in the same positions", () => {
    none("Triggered by dependabot on 9f2c1e0", "person_name");
    none("Logged in as postman from 81.2.69.160", "person_name");
    none("rotated  # by cleanup from 10.2.3.4", "person_name");
  });
});

describe("who a command or a login acted as", () => {
  it("reads the account after a capitalised verb, or after a commit and an address", () => {
    found("Logged in as kasia.nowak from 10.0.0.8", "person_name", "kasia.nowak");
    found("deploying 3fa9c21b to 10.44.0.12 as oyelaran\n##[endgroup]", "person_name", "oyelaran");
    found("Deploying build 881 as mthandeka", "person_name", "mthandeka");
  });

  it("leaves roles, service accounts and plans after the same words", () => {
    none("Running the migration as root", "person_name");
    none("Logged in as admin from 10.0.0.8", "person_name");
    none("deploying v2 to prod as planned", "person_name");
    none("connected to db.internal as readonly", "person_name");
  });
});

describe("MySQL's user table", () => {
  it("reads a person's login in the User column", () => {
    found("INSERT INTO mysql.user (User, Host, authentication_string) VALUES ('obinnaeze', '%', '*4ACFE3202A5FF5CF467898FC58AAB1D615029441');", "person_name", "obinnaeze");
    found("INSERT INTO mysql.user (User, Host, authentication_string) VALUES ('leilani', 'localhost', '*4ACFE3202A5FF5CF467898FC58AAB1D615029441');", "person_name", "leilani");
  });

  it("leaves service accounts in it", () => {
    none("INSERT INTO mysql.user (User, Host, authentication_string) VALUES ('repl', '%', '*4ACFE3202A5FF5CF467898FC58AAB1D615029441');", "person_name");
    none("INSERT INTO mysql.user (User, Host, authentication_string) VALUES ('grafana', '10.%', '*4ACFE3202A5FF5CF467898FC58AAB1D615029441');", "person_name");
    none("INSERT INTO mysql.user (User, Host, authentication_string) VALUES ('backup', 'localhost', '*4ACFE3202A5FF5CF467898FC58AAB1D615029441');", "person_name");
  });
});

describe("names in caseless scripts by their language's forms of address", () => {
  it("reads Chinese full names before a title or a greeting, after a contact's label, and signing after a dash", () => {
    found("尊敬的张伟先生，您的发票已开具", "person_name", "张伟");
    found("请联系刘洋女士确认", "person_name", "刘洋");
    found("zh: 陈静 您好，您的快递已到", "person_name", "陈静");
    found("收件人：黄丽 电话 138 0013 8000", "person_name", "黄丽");
    found("新的密码在 Vault 里，别发群里。—— 周杰\n", "person_name", "周杰");
  });

  it("reads Japanese names before an honorific or signing with より, and a Korean name before 드림", () => {
    found("Harukaさん、パスワードを変更しました。", "person_name", "Haruka");
    found("パスワードを変えました。山本より", "person_name", "山本");
    found("비밀번호를 바꿨습니다. — 박지훈 드림", "person_name", "박지훈");
  });

  it("reads Thai names after คุณ and a space, and Arabic and Persian names after a form of address", () => {
    found("เรียนคุณ วิชัย ศรีสุข พัสดุของท่านถึงแล้ว", "person_name", "วิชัย ศรีสุข");
    found("عزيزي خالد الحربي، تم شحن طلبك", "person_name", "خالد الحربي");
    found("آقای رضا لطفا رمز را عوض کنید", "person_name", "رضا");
  });

  it("reads the value of a form's name label in the script's own language", () => {
    found("姓名：赵雪梅，电话 13912345678", "person_name", "赵雪梅");
    found("이름: 정하늘", "person_name", "정하늘");
    found("नाम: सुनीता यादव, शहर पटना", "person_name", "सुनीता यादव");
    found("الاسم: فاطمة الزهراء", "person_name", "فاطمة الزهراء");
  });

  it("leaves other labels that hold the word name, and a blank form's prompt", () => {
    none("ชื่อไฟล์: รายงาน.pdf", "person_name");
    none("اسم المستخدم: admin", "person_name");
    none("名字: 请填写", "person_name");
    none("이름: 없음", "person_name");
  });

  it("leaves roles, everyone and words in the same forms", () => {
    none("ユーザーさんのパスワードを変更してください", "person_name");
    none("オーナーさんに連絡しました", "person_name");
    none("高速公路 您好", "person_name");
    none("各位同学，明天交作业", "person_name");
  });
});

describe("the holder's name in a record that holds one person's value", () => {
  it("reads a cell of two or three name-like words beside a card, an SSN, a mailbox or a MAC", () => {
    found("pi_3RkQ2a,Ihaia Tomoana,4485275742308327,11/29,54.00", "person_name", "Ihaia Tomoana");
    found("EMP-0192,Dilfuza Nematova,531-60-7392,onboarded", "person_name", "Dilfuza Nematova");
    found("MacBook Air,Kawika Nāone,C02FK1ABQ6L4,a4:83:e7:1c:09:5d", "person_name", "Kawika Nāone");
  });

  it("leaves firms, places, products and rows without a personal value", () => {
    none("ORD-1,Saigon Coffee Co,4485275742308327,captured", "person_name");
    none("ORD-2,Kuala Lumpur,4485275742308327,captured", "person_name");
    none("ORD-3,Google Cloud,4485275742308327,captured", "person_name");
    none("SKU-9,Ihaia Tomoana,12.50,in stock", "person_name");
  });
});

describe("small forms: a chat header copied in lower case, Lithuanian surnames in logins", () => {
  it("reads a Discord header with 'today at' in lower case", () => {
    found("**tamati** — today at 21:04: who pasted the staging key?", "person_name", "tamati");
  });

  it("reads an initial and a Lithuanian surname no list holds", () => {
    found("Triggered by rjankauskas on 0c1d2e3", "person_name", "rjankauskas");
    found("Triggered by vkazlauskas on 0c1d2e3", "person_name", "vkazlauskas");
  });

  it("leaves a sentence before 'today at' and a service after 'by'", () => {
    none("the release — today at 21:04: no blockers", "person_name");
    none("Triggered by renovate on 0c1d2e3", "person_name");
  });
});
