import { typedValuesOf, typedSlotConflict } from "./src/judgment/slot-reader";
const [a,b] = process.argv.slice(2);
const show=(t:string)=>typedValuesOf(t).map(v=>`${v.kind}=${v.raw} {${[...v.slot].join(" ")}}`).join(" | ");
console.log("A:",show(a)); console.log("B:",show(b)); console.log(typedSlotConflict(a,b,0.54));
