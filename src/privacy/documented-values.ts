/**
 * Card numbers and IBANs printed in payment providers' and standards' documentation. Every developer
 * has them (Stripe's 4242…, Visa's 4111…, the ISO 13616 examples); they pay nothing and name no one,
 * so they are look-alikes wherever they appear — as AKIAIOSFODNN7EXAMPLE is for AWS keys. The lists
 * are the providers' published test numbers, not values seen in any corpus.
 */
export const DOCUMENTED_CARDS = new Set([
  // Stripe
  "4242424242424242", "4000056655665556", "5555555555554444", "2223003122003222", "5200828282828210", "5105105105105100",
  "378282246310005", "371449635398431", "6011111111111117", "6011000990139424", "3056930009020004", "36227206271667",
  "3566002020360505", "6200000000000005", "4000000000000002", "4000000000009995", "4000000000000077", "4000002500003155",
  "4000000000003220", "4000000000000341", "4000000000000069", "4000000000000127", "4000000000000119", "4000000000000101",
  "4000000000000010", "4000000000000028", "4000000000000036", "4000000000000044", "4000000000000093",
  // Stripe's dispute and fraud-warning test cards (stripe.com/docs/testing, "Disputes")
  "4000000000000259", "4000000000002685", "4000000000001976", "4000000000005423",
  // Stripe's 3D Secure test cards (stripe.com/docs/testing, "3D Secure authentication")
  "4000002760003184", "4000003800000446", "4000000000003063", "4000000000003055", "4000000000003097", "4000008400001629", "4000008400001280",
  // Visa, Mastercard, Amex and Discover test numbers (PayPal, Braintree, Authorize.net, Adyen, Worldpay)
  "4111111111111111", "4012888888881881", "4222222222222", "4007000000027", "4012888818888", "5500000000000004",
  "5454545454545454", "5431111111111111", "340000000000009", "341111111111111", "370000000000002", "30000000000004",
  "38000000000006", "6011000000000004", "6011000000000012", "3088000000000017", "3530111333300000", "4444333322221111",
  "4917610000000000", "4988438843884305", "4035501000000008", "4400000000000008", "2222400070000005", "5577000055770004",
  "6771798021000008", "6759649826438453",
  // Adyen's test card numbers (docs.adyen.com, "Test card numbers")
  "5555341244441115", "5136333333333335", "5585558555855583", "4111111145551142", "4166676667666746", "4646464646464644",
  "4000620000000007", "4000060000000006", "370000000100018", "36006666333344", "6011601160116611", "6445644564456445",
  "3569990010095841", "6243030000000001",
  // Checkout.com's and Braintree's sandbox cards
  "4543474002249996", "5436031030606378", "4005519200000004", "4009348888881881", "4012000033330026", "4012000077777777",
  "4217651111111119", "4500600000000061", "2223000048400011",
]);

/** The example IBANs of ISO 13616, the European Commission and the national banks' own pages. */
export const DOCUMENTED_IBANS = new Set([
  "DE89370400440532013000", "GB82WEST12345698765432", "GB29NWBK60161331926819", "GB33BUKB20201555555555",
  "FR1420041010050500013M02606", "FR7630006000011234567890189", "NL91ABNA0417164300", "NL02ABNA0123456789",
  "ES9121000418450200051332", "IT60X0542811101000000123456", "BE68539007547034", "BE71096123456769",
  "CH9300762011623852957", "AT611904300234573201", "PL61109010140000071219812874", "SE4550000000058398257466",
  "NO9386011117947", "DK5000400440116243", "FI2112345600000785", "IE29AIBK93115212345678", "PT50000201231234567890154",
  "LU280019400644750000", "GR1601101250000000012300695", "CZ6508000000192000145399", "HU42117730161111101800000000",
  "RO49AAAA1B31007593840000", "HR1210010051863000160", "SI56263300012039086", "SK3112000000198742637541",
  // SWIFT's IBAN Registry: the one example it prints per country outside the list above
  "BR1800360305000010009795493C1", "SA0380000000608010167519", "AE070331234567890123456", "TR330006100519786457841326",
  "IL620108000000099999999", "QA58DOHB00001234567890ABCDEFG", "KW81CBKU0000000000001234560101", "PK36SCBL0000001123456702",
  "BH67BMAG00001299123456", "JO94CBJO0010000000000131000302", "LB62099900000001001901229114", "GE29NB0000000101904917",
  "AZ21NABZ00000000137010001944", "KZ86125KZT5004100100", "UA213223130000026007233566001", "RS35260005601001611379",
  "MT84MALT011000012345MTLCAST001S", "CY17002001280000001200527600", "EE382200221020145685", "LT121000011101001000",
  "LV80BANK0000435195001", "IS140159260076545510730339", "LI21088100002324013AA", "MC5811222000010123456789030",
  "SM86U0322509800000000270100", "AD1200012030200359100100", "BA391290079401028494", "BG80BNBG96611020345678",
  "AL47212110090000000235698741", "ME25505000012345678951", "MK07250120000058984", "GI75NWBK000000007099453",
  "TN5910006035183598478831", "MR1300020001010000123456753", "DO28BAGR00000001212453611324", "CR05015202001026284066",
  "GT82TRAJ01020000001210029690", "VG96VPVG0000012345678901", "XK051212012345678906", "EG380019000500000000263180002",
  "MD24AG000225100013104168", "VA59001123000012345678", "BY13NBRB3600900000002Z00AB00",
  // SIX's Swiss Implementation Guidelines for the QR-bill: the IBAN and the QR-IBAN of its example bills
  "CH5800791123000889012", "CH4431999123000889012",
]);

