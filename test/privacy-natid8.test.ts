// Issue 14's round 8 (branch privnatid8): national ids of 29 more countries from their published formats. Each id has a
// valid example built from its format (the check digit computed, checked against the format's published examples where
// the spec gives one), the same number with a wrong check digit (or a structure the format forbids), and the valid
// number with no cue word, which must stay unless its printed layout is distinctive alone. Never a real person's id.
import { describe, expect, it } from "vitest";
import { detect } from "../src/privacy/index.ts";
import { findNationalIds } from "../src/privacy/national-ids.ts";
import { ROUND8_KINDS } from "../src/privacy/national-ids-round8.ts";

const ids = (text: string) => detect(text).filter((f) => f.type === "national_id").map((f) => text.slice(f.start, f.end));
const subtypes = (text: string) => findNationalIds(text).map((f) => f.subtype);

/** [kind, cue text before the number, valid, invalid (wrong check or structure; null: the format has none)]. */
const CASES: Array<[string, string, string, string | null]> = [
  ["hu_taj", "TAJ szám: ", "123 456 788", "123 456 780"],
  ["hu_adoazonosito", "Adóazonosító jel: ", "8423516784", "8423516780"],
  ["mx_rfc", "RFC del cliente: ", "GODE561231GR8", "GODE561231GR0"],
  ["my_mykad", "No. K/P: ", "900314-14-5671", "901314-14-5671"], // month 13
  ["id_nik", "NIK: ", "3174054510890001", "3174053510890001"], // day 35
  ["vn_cccd", "Số CCCD: ", "079193001231", "003193001231"], // province 003 does not exist
  ["kz_iin", "ИИН ", "900314301231", "900314301230"],
  ["ph_philsys", "PhilSys number: ", "4830-2917-5561", null],
  ["ph_sss", "SSS No. ", "34-1234567-1", null],
  ["nz_nhi", "NHI number ", "ZAC5361", "ZAC5362"], // the 2025 format (ZBN77VL) has two digits: the cue scan needs three in a row
  ["nz_ird", "IRD number: ", "49-091-850", "49-091-851"],
  ["jm_trn", "TRN: ", "106-123-451", null],
  ["ar_dni", "DNI ", "27.345.671", null],
  ["co_cc", "C.C. ", "1.020.345.671", null],
  ["cu_ci", "Carné de identidad: ", "85031401231", "85133401231"], // month 13
  ["uy_ci", "C.I. ", "4.632.741-2", "4.632.741-0"],
  ["ec_cedula", "cédula ", "1710034065", "1710034060"],
  ["do_cedula", "Cédula ", "001-1391820-5", "001-1391820-4"],
  ["ve_ci", "C.I. ", "V-18.345.671", null],
  ["gt_cui", "DPI: ", "2345 67899 0101", "2345 67890 0101"],
  ["gh_card", "Ghana Card: ", "GHA-712345670-3", null],
  ["ng_nin", "NIN: ", "70123456781", null],
  ["ke_id", "Kenyan ID ", "28345671", null],
  ["ke_kra", "KRA number ", "A012345671P", null],
  ["lk_nic", "NIC No: ", "199075312341", "199095312341"], // day 953 of a year
  ["bd_nid", "NID no: ", "19922691234567891", null],
  ["pk_cnic", "CNIC ", "35202-1234567-1", "95202-1234567-1"], // province 9
  ["ua_rnokpp", "РНОКПП ", "1759013776", "1759013770"],
  ["ru_inn", "ИНН ", "500100732259", "500100732250"],
  ["ru_snils", "СНИЛС ", "112-233-445 95", "112-233-445 00"],
  ["md_idnp", "IDNP: ", "2003041234564", "2003041234560"],
  ["lu_matricule", "matricule ", "1893120105732", "1893120105730"],
  ["ir_melli", "کد ملی: ", "0499370899", "0499370890"],
  ["sa_id", "Iqama: ", "1087654321", "1087654320"],
  ["ae_eid", "Emirates ID ", "784196865703050", "784196865703051"],
  ["eg_nid", "الرقم القومي: ", "29503140112341", "29503140912341"], // governorate 09
  ["de_rvnr", "Rentenversicherungsnummer ", "65 170839 J 003", "65 170839 J 004"],
  ["es_nss", "NSS: ", "28 12345678 40", "28 12345678 00"],
];
/** Printed so that no other number takes the layout: found with no cue. */
const ALONE = new Set(["gh_card"]);

describe("national ids of 29 more countries (round 8)", () => {
  it.each(CASES)("%s: found after its cue word", (kind, cue, valid) => {
    const text = `${cue}${valid} (form 7)`;
    expect(ids(text), text).toEqual([valid]);
    expect(subtypes(text)).toContain(kind.replace(/_bare$/, ""));
  });
  it.each(CASES.filter(([, , , bad]) => bad !== null))("%s: a wrong check digit or date is not an id", (_kind, cue, _valid, invalid) => {
    const text = `${cue}${invalid} (form 7)`;
    expect(findNationalIds(text).filter((f) => f.subtype === _kind), text).toEqual([]);
  });
  it.each(CASES.filter(([kind]) => !ALONE.has(kind)))("%s: the same number with no cue word is not an id", (_kind, _cue, valid) => {
    const text = `batch ${valid} shipped at 10:42, ticket closed`;
    expect(ids(text), text).toEqual([]);
  });
  it("reads the Ghana Card and the dashed Emirates ID by their printed layout alone", () => {
    expect(ids("holder GHA-712345670-3 verified")).toEqual(["GHA-712345670-3"]);
    expect(ids("holder 784-1968-6570305-0 verified")).toEqual(["784-1968-6570305-0"]);
    expect(ids("holder 784-1968-6570305-1 verified")).toEqual([]);
  });
  it("checks the new NHI format's letter (HISO 10046's published examples)", () => {
    const nhi = ROUND8_KINDS.find((k) => k.name === "nz_nhi")!;
    expect(["ZBN77VL", "ZZZ00AC"].map((v) => nhi.valid(v, v))).toEqual([true, true]);
    expect(nhi.valid("ZBN77VK", "ZBN77VK")).toBe(false);
  });
  it("opens a birth date with a closed-list code after a generic cue, a bare length never", () => {
    expect(subtypes("National ID: 900314-14-5671")).toEqual(["my_mykad"]);
    expect(subtypes("ID number 3174054510890001")).toEqual(["id_nik"]);
    expect(subtypes("National ID: 901314-14-5671")).toEqual([]); // month 13
    expect(subtypes("ID number 28345671")).not.toContain("ke_id");
    expect(subtypes("ID number 70123456781")).not.toContain("ng_nin");
  });
  it("keeps the short and ambiguous cues from reading other numbers", () => {
    // "sss" is also a log's milliseconds; its bare epoch number is not an SSS number.
    expect(ids("format yyyy-MM-dd HH:mm:ss.sss 1700000000123")).toEqual([]);
    // A run of digits is a form's placeholder, not an issued number (ids without a check digit are read by length alone).
    expect(ids('{"nin":"12345678901","bvn":"x"}')).toEqual([]);
    expect(ids("NIN: 98765432109")).toEqual([]);
    // A YYYYMMDDhhmm stamp on a network card's line is no Sri Lankan NIC.
    expect(ids("vm nic attached, snapshot 202403151230 kept")).toEqual([]);
    // RFC is also a standard's number.
    expect(ids("see RFC 5737 and RFC 3849")).toEqual([]);
  });
});
