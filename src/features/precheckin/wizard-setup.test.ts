import { describe, expect, it } from 'vitest';
import { ageBandVariant, wizardVariant } from './wizard-setup';

describe('wizard setup', () => {
  it('the variant attribute wins over the tenant setting; A by default', () => {
    expect(wizardVariant(null, null)).toBe('A');
    expect(wizardVariant(undefined, { currency: 'USD', precheckin_variant: 'B' })).toBe('B');
    expect(wizardVariant('a', { currency: 'USD', precheckin_variant: 'B' })).toBe('A');
    expect(wizardVariant('B', { currency: 'USD', precheckin_variant: 'A' })).toBe('B');
    expect(wizardVariant('C', { currency: 'USD' })).toBe('A');
  });
  it('age bands: kids-3-12 is reading B, anything else A', () => {
    expect(ageBandVariant({ currency: 'USD', age_bands: 'kids-3-12' })).toBe('B');
    expect(ageBandVariant({ currency: 'USD', age_bands: 'kids-2-12' })).toBe('A');
    expect(ageBandVariant(null)).toBe('A');
  });
});
