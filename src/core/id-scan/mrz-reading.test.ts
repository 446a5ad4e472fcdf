import { states } from 'mrz';
import { describe, expect, it } from 'vitest';
import { td1, td2, td3, type MrzPerson } from '../../../tests/support/mrz-compose';
import { COUNTRY_CODES } from '../countries';
import { ALPHA3_TO_ALPHA2, countryFromMrz } from './country-alpha3';
import { fullNameOf, personName, readMrz } from './mrz-reading';

const TODAY = '2026-11-26';
const ANNA: MrzPerson = { documentCode: 'P', issuing: 'SWE', surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentNumber: 'L898902C3', nationality: 'SWE', birth: '740812', sex: 'F', expiry: '310415' };
const text = (lines: readonly string[]) => `Some printed text\n${lines.join('\n')}\n`;

describe('the MRZ composer used by the tests and the benchmark', () => {
  it('reproduces the ICAO 9303 specimens', () => {
    const specimen = { ...ANNA, issuing: 'UTO', nationality: 'UTO', expiry: '120415', optional: 'ZE184226B' };
    expect(td3(specimen)).toEqual(['P<UTOERIKSSON<<ANNA<MARIA<<<<<<<<<<<<<<<<<<<', 'L898902C36UTO7408122F1204159ZE184226B<<<<<10']);
    expect(td1({ ...specimen, documentCode: 'I', documentNumber: 'D23145890', optional: '' })).toEqual([
      'I<UTOD231458907<<<<<<<<<<<<<<<',
      '7408122F1204159UTO<<<<<<<<<<<6',
      'ERIKSSON<<ANNA<MARIA<<<<<<<<<<',
    ]);
  });
});

describe('readMrz', () => {
  it('reads a passport (TD3) and maps it to the wizard', () => {
    const out = readMrz(text(td3(ANNA)), TODAY);
    expect(out).toEqual({
      ok: true,
      reading: {
        format: 'TD3',
        documentType: 'passport',
        documentNumber: 'L898902C3',
        surname: 'ERIKSSON',
        givenNames: 'ANNA MARIA',
        nationality: 'SE',
        issuingCountry: 'SE',
        nationalityCode: 'SWE',
        issuingCode: 'SWE',
        birthDate: '1974-08-12',
        expiryDate: '2031-04-15',
        sex: 'female',
        expired: false,
      },
    });
  });

  it('reads an identity card (TD1) and a TD2 document as identity cards', () => {
    const card = { ...ANNA, documentCode: 'I', issuing: 'D', nationality: 'D', documentNumber: 'T22000129', birth: '050101', sex: 'M' as const };
    const one = readMrz(text(td1(card)), TODAY);
    expect(one.ok && one.reading).toMatchObject({ format: 'TD1', documentType: 'id', documentNumber: 'T22000129', nationality: 'DE', birthDate: '2005-01-01', sex: 'male' });
    const two = readMrz(text(td2({ ...card, documentCode: 'I', issuing: 'AUT', nationality: 'AUT' })), TODAY);
    expect(two.ok && two.reading).toMatchObject({ format: 'TD2', documentType: 'id', nationality: 'AT', issuingCountry: 'AT' });
  });

  it('refuses a read whose check digits fail: one misread digit in each checked field', () => {
    const [l1, l2] = td3(ANNA);
    for (const at of [3, 15, 23]) {
      const digit = l2[at] === '7' ? '1' : '7';
      const wrong = l2.slice(0, at) + digit + l2.slice(at + 1);
      expect(readMrz(text([l1, wrong]), TODAY)).toEqual({ ok: false, reason: 'check_digits' });
    }
    // The composite digit alone.
    expect(readMrz(text([l1, l2.slice(0, 43) + (l2[43] === '1' ? '2' : '1')]), TODAY)).toEqual({ ok: false, reason: 'check_digits' });
  });

  it('says there is no zone when the text has none, or lines of no MRZ length', () => {
    expect(readMrz('PASSPORT\nKINGDOM OF SWEDEN', TODAY)).toEqual({ ok: false, reason: 'not_found' });
    expect(readMrz('', TODAY)).toEqual({ ok: false, reason: 'not_found' });
    expect(readMrz(text(td3(ANNA).map((l) => l.slice(0, 25))), TODAY)).toEqual({ ok: false, reason: 'not_found' });
  });

  it('forgives OCR noise around the zone: spaces, lower case, a miscounted filler run', () => {
    const [l1, l2] = td3(ANNA);
    const noisy = `${l1.slice(0, 20).toLowerCase()} ${l1.slice(20, 41)}\n${l2.slice(0, 10)} ${l2.slice(10)}`;
    expect(readMrz(noisy, TODAY)).toMatchObject({ ok: true, reading: { documentNumber: 'L898902C3' } });
  });

  it('flags an expired document and keeps the read', () => {
    const out = readMrz(text(td3({ ...ANNA, expiry: '251231' })), TODAY);
    expect(out.ok && out.reading.expired).toBe(true);
    expect(out.ok && out.reading.expiryDate).toBe('2025-12-31');
  });

  it('puts a birth year in the latest century that is not in the future', () => {
    const born = (birth: string) => {
      const out = readMrz(text(td3({ ...ANNA, birth })), TODAY);
      return out.ok ? out.reading.birthDate : null;
    };
    expect(born('260101')).toBe('2026-01-01');
    expect(born('270101')).toBe('1927-01-01');
    expect(born('991231')).toBe('1999-12-31');
  });

  it('refuses an impossible date even when its check digit matches', () => {
    expect(readMrz(text(td3({ ...ANNA, birth: '741332' })), TODAY)).toEqual({ ok: false, reason: 'check_digits' });
  });

  it('leaves codes that name no listed country unmapped but keeps them for display', () => {
    const out = readMrz(text(td3({ ...ANNA, nationality: 'XXA', issuing: 'UNO' })), TODAY);
    expect(out.ok && out.reading).toMatchObject({ nationality: null, nationalityCode: 'XXA', issuingCountry: null, issuingCode: 'UNO' });
  });
});

