// Builds machine-readable zones from known data (ICAO 9303 layouts and 7-3-1 check digits), for the
// scanner's unit tests, e2e fixtures and the accuracy benchmark (scripts/bench-mrz.ts).

export interface MrzPerson {
  documentCode: string; // 'P' or 'I' …
  issuing: string; // alpha-3
  surname: string;
  givenNames: string;
  documentNumber: string; // at most 9 characters here
  nationality: string;
  birth: string; // YYMMDD
  sex: 'M' | 'F' | '<';
  expiry: string; // YYMMDD
  optional?: string;
}

const value = (c: string) => (c === '<' ? 0 : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 55);

/** The ICAO 9303 check digit of a field. */
export function checkDigit(field: string): string {
  const weights = [7, 3, 1];
  let sum = 0;
  for (let i = 0; i < field.length; i++) sum += value(field[i]!) * weights[i % 3]!;
  return String(sum % 10);
}

const clean = (s: string) => s.toUpperCase().replace(/[^A-Z0-9]+/g, '<');
const pad = (s: string, n: number) => clean(s).padEnd(n, '<').slice(0, n);
const names = (p: MrzPerson, n: number) => `${clean(p.surname)}<<${clean(p.givenNames)}`.padEnd(n, '<').slice(0, n);
const withCheck = (s: string) => s + checkDigit(s);
const head = (p: MrzPerson) => pad(p.documentCode, 2) + pad(p.issuing, 3);

/** A passport's two 44-character lines. */
export function td3(p: MrzPerson): [string, string] {
  const doc = withCheck(pad(p.documentNumber, 9));
  const birth = withCheck(p.birth);
  const expiry = withCheck(p.expiry);
  const personal = withCheck(pad(p.optional ?? '', 14));
  const line2 = doc + pad(p.nationality, 3) + birth + p.sex + expiry + personal;
  return [head(p) + names(p, 39), line2 + checkDigit(doc + birth + expiry + personal)];
}

/** An identity card's three 30-character lines. */
export function td1(p: MrzPerson): [string, string, string] {
  const line1 = head(p) + withCheck(pad(p.documentNumber, 9)) + pad(p.optional ?? '', 15);
  const line2 = withCheck(p.birth) + p.sex + withCheck(p.expiry) + pad(p.nationality, 3) + pad('', 11);
  return [line1, line2 + checkDigit(line1.slice(5, 30) + line2.slice(0, 7) + line2.slice(8, 15) + line2.slice(18, 29)), names(p, 30)];
}

/** A TD2 document's two 36-character lines. */
export function td2(p: MrzPerson): [string, string] {
  const doc = withCheck(pad(p.documentNumber, 9));
  const birth = withCheck(p.birth);
  const expiry = withCheck(p.expiry);
  const optional = pad(p.optional ?? '', 7);
  const line2 = doc + pad(p.nationality, 3) + birth + p.sex + expiry + optional;
  return [head(p) + names(p, 31), line2 + checkDigit(doc + birth + expiry + optional)];
}
