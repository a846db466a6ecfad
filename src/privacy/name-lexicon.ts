/**
 * Loads the person-name lexicon into the engine at import: index.ts (the full engine) imports this module; core.ts
 * does not, and Worker code that wants names awaits loadNameLexicon() once. The lexicon is compromise's names and the
 * name lists as built at bench time (stored-name-lexicon.ts, generated name-lexicon-data.ts), not compromise itself:
 * importing compromise and building the lexicon at start-up cost ~0.8 s of CPU per cold isolate or CLI scrub.
 */
import { setNameLexicon } from "./person-names.ts";
import { storedNameLexicon } from "./stored-name-lexicon.ts";

setNameLexicon(storedNameLexicon());
