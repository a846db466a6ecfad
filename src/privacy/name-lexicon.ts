/**
 * Loads compromise's name lexicon into the engine at import (see lexicon-build.ts for what is read).
 * Importing compromise unpacks its whole English lexicon (~0.4 s of CPU here), so this is a separate
 * module: index.ts (the full engine) imports it; core.ts does not, and Worker code that wants names
 * awaits loadNameLexicon() once; the Node companion requires compromise's CommonJS bundle lazily.
 */
import nlp from "compromise/two";
import { buildNameLexicon } from "./lexicon-build.ts";
import { setNameLexicon } from "./person-names.ts";

setNameLexicon(buildNameLexicon(nlp));
