// Issue 14's look-alike round 16 (branch privlook16), in workerd: places, products and documentation's records that the
// name, number and token readers took, refused by the phrase they stand in; each beside a real name, phone or secret of
// the same shape that stays found. Inputs are written for these tests, not taken from the corpus.
import { describe, it } from "vitest";
import { covers, found, left } from "./privacy-spans.ts";

describe("places and things by their phrase (place-and-thing-contexts.ts)", () => {
  it("reads a word before a facility noun as the facility's place, not the person of the same name", () => {
    const notes = "Chester office closes early on Friday; Chester Ames has the keys.";
    left(notes, "Chester office");
    found(notes, "person_name", "Chester Ames");
    const ticket = "Printer in Hamilton room is offline; ask Hamilton Sithole.";
    left(ticket, "Hamilton room");
    found(ticket, "person_name", "Hamilton Sithole");
  });

  it("reads a place before a country code in brackets, or after a locative in", () => {
    left("Card declines spiked for shoppers in Victoria (AU) overnight.", "Victoria");
    left("Rollout paused; Florence (IT) office unaffected.", "Florence");
    found("Escalated to Priya (IT), she rotated the key.", "person_name", "Priya");
  });

  it("reads a list of places after a locative in, and not after a phrasal verb's in", () => {
    left("Latency is worst in Sydney, Darwin and Hamilton this week.", "Hamilton");
    found("Please loop in Darwin and Hamilton on the thread.", "person_name", "Hamilton");
  });

  it("reads a saint's title as a place name's first word", () => {
    const note = "Sold out in Santa Rosa; please call Rosa Villanueva.";
    left(note, "Santa Rosa");
    found(note, "person_name", "Rosa Villanueva");
  });

  it("reads a word beside versioned products as a product", () => {
    left("CI images carry Ruby 3.3 and Ada 2022 toolchains.", "Ada");
  });

  it("reads an appositive naming a machine, and 'the <Name> <noun>', as a thing's name", () => {
    left("Heads-up: Hermes (the mail relay) restarts at 03:00.", "Hermes");
    left("Note: the Amber Forest pack is a bundle of sprites.", "Amber Forest");
    found("The refund for the Maria Lopez account went out.", "person_name", "Maria Lopez");
  });
});

describe("documentation's records (example-records.ts, documented-values.ts)", () => {
  it("refuses a phone, an IBAN and an SSN in a sentence with a stand-in person or an example mailbox, alone", () => {
    left('Seed user: name "Max Mustermann", email max@example.org, phone +49 30 123456789.', "+49 30 123456789");
    left("Vorlage (Erika Mustermann, DE02 1203 0000 0000 2020 51) bitte entfernen", "DE02 1203 0000 0000 2020 51");
    left('The demo report shows SSN 219-09-9999 for "John Q. Public", not a real person.', "219-09-9999");
    // … not a record whose sentence names someone else or calls it real.
    covers("Refund to Jonas Weber, IBAN DE44 5001 0517 5407 3249 31, not to the Max Mustermann sample.", "iban", "DE44 5001 0517 5407 3249 31");
    covers("The fixture holds a real customer (+221 77 418 22 90); replace it with John Doe.", "phone", "+221 77 418 22 90");
  });

  it("refuses Stripe's 3D Secure test card and the IBAN Registry's Brazilian example", () => {
    left("3-D Secure in test mode: 4000 0027 6000 3184 with any CVC.", "4000 0027 6000 3184");
    left("Brazil's IBAN from the registry: BR1800360305000010009795493C1", "BR1800360305000010009795493C1");
  });
});

describe("references, public ids and stand-ins (look-alikes.ts, public-by-design.ts, public-key-forms.ts, not-a-person.ts)", () => {
  it("refuses a variable reference for any type, keeps the value it stands for elsewhere", () => {
    left('psql "postgresql://etl:$PGPASSWORD@db.internal:5432/etl"', "PGPASSWORD");
    covers("PGPASSWORD=Kv8!rTq2#mZp psql -h db.internal", "password", "Kv8!rTq2#mZp");
  });

  it("refuses an OAuth client id, keeps its secret", () => {
    const env = "OKTA_CLIENT_ID=v8Jq2LmN4pR7sT1wX5yZ9aB3cD6eF0gH\nOKTA_CLIENT_SECRET=Xq7vR2mT9kP4wZ8nB5cY3dF6gH1jL0sAu07G";
    left(env, "v8Jq2LmN4pR7sT1wX5yZ9aB3cD6eF0gH");
    covers(env, "api_key", "Xq7vR2mT9kP4wZ8nB5cY3dF6gH1jL0sAu07G");
  });

  it("refuses two of the cryptographers' cast side by side, not one alone", () => {
    left("# Carol and Dave are the toy users of the tutorial", "Dave");
    found("Ask Dave for the deploy key.", "person_name", "Dave");
  });

  it("refuses a JWK's public modulus printed in a log, not its private exponent", () => {
    const n = "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECPebWKRXjBZCiFV4n3oknjhMstn64tZ_2W";
    left(`DEBUG jwks: cached key n=${n}`, n);
    covers(`DEBUG jwks: cached key d=${n}`, "api_key", n);
  });

  it("refuses a handle of a word and 'bot', keeps a surname ending in the same letters", () => {
    left("Reminder: @deploybot posts the rota here.", "deploybot");
    found("Thanks Talbot, and the rota is fine.", "person_name", "Talbot");
  });

  it("reads a number under a health record's label as that record, not a phone", () => {
    left("Referral for Ewan Fraser (NHS 943 476 5919), see notes.", "943 476 5919");
    covers("Referral for Ewan Fraser, ward phone 0131 496 0732.", "phone", "0131 496 0732");
  });

  it("leaves a load balancer's stickiness cookie, keeps the session cookie beside it", () => {
    const header = "Cookie: AWSALB=Zq2mzkhudiXaX2utMpFw0l3aFTENJvd1LMr0xWh+6zBYeoDSam/j9CNdz=; PHPSESSID=7f3c1b9e0a2d4c6e8f1a3b5c7d9e0f21";
    left(header, "Zq2mzkhudiXaX2utMpFw0l3aFTENJvd1LMr0xWh+6zBYeoDSam/j9CNdz=");
    covers(header, "api_key", "7f3c1b9e0a2d4c6e8f1a3b5c7d9e0f21");
  });

  it("leaves a Portuguese company's NIF (first digit 5 or 6), keeps a person's", () => {
    left("Recibo · Padaria Estrela · Rua do Carmo 4, Lisboa · NIF PT507123456", "PT507123456");
    covers("Fatura para Ana Sousa, NIF 232013969", "national_id", "232013969");
  });
});
