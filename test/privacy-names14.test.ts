// Issue 14, person names round 14. Inputs are written for these tests from chat exports, meeting transcripts and
// messenger logs, not taken from the corpus; each mechanism has look-alikes beside it that must stay.
//   - a listed given name inside a chat message, after its writer (name-chat-turns.ts);
//   - a greeting that opens a quoted message: an i18n string, a macro, an SMS body (person-names.ts greeting).
import { describe, it } from "vitest";
import { found, left, none } from "./privacy-spans.ts";

describe("given names inside a chat message", () => {
  it("reads a listed given name the writer talks about or to, whatever verb or language follows", () => {
    found("[00:14:02] Marta Kowalczyk: the queue backed up at noon, Tobias caught it before lunch.", "person_name", "Tobias");
    found("[09:12] Duarte, Inês: Salut, Mathieu prend la garde ce soir", "person_name", "Mathieu");
    found("03/11/2026, 08:41 - Tia Conceição: Rafael cadê o carregador?", "person_name", "Rafael");
    found("[00:40:10] Oren Katz: So Svetlana, did Kalani get the results", "person_name", "Svetlana");
  });

  it("leaves places, products, ordinary words and longer proper names in messages", () => {
    // A place that is also a given name, a product after "the" and before a version, a word that is also a name.
    left("[10:02] Oren Katz: Sydney failed over to the standby", "Sydney");
    left("[10:02] Oren Katz: we moved the Hugo site, Hugo v0.121 builds it", "Hugo");
    left("[10:02] Oren Katz: Will the build pass today?", "Will");
    // Two capitalised words: a longer name other readers judge ("Mercedes Benz" is a firm).
    left("[10:02] Oren Katz: the lease is with Mercedes Benz now", "Mercedes Benz");
  });

  it("needs a writer: a label line or a message without clock or name before it is not a chat turn", () => {
    none("Tags: Jasper, Jade", "person_name");
    none("Location: Florence, then Siena", "person_name");
  });
});

describe("a greeting that opens a quoted message", () => {
  it("reads the name a quoted message greets, as at a line's start", () => {
    found('"order_shipped": "Hallo Wiebke, Ihre Bestellung ist unterwegs"', "person_name", "Wiebke");
    found('--body "Hola Maricela, tu pedido llega hoy"', "person_name", "Maricela");
    found('Macro sent by the bot: "Hi Tunde, we never ask for your password"', "person_name", "Tunde");
  });

  it("leaves titles and greetings of nobody in quoted strings", () => {
    none('"title": "Welcome Tour", "cta": "Hello World!", "y": "Hi there, welcome back"', "person_name");
    none('"banner": "Thanks Again!", "footer": "Hey everyone, new release"', "person_name");
  });
});
