import { mergeClash } from "../../src/judgment/compare";
import { modelMergeGuard } from "../../src/judgment/taste-guard";
const pairs: [string,string][] = [
 ["Odometer values from the trackers are in miles.", "vanlink odometer field unit: km"],
 ["acceptatie-omgeving: toll fares worden elke nacht gereset naar testtarieven", "tollmate productie: tarieven wijzigen alleen via een besluit van de wegbeheerder"],
];
for (const [a,b] of pairs) console.log(mergeClash(a,b), "|", modelMergeGuard({type:"fact",content:a},{type:"fact",content:b}));
