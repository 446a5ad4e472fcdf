import { describe, expect, it } from 'vitest';
import { surveySignatureOf } from './survey-signature';

const SIG = 'Ab9_-Ab9_-Ab9_-Ab9_-Ab9_-Ab9_-Ab9_-Ab9_-Ab9';

describe('surveySignatureOf', () => {
  it('takes the attribute first, then the route query, then the page URL', () => {
    expect(surveySignatureOf(SIG, { sig: 'route-signature-0123456789' }, '?sig=page-signature-0123456789')).toBe(SIG);
    expect(surveySignatureOf(undefined, { sig: 'route-signature-0123456789' }, '?sig=page-signature-0123456789')).toBe('route-signature-0123456789');
    expect(surveySignatureOf(undefined, {}, `?code=X&sig=${SIG}`)).toBe(SIG);
    expect(surveySignatureOf('  ', {}, undefined)).toBeNull();
  });

  it('sends nothing that is not a signature (too short, other characters, too long)', () => {
    expect(surveySignatureOf('short', {}, '')).toBeNull();
    expect(surveySignatureOf('a'.repeat(20) + '<script>', {}, '')).toBeNull();
    expect(surveySignatureOf('a'.repeat(101), {}, '')).toBeNull();
    expect(surveySignatureOf('bad sig with spaces', {}, `?sig=${SIG}`)).toBe(SIG);
  });
});
