// The machine-readable zone of an identity document (ICAO 9303: TD1 cards, TD2, TD3 passports) read from
// OCR text, parsed and check-digit verified with the `mrz` package, and turned into the wizard's values.
import { parse, type Details, type ParseResult } from 'mrz';
import { countryFromMrz } from './country-alpha3';

export type MrzFormat = 'TD1' | 'TD2' | 'TD3';

/** A read whose check digits all passed. Names are never covered by a check digit: the guest reviews them. */
export interface MrzReading {
  format: MrzFormat;
  /** The wizard's document type: a `P…` code is a passport, every other code an identity card. */
  documentType: 'passport' | 'id';
  documentNumber: string;
  surname: string;
  givenNames: string;
  /** Alpha-2 code of the wizard's country list, null when the code names no country of it (e.g. XXA). */
  nationality: string | null;
  issuingCountry: string | null;
  /** The codes as printed, shown when they map to no country. */
  nationalityCode: string;
  issuingCode: string;
  /** YYYY-MM-DD. */
  birthDate: string;
  expiryDate: string;
  sex: 'female' | 'male' | null;
  /** The expiry date is before today. */
  expired: boolean;
}

export type MrzOutcome = { ok: true; reading: MrzReading } | { ok: false; reason: 'not_found' | 'check_digits' };

/**
 * Fields with no check digit whose value the parser still validates (a known state code, M/F/<): an
 * unknown code is a misread, refused like a failed check digit rather than shown as a wrong country.
 */
const KNOWN = ['nationality', 'issuingState', 'sex'] as const;

/** Line count and length per format. */
const SHAPES: readonly { format: MrzFormat; lines: number; length: number }[] = [
  { format: 'TD1', lines: 3, length: 30 },
  { format: 'TD2', lines: 2, length: 36 },
  { format: 'TD3', lines: 2, length: 44 },
];

/** The fields whose check digits must pass (ICAO 9303: document number, birth date, expiry, composite). */
const CHECKED = ['documentNumberCheckDigit', 'birthDateCheckDigit', 'expirationDateCheckDigit', 'compositeCheckDigit'] as const;

/** OCR output as candidate MRZ lines: upper case, spaces dropped, only the MRZ alphabet kept. */
function mrzLines(text: string): string[] {
  return text
    .toUpperCase()
    .split(/\r?\n/)
    .map((line) => line.replace(/[\s]/g, '').replace(/«/g, '<<'))
    .filter((line) => line.length >= 20 && /^[A-Z0-9<]+$/.test(line));
}

/**
 * A line fitted to `length`: OCR often miscounts the trailing filler, so extra `<` at the end are dropped
 * and missing ones added. Anything else that changes the length stays and fails the parse or a check digit.
 */
function fit(line: string, length: number): string {
  if (line.length > length) return /^<+$/.test(line.slice(length)) ? line.slice(0, length) : line;
  return line.padEnd(length, '<');
}

/** The last block of lines that has a format's shape (the MRZ is at the bottom of the document). */
function findZone(lines: string[]): { format: MrzFormat; lines: string[] } | null {
  for (const shape of SHAPES) {
    for (let end = lines.length; end >= shape.lines; end--) {
      const block = lines.slice(end - shape.lines, end);
      if (block.every((l) => Math.abs(l.length - shape.length) <= 3)) {
        const fitted = block.map((l) => fit(l, shape.length));
        if (fitted.every((l) => l.length === shape.length)) return { format: shape.format, lines: fitted };
      }
    }
  }
  return null;
}

const detail = (result: ParseResult, field: string): Details | undefined => result.details.find((d) => d.field === field);

/** YYMMDD as YYYY-MM-DD in `century`, or null for an impossible date. */
function isoDate(yymmdd: string | null | undefined, century: (yy: number) => number): string | null {
  const m = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd ?? '');
  if (!m) return null;
  const year = century(Number(m[1])) + Number(m[1]);
  const date = new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3])));
  if (date.getUTCMonth() !== Number(m[2]) - 1 || date.getUTCDate() !== Number(m[3])) return null;
  return `${year}-${m[2]}-${m[3]}`;
}

/** A birth date is in the past: the latest century that does not put it after today. */
const birthCentury = (today: string) => (yy: number) => (`20${String(yy).padStart(2, '0')}` <= today.slice(0, 4) ? 2000 : 1900);
/** Documents are valid for at most a few decades: 70–99 are last century's, the rest this one's. */
const expiryCentury = (yy: number) => (yy >= 70 ? 1900 : 2000);

const filler = (value: string | null | undefined) => (value ?? '').replace(/</g, ' ').replace(/\s+/g, ' ').trim();

/**
 * The document read from OCR text, accepted only when every check digit passes. `today` is YYYY-MM-DD
 * (the guest's calendar date) for the birth century and the expired flag.
 */
export function readMrz(text: string, today: string): MrzOutcome {
  const zone = findZone(mrzLines(text));
  if (!zone) return { ok: false, reason: 'not_found' };
  let result: ParseResult;
  try {
    result = parse(zone.lines, { autocorrect: true });
  } catch {
    return { ok: false, reason: 'not_found' };
  }
  // The old French identity card shares TD2's shape but has other fields: only ICAO layouts are read.
  if (result.format !== zone.format) return { ok: false, reason: 'not_found' };
  if (![...CHECKED, ...KNOWN].every((field) => detail(result, field)?.valid === true)) return { ok: false, reason: 'check_digits' };
  // The characters as printed (the parser gives no value for a code outside its list of states).
  const raw = (field: string) => (detail(result, field)?.ranges[0] as { raw?: string } | undefined)?.raw ?? '';
  // Values after the parser's autocorrection (O→0 in digit fields), which the check digits verified.
  const value = (field: string) => detail(result, field)?.value ?? '';
  const birthDate = isoDate(value('birthDate'), birthCentury(today));
  const expiryDate = isoDate(value('expirationDate'), expiryCentury);
  const documentNumber = result.documentNumber ?? result.fields.documentNumber ?? '';
  if (!birthDate || !expiryDate || !documentNumber) return { ok: false, reason: 'check_digits' };
  const sex = value('sex');
  return {
    ok: true,
    reading: {
      format: zone.format,
      documentType: raw('documentCode').startsWith('P') ? 'passport' : 'id',
      documentNumber,
      surname: filler(result.fields.lastName),
      givenNames: filler(result.fields.firstName),
      nationality: countryFromMrz(raw('nationality')),
      issuingCountry: countryFromMrz(raw('issuingState')),
      nationalityCode: filler(raw('nationality')),
      issuingCode: filler(raw('issuingState')),
      birthDate,
      expiryDate,
      sex: sex === 'female' || sex === 'male' ? sex : null,
      expired: expiryDate < today,
    },
  };
}

/** A name in the MRZ's capitals written as people write it ("ANNA MARIA" → "Anna Maria"). */
export function personName(mrzName: string): string {
  return mrzName.toLowerCase().replace(/(^|[\s'-])(\p{L})/gu, (_, sep: string, letter: string) => sep + letter.toUpperCase());
}

/** Given names then surname, as the wizard's full-name field holds them. */
export function fullNameOf(reading: Pick<MrzReading, 'givenNames' | 'surname'>): string {
  return personName([reading.givenNames, reading.surname].filter(Boolean).join(' '));
}
