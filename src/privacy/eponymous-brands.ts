/**
 * Firms and brands named after a person ("Morgan Stanley", "Marriott", "Wendy's"): the name reads as a person's to
 * every name rule, but standing alone it is the firm — a customer, a bank, a hotel, a lunch. Written from the
 * Fortune Global 500, Interbrand's brand tables and common retail, food, car and fashion names, never from a corpus.
 * Only names that are rarely a person's on their own are listed (not "Tiffany", "Mercedes", "Lincoln" or "Suzuki"), and
 * only a finding that is the whole brand is dropped: "Henry Ford" or "Paris Hilton" stay people.
 */
const BRANDS = new Set([
  // finance and professional services
  "Morgan Stanley", "Goldman Sachs", "Wells Fargo", "Charles Schwab", "Merrill Lynch", "Lehman Brothers", "JPMorgan",
  "J.P. Morgan", "Barclays", "Rothschild", "Lazard", "Deloitte", "Accenture", "McKinsey", "Gartner", "Ernst & Young",
  "Bloomberg", "Reuters", "Fidelity",
  // hotels, retail, food
  "Marriott", "Hilton", "Hyatt", "Walgreens", "Nordstrom", "Sainsbury", "Harrods", "Selfridges", "Kroger", "Heinz",
  "Kellogg", "Nestlé", "Cadbury", "Hershey", "Lipton", "Dunkin", "Dr Pepper", "Johnnie Walker", "Jack Daniel",
  // cars, industry, technology, pharma
  "Ford", "Dell", "Boeing", "Disney", "Siemens", "Philips", "Bosch", "Porsche", "Ferrari", "Lamborghini", "Maserati",
  "Bugatti", "Citroën", "Peugeot", "Renault", "Chrysler", "Chevrolet", "Cadillac", "Daimler", "Michelin", "Bridgestone",
  "Goodyear", "Dyson", "Harley-Davidson", "Rolls-Royce", "Mercedes-Benz", "Hewlett-Packard", "Procter & Gamble",
  "Johnson & Johnson", "Bayer", "Pfizer", "Merck", "Roche", "Sanofi",
  // fashion
  "Gucci", "Prada", "Armani", "Versace", "Chanel", "Dior", "Cartier", "Calvin Klein", "Ralph Lauren", "Tommy Hilfiger",
  "Hugo Boss", "Louis Vuitton", "Estée Lauder", "Yves Saint Laurent",
]);
/**
 * Brands said with their possessive ("a McDonald's receipt"): the surname before "'s" is the firm only with it. First
 * names are left out ("Wendy's", "Denny's", "Christie's" are as often a person's laptop as the firm).
 */
const POSSESSIVE_BRANDS = new Set([
  "McDonald", "Arby", "Hardee", "Macy", "Kohl", "Dillard", "Sotheby", "Kellogg", "Hershey", "Smucker", "Hellmann",
  "Sainsbury", "Trader Joe", "Ben & Jerry", "Jack Daniel",
]);

export function eponymousBrand(text: string, value: string, end: number): boolean {
  // First letters say no brand quickly: every entry opens with a capital.
  const c = value.charCodeAt(0);
  if (c < 65 || c > 90) return false;
  if (BRANDS.has(value)) return true;
  return POSSESSIVE_BRANDS.has(value) && /^['’]s\b/.test(text.slice(end, end + 3));
}
