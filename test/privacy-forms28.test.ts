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

describe("passwords where a tool or a protocol puts them", () => {
  it("reads a basic-auth pair named in prose, not the words about basic auth", () => {
    covers("the preview site sits behind basic auth (review:Quarry-Lane-88) until launch", "password", "Quarry-Lane-88");
    covers("grafana basic-auth is still `ops:Tern#Nest41`, rotate it", "password", "Tern#Nest41");
    none("basic auth is enabled for /metrics, see the runbook-2026 page", "password");
  });

  it("reads Tasmota's password commands, not a reset to the default", () => {
    covers("CMD: Backlog SSId1 Barn-IoT; Password1 Hay-Loft-Wifi-31; MqttHost 10.0.0.2", "password", "Hay-Loft-Wifi-31");
    covers("MqttUser barn; MqttPassword Silo_mqtt_4k", "password", "Silo_mqtt_4k");
    none("Backlog Password1 1; Restart 1", "password");
  });

  it("reads pulumi's encrypted setting, Bundler's source credentials and NickServ's login", () => {
    covers("pulumi config set --secret smtpPassword Otter-Creek-55!", "password", "Otter-Creek-55!");
    covers("bundle config set --global gems.private-host.io ci-bot:Moss-Bank-907", "password", "Moss-Bank-907");
    covers("<ana> /msg NickServ IDENTIFY ana-irc-1999", "password", "ana-irc-1999");
    none("pulumi config set aws:region eu-west-1", "password");
    none("bundle config set --local path vendor/bundle", "password");
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

  it("reads Quebec's rang and Vienna's Gürtel as street types", () => {
    found("- Élise Gagnon, 388 rang Saint-Louis, Saint-Prime QC", "street_address", "388 rang Saint-Louis");
    found("Konto: Paul Berger, Währinger Gürtel 18/3/7, 1090 Wien", "street_address", "Währinger Gürtel 18/3/7");
    none("il est au rang 3 du classement", "street_address");
  });

  it("reads a bare box with its town and province, not a box of things", () => {
    covers("- Tanis Redsky, Box 412, Opaskwayak MB — moved in May", "street_address", "Box 412");
    none("put it in Box 412, Shelf C", "street_address");
  });

  it("reads a street named with no type word before an Apt or Suite, not a count of things", () => {
    found("ID,Name,Address\n7,Ruth Adler,212 Mulberry Apt 3R,New York,NY", "street_address", "212 Mulberry Apt 3R");
    none("we bought 3 Dell Monitors Room 4 needs them", "street_address");
    none("upgrade to Windows 11 Pro Suite 3 next week", "street_address");
  });
});
