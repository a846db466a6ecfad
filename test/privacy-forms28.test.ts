// Issue 14's street and password round 28 (branch privstreet28), in workerd: a login pair whose user is a vendor's default
// account, an address's unit tail cut before the next finding rather than dropped, Chinese building and unit words with
// the number spaced out, a Singapore unit after a street numbered after its type, a Polish building letter, Korean
// addresses opening on the city's short name. Each case beside a look-alike of its shape; inputs written for these tests.
import { describe, it } from "vitest";
import { covers, found, none } from "./privacy-spans.ts";

describe("passwords after a default account", () => {
  it("reads a passphrase after a vendor's default account and a slash", () => {
    covers("the old switch still answers to admin / Harbour-Gate-2031 on its web page", "password", "Harbour-Gate-2031");
    covers("ssh works, login pi / kettle-Moorland7 for now", "password", "kettle-Moorland7");
    covers("BMC at 10.3.3.9, we got in with ADMIN / ADMIN-ipmi-42aa", "password", "ADMIN-ipmi-42aa");
    covers("the DVR still uses root/Cellar-Cam-2029!", "password", "Cellar-Cam-2029!");
  });

  it("leaves a path, a lower-case repository path and a role pair", () => {
    none("see the admin / operator split in the runbook-2026 notes", "password");
    none("open admin/settings-page-v2 in the console", "password");
    none("https://ci.example.org/admin/Build-Logs-2026 has the runs", "password");
  });
});

describe("an address's unit tail", () => {
  it("keeps the unit parts before a phone that follows the address", () => {
    found("курьер: Литейный проспект, д. 15, офис 207, звонить 8 (812) 555-01-23", "street_address", "Литейный проспект, д. 15, офис 207");
  });

  it("reads a Chinese building and room with the numbers spaced out", () => {
    found("地址改成 滨江区江南大道 1200 号 5 幢 803 室，谢谢", "street_address", "滨江区江南大道 1200 号 5 幢 803 室");
  });

  it("reads a Singapore unit after a street numbered after its type", () => {
    found("Lim Wei,Blk 208 Bedok North Ave 1 #04-117,Singapore,460208", "street_address", "Blk 208 Bedok North Ave 1 #04-117");
  });

  it("reads a Polish building letter after the number", () => {
    found("dostawa: ul. Kwiatowa 12b, budynek D, 00-950 Warszawa", "street_address", "ul. Kwiatowa 12b, budynek D");
  });

  it("reads a Korean address opening on the city's short name, not a number after a particle", () => {
    found("모임 장소: 서울 종로구 세종대로 175 정문", "street_address", "서울 종로구 세종대로 175");
    none("서울 지역 서버로 2 대 옮겼어요", "street_address");
  });
});
