import { findNumbers, parsePhoneNumberFromString } from "libphonenumber-js/max";
for (const s of ["4111 1111 1111 1111", "020 7946 0958", "+44 20 7946 0958", "(415) 555-0134", "6016 1331 9268 19"]) {
  for (const c of ["US", "GB"] as const) {
    let t0 = performance.now(); let r; for (let k=0;k<200;k++) r = findNumbers(s, {v2:true, defaultCountry:c, leniency: "POSSIBLE"}); const a = (performance.now()-t0)/200;
    t0 = performance.now(); let p; for (let k=0;k<200;k++) { p = parsePhoneNumberFromString(s, c); p?.isPossible(); } const b = (performance.now()-t0)/200;
    console.log(s, c, a.toFixed(3), b.toFixed(3), r?.length, p?.isPossible(), p?.isValid());
  }
}