describe('countries', () => {
  it('maps every alpha-3 code to one alpha-2 code of the wizard list, both ways one to one', () => {
    expect(ALPHA3_TO_ALPHA2.size).toBe(COUNTRY_CODES.length);
    expect(new Set(ALPHA3_TO_ALPHA2.values())).toEqual(new Set(COUNTRY_CODES));
  });

  it('uses only codes the MRZ parser knows as states', () => {
    const known = new Set(Object.keys(states));
    const unknown = [...ALPHA3_TO_ALPHA2.keys()].filter((c) => !known.has(c));
    expect(unknown).toEqual([]);
  });

  it('maps ICAO extras and ignores filler', () => {
    expect(countryFromMrz('D<<')).toBe('DE');
    expect(countryFromMrz('GBD')).toBe('GB');
    expect(countryFromMrz('ESP')).toBe('ES');
    expect(countryFromMrz('RKS')).toBeNull();
    expect(countryFromMrz(null)).toBeNull();
  });
});

describe('names', () => {
  it('writes MRZ capitals as people write names', () => {
    expect(personName("ANNA MARIA O'NEIL-SMITH")).toBe("Anna Maria O'Neil-Smith");
    expect(fullNameOf({ givenNames: 'ANNA MARIA', surname: 'ERIKSSON' })).toBe('Anna Maria Eriksson');
    expect(fullNameOf({ givenNames: '', surname: 'ERIKSSON' })).toBe('Eriksson');
  });
});

describe('uncovered fields', () => {
  it('refuses a country code no state has (a misread the check digits cannot see)', () => {
    expect(readMrz(text(td3({ ...ANNA, nationality: 'SVE' })), TODAY)).toEqual({ ok: false, reason: 'check_digits' });
    expect(readMrz(text(td3({ ...ANNA, issuing: 'QQQ' })), TODAY)).toEqual({ ok: false, reason: 'check_digits' });
  });
});
