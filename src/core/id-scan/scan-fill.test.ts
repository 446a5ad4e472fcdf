import { describe, expect, it } from 'vitest';
import { guestScanFill, nameNeedsConsent, type ReviewedScan } from './scan-fill';

const scan: ReviewedScan = { surname: 'ERIKSSON', givenNames: 'ANNA MARIA', documentType: 'passport', documentNumber: 'L898902C3', birthDate: '1974-08-12' };

describe('guestScanFill', () => {
  it('fills an empty name and the document', () => {
    expect(guestScanFill(scan, '', false, ['id', 'passport', 'driving_licence'])).toEqual({ full_name: 'Anna Maria Eriksson', document: { type: 'passport', number: 'L898902C3' } });
  });

  it('never overwrites a typed name without the guest agreeing', () => {
    expect(nameNeedsConsent('Anna Svensson', scan)).toBe(true);
    expect(guestScanFill(scan, 'Anna Svensson', false, ['passport'])).toEqual({ document: { type: 'passport', number: 'L898902C3' } });
    expect(guestScanFill(scan, 'Anna Svensson', true, ['passport']).full_name).toBe('Anna Maria Eriksson');
  });

  it('needs no consent when the typed name is the same name', () => {
    expect(nameNeedsConsent(' anna maria eriksson ', scan)).toBe(false);
    expect(nameNeedsConsent('   ', scan)).toBe(false);
  });

  it('leaves the number out when this guest may not give that type of document', () => {
    expect(guestScanFill({ ...scan, documentType: 'id' }, '', false, ['passport'])).toEqual({ full_name: 'Anna Maria Eriksson' });
  });

  it('takes the reviewed values, edits included', () => {
    expect(guestScanFill({ ...scan, documentNumber: ' X1 ', surname: 'ERIKSON' }, '', false, ['passport'])).toEqual({ full_name: 'Anna Maria Erikson', document: { type: 'passport', number: 'X1' } });
  });
});
