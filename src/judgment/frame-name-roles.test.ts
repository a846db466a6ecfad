// Round 24 (judgff28): a bare name's role is the rest of its sentence. Two names rival each other in a frame only when the
// smaller topic is wholly shared; a key/value line and a change statement name their property otherwise. Sentences of
// their own, not the bench's; each look-alike has its twin that must still conflict.
import { describe, expect, it } from "vitest";
import { frameConflict } from "./frames";

describe("names in two roles of one subject", () => {
  it("two properties of one thing, each with its own name, are no rival values", () => {
    expect(frameConflict("The billing exporter's invoices follow the Peppol standard.", "The billing exporter's invoices are archived in Docuware.")).toBeNull();
    expect(frameConflict("The harbour radar is a Furuno unit.", "The harbour radar's warranty ends every October.")).toBeNull();
  });
  it("one role said with two names still conflicts", () => {
    expect(frameConflict("The billing exporter's invoices follow the Peppol standard.", "The billing exporter's invoices follow the Factur-X standard.")).not.toBeNull();
  });
  it("a key/value line names the property in its key", () => {
    expect(frameConflict("The ranking models read their features from Feast.", "feature store (ranking): Tecton")).not.toBeNull();
  });
  it("a change names the old thing and the new one", () => {
    expect(frameConflict("Context sheets are entered in a Microsoft Access database.", "We migrated the context sheets off Access into Airtable.")).not.toBeNull();
  });
});
