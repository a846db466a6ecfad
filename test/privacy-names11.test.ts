// Issue 14, person names round 11: someone addressed by name at a sentence's start inside a line, after an emoji or
// before a dash (person-names.ts, rules "vocative-comma", "vocative-sentence", "vocative"), and a chat header's writer
// in a script without letter case (name-slots.ts, caselessHeaders). Inputs are written for these tests from chat and
// meeting formats (Feishu, LINE, KakaoTalk, Signal, Zoom), not taken from the corpus; each mechanism has look-alikes beside
// it that must stay.
import { describe, it } from "vitest";
import { found, none } from "./privacy-spans.ts";

describe("someone addressed by name at the start of a sentence inside a line", () => {
  it("reads a listed given name after a full stop, before a request or a question", () => {
    found("Host: I'll rotate it on Monday. Fatima, can you check the egress rules?", "person_name", "Fatima");
    found("Removed the file. Tomás, please revoke that token too.", "person_name", "Tomás");
    found("Thanks for the update! Kwame, you're up next.", "person_name", "Kwame");
    found("ключ удалили. Ольга, проверь доступ к SSO", "person_name", "Ольга");
  });

  it("reads a name between a comma and an emoji's full stop, or before a dash and a request", () => {
    found("please remove that from the channel, Adaeze 🙈. Use the vault.", "person_name", "Adaeze");
    found("I redacted the token from your comment, Mehmet — please rotate it anyway.", "person_name", "Mehmet");
    found('"Please take the key out of the README, Ingrid."', "person_name", "Ingrid");
  });

  it("leaves places, products and ordinary words in the same slot", () => {
    none("We moved the cluster. Paris, can you believe it, was the cheapest region.", "person_name");
    none("Rollback done. However, you should check the logs.", "person_name");
    none("Build passed. Jenkins, please ignore the flaky test.", "person_name");
    none("Deploy finished. Next, please run the migration.", "person_name");
    none("that's the old config, Docker — please upgrade first", "person_name");
  });
});

describe("a chat header's writer in a script without letter case", () => {
  it("reads Han, Hangul, katakana and Arabic-script names before the clock or between a dated export's bars", () => {
    found("[飞书] 王芳 09:12: 测试环境的账号开好了", "person_name", "王芳");
    found("[Slack JP] 佐藤 健太 11:40: トークンを貼らないでください", "person_name", "佐藤 健太");
    found("[KakaoTalk] 김민준 13:05: 비밀번호 바꿨어요", "person_name", "김민준");
    found("[LINE] アナンダ 20:15: ok", "person_name", "アナンダ");
    found("2026-04-02 08:30:11 | مریم احمدی | سلام", "person_name", "مریم احمدی");
  });

  it("leaves day-part words, labels without a family name and a log's level word", () => {
    none("[KakaoTalk] 오후 3:20: 회의 시작합니다", "person_name");
    none("[系统] 通知 10:00: 服务器将重启", "person_name");
    none("会议 14:00: 讨论发布计划", "person_name");
    none("2026-04-02 08:30:11 | خطأ | القرص ممتلئ", "person_name");
    none("[飞书] 下午 3:00: 发布", "person_name");
  });

  it("reads the writer of a LINE line with its message beside the clock, and a WeChat writer before a full-width colon (round 20)", () => {
    found("周晓雯 09:41 明天的會議改到下午", "person_name", "周晓雯");
    found("2026-05-14 18:20 郑家豪：报关单已经发给你了", "person_name", "郑家豪");
    none("下午 3:00 开会讨论发布计划", "person_name");
    none("2026-05-14 18:20 系统：备份完成", "person_name");
    none("メンテナンス 14:00 開始します", "person_name");
  });
});

describe("an account after the noun \"user\" and in paths that hold one account", () => {
  it("reads a handle built from a name after \"user\" or \"session for\"", () => {
    found("Jenkins credential (SSH key, user akowalczyk): rotate it", "person_name", "akowalczyk");
    found("audit: user keoni.kahale from device KEONI-SURFACE", "person_name", "keoni.kahale");
    found("ArgoCD session for lnakamura: token attached", "person_name", "lnakamura");
  });

  it("reads the account segment of an ARN, an assumed role, a Vault path and an AD cmdlet", () => {
    found("arn:aws:iam::111122223333:user/thandeka.mokoena", "person_name", "thandeka.mokoena");
    found("arn:aws:sts::111122223333:assumed-role/Admin/rahul.menon", "person_name", "rahul.menon");
    found('"path":"auth/userpass/users/oksana/password"', "person_name", "oksana");
    found("PS> Get-ADUser -Identity jfernandes -Properties *", "person_name", "jfernandes");
  });

  it("leaves service accounts, roles, words and collections in the same positions", () => {
    none("the user interface is slow; ask user admin or user root", "person_name");
    none("Jenkins credential (SSH key, user deploy): rotate it", "person_name");
    none("arn:aws:iam::111122223333:user/ci-deployer", "person_name");
    none("GET /api/users/settings/profile", "person_name");
    none("\\\\fs02\\users\\shared", "person_name");
    none("PS> Get-ADUser -Identity svc_backup -Properties *", "person_name");
  });
});

