// Issue 14, person names round 9: the other forms of a found person's name in the same text (name-complete.ts).
// Inputs are written for these tests from the formats (asset inventories, directory exports, file shares), not taken
// from the corpus; each mechanism has look-alikes beside it that must stay.
import { describe, expect, it } from "vitest";
import { found, left, none } from "./privacy-spans.ts";

describe("a found person's given name alone, written as a handle", () => {
  it("reads the given name heading a device or standing as a login, umlauts as two letters", () => {
    found("tamsin-x1,Tamsin Okoro,10.40.1.22,Windows 11", "person_name", "tamsin");
    found("Mit Jürgen Weber gesprochen, sein Pi heißt juergen-pi", "person_name", "juergen");
  });

  it("reads the surname with its particles run together", () => {
    found("Sanne ter Horst still needs access, login sterhorst", "person_name", "sterhorst");
  });

  it("leaves the word a given name also is, and a capitalised occurrence", () => {
    // Grace is also a word: grace-period stays.
    left("Grace Hopper wrote it; grace-period is 3 days", "grace-period");
    // A capitalised given name alone is left to the readers of prose ("Priority: Amber" is a colour here).
    const t = "Priority: Amber | Reporter: Amber Nakashima";
    expect(t.indexOf("Amber")).toBe(10);
    left(t, "Priority: Amber |");
  });
});

describe("a login where only accounts stand", () => {
  it("reads a person's login in a logon's account, a created database user, DOMAIN\\user, a session and kube credentials", () => {
    found("An account failed to log on. Account Name: tkarimov Account Domain: CORP", "person_name", "tkarimov");
    found("CREATE USER zhyldyz WITH PASSWORD 'x'", "person_name", "zhyldyz");
    found("Username: CORP\\mbautista", "person_name", "mbautista");
    found("systemd-logind[812]: New session 1422 of user thandeka.", "person_name", "thandeka");
    found("kubectl config set-credentials oyun-erdene --token=abc", "person_name", "oyun-erdene");
  });

  it("leaves service, system and product accounts in the same slots", () => {
    none("CREATE USER grafana WITH PASSWORD 'x'; CREATE USER app_rw; CREATE USER replicator", "person_name");
    none("Account Name: SYSTEM · Account Name: WS01$ · Account Name: svc_sql · Account Name: backup", "person_name");
    none("CORP\\svcbackup CORP\\jenkins CORP\\sqlagent CORP\\webadmin", "person_name");
    none("New session 3 of user gdm.", "person_name");
    none("kubectl config set-credentials cluster-admin --token=x", "person_name");
  });
});