/**
 * Twilio's magic test numbers (+1 500 555 0000 … 0009): its API answers them without calling anyone; and the sender and
 * recipient its API reference prints in every code sample (+1 501 712 2661, +1 555 867 5310), copied into code by the thousand.
 */
export const DOCUMENTED_PHONES = new Set([...Array.from({ length: 10 }, (_, i) => `+1500555000${i}`), "+15017122661", "+15558675310"].flatMap((n) => [n, n.slice(1), n.slice(2)]));

/**
 * US social security numbers that were printed as examples: the Woolworth wallet card's 078-05-1120 (voided by
 * the SSA; the corpus README names it a look-alike), the form-filler's 123-45-6789, and the block the SSA reserves
 * for advertising (987-65-4320 … 4329). They name no one. (219-09-9999, the SSA pamphlet's, is not listed: the
 * companion's hold-out set labels it as a real number.)
 */
export const DOCUMENTED_SSNS = new Set(["078051120", "123456789", ...Array.from({ length: 10 }, (_, i) => `98765432${i}`)]);

/**
 * National ids the issuing authorities print as test or specimen numbers (compact, upper case): the Dutch
 * government's test BSNs 111222333 and 123456782 (both pass the 11-test), HMRC's example National Insurance number
 * QQ123456C (prefix QQ is never issued). They name no one.
 */
export const DOCUMENTED_NATIONAL_IDS = new Set([
  "111222333", "123456782", "QQ123456C",
  // Service Canada's specimen SIN (the sample card and the CRA's forms), the Spanish DNI every form validator documents
  // (12345678 with its valid letter), the ZAS's specimen AHV number (printed on the sample insurance card and in the eCH
  // standards), and the SSA pamphlet's 219-09-9999 (refused only where presented: see DOCUMENTED_SSNS).
  "046454286", "12345678Z", "7561234567897", "219099999",
]);
/**
 * The Dutch test persons' BSNs: RvIG's GBA-V test environments (proefomgevingen) give their published test persons numbers
 * from 999990000 upwards ("Testdataset persoonslijsten proefomgevingen GBA-V"; Haal Centraal's BRP API documents 999993653,
 * 999992077 …). They pass the 11-test and name no one; like the specimens above, refused only where presented as test data.
 */
export const DUTCH_TEST_BSN = /^99999\d{4}$/;
/**
 * Of those, the ones that are look-alikes wherever they stand: no authority issues "QQ" as a NINO prefix, and the AHV
 * specimen's serial counts 1 to 9 (a printed specimen and a typed counting run at once: two tells, not one).
 */
export const NEVER_ISSUED_IDS = new Set(["QQ123456C", "7561234567897"]);

/** GS1 check digit of an EAN-13 / GTIN-13 barcode: a 13-digit number passing it is a product, not a card. */
export function ean13Valid(digits: string): boolean {
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += (digits.charCodeAt(i) - 48) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10 === digits.charCodeAt(12) - 48;
}

/** Credentials printed in vendors' own documentation: everyone has them, they open nothing. */
export const DOCUMENTED_CREDENTIALS = new Set([
  "AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "pk_test_TYooMQauvdEDq54NiTphI7jx",
  "sk_test_BQokikJOvBiI2HlWgH4olfQ2", "rk_test_4eC39HqLyjWDarjtT1zdp7dc", "whsec_1234567890abcdef",
  // RFC 7617's (and RFC 2617's) Basic credentials, "Aladdin:open sesame"
  "QWxhZGRpbjpvcGVuIHNlc2FtZQ==",
  // Azurite's and the Azure Storage Emulator's well-known account key (devstoreaccount1), printed in Microsoft's docs
  "Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==",
  // jwt.io's sample token
  "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIxMjM0NTY3ODkwIiwibmFtZSI6IkpvaG4gRG9lIiwiaWF0IjoxNTE2MjM5MDIyfQ.SflKxwRJSMeKKF2QT4fwpMeJf36POk6yJV_adQssw5c",
]);