describe("a name in capitals under a key whose last word is name, and SURNAME/GIVEN after a name label", () => {
  it("reads listed names in capitals under camelCase, snake and screaming keys ending in name", () => {
    found('{"CallSid":"CA9","CallerName":"CHIDI OKAFOR","Direction":"inbound"}', "person_name", "CHIDI OKAFOR");
    found('"payout":{"account_name":"AMA MENSAH","iban":null}', "person_name", "AMA MENSAH");
    found("PAYER_NAME=LUCIA FERRARI;AMOUNT=120.00", "person_name", "LUCIA FERRARI");
  });

  it("reads a card's or a ticket's SURNAME/GIVEN after a name label", () => {
    found("TRACK1 PAN=4111111111111111 NAME=MOREAU/ELODIE", "person_name", "MOREAU/ELODIE");
  });

  it("leaves things named in capitals under such keys, and slashed acronyms", () => {
    none('{"hostName":"WEB PROD","productName":"AIR MAX"}', "person_name");
    none('{"cityName":"SAO PAULO","teamName":"PLATFORM TEAM"}', "person_name");
    none('{"serviceName":"ORDER SERVICE"}', "person_name");
    none("Name: TCP/IP", "person_name");
    none("NAME=AC/DC", "person_name");
  });
});

describe("who is assigned an action item after its label", () => {
  it("reads a listed given name before \"to\" and a verb, in each item after the label", () => {
    found("Notes 10:02: Action items: Leilani to renew the cert, Tomasz to rotate keys", "person_name", "Leilani");
    found("Notes 10:02: Action items: Leilani to renew the cert, Tomasz to rotate keys", "person_name", "Tomasz");
    found("Next steps: Ines to call the bank", "person_name", "Ines");
  });

  it("leaves products and ordinary words before \"to\", and names without an action label", () => {
    none("Next steps: Docker to build the image, Kubernetes to schedule it", "person_name");
    none("Action items: Jenkins to run nightly", "person_name");
    none("Notes: the switch to move later", "person_name");
  });
});

describe("a handle under a token's subject claim or an operator key", () => {
  it("reads a handle built from a name under \"sub\", a key ending in \"_sub\", \"operator\" or \"principal\"", () => {
    found('{"sub":"kwame.mensah","iat":1700000000}', "person_name", "kwame.mensah");
    found("jwt_payload_sub=agnieszka.nowak jwt=eyJ", "person_name", "agnieszka.nowak");
    found('{"operator":"dmitri.volkov","action":"restart"}', "person_name", "dmitri.volkov");
  });

  it("leaves numeric subjects, service accounts and words ending in sub", () => {
    none('{"sub":"1234567890","iat":1700000000}', "person_name");
    none('{"operator":"svc-deploy"}', "person_name");
    none("pubsub=orders", "person_name");
    none('"principal": "platform-team"', "person_name");
  });
});

describe("a Matrix or XMPP user id's account (round 20)", () => {
  it("reads an account shaped like a name, or in a script without case, before the home server", () => {
    found("<@kelsang.n:lib.chat> logs say the manifest is fine", "person_name", "kelsang.n");
    found("rotated. cc @dorje:lib.chat", "person_name", "dorje");
    found("<@བཀྲ་ཤིས་:lib.chat> thanks all", "person_name", "བཀྲ་ཤིས་");
  });

  it("leaves bridges, bots, admin accounts, package scopes and git remotes", () => {
    none("<@telegram_123:t2bot.io> bridged message", "person_name");
    none("<@admin:lib.chat> room upgraded", "person_name");
    none("<@ci-runner:lib.chat> build 4411 passed", "person_name");
    none("npm i @types/node and push to git@github.com:acme/repo.git", "person_name");
  });
});
