import { describe, expect, it } from 'vitest';
import { expiryMessage, luhnValid, mountCardInputs, parseExpiry } from './card-inputs';

const NOW = new Date('2026-11-22T12:00:00Z');

describe('expiry rules (spec section 5 card forms)', () => {
  it.each([
    ['', 'validation:monthRequired'],
    [' / 28', 'validation:monthRequired'],
    ['13 / 28', 'validation:max'],
    ['00 / 28', 'validation:min'],
    ['12', 'validation:requiredField'],
    ['12 / 25', 'validation:invalidYear'],
    ['10 / 26', 'validation:invalidDate'],
  ])('%j → %s', (value, key) => {
    expect(expiryMessage(value, NOW)?.key).toBe(key);
  });

  it('accepts a future month and two- or four-digit years', () => {
    expect(expiryMessage('11 / 26', NOW)).toBeNull();
    expect(expiryMessage('01 / 2031', NOW)).toBeNull();
    expect(parseExpiry('1 / 31', NOW)).toEqual({ exp_month: 1, exp_year: 2031 });
  });

  it('checks card numbers with the Luhn sum', () => {
    expect(luhnValid('4242424242424242')).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
  });
});

describe('SDK-rendered card inputs', () => {
  it('are labelled, and a bad expiry shows its own translated message after the field is left', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const seen: (string | undefined)[] = [];
    const inputs = mountCardInputs(
      host,
      { cardNumber: 'Card Number', expiry: 'Expiry Date', cvc: 'CVV', incomplete: 'Incomplete', paymentFailed: 'Failed', describe: (m) => `T(${m.key})` },
      () => NOW,
    );
    inputs.onChange((s) => seen.push(s.error));
    const expiry = host.querySelector<HTMLInputElement>('input[name="exp-date"]')!;
    expect(host.querySelector(`label[for="${expiry.id}"]`)?.textContent).toBe('Expiry Date');
    expiry.value = '13';
    expiry.dispatchEvent(new Event('input'));
    expiry.dispatchEvent(new Event('blur'));
    expect(seen.at(-1)).toBe('T(validation:max)');
    expect(expiry.getAttribute('aria-invalid')).toBe('true');
    expect(inputs.read()).toBeNull();
    inputs.destroy();
    expect(host.childElementCount).toBe(0);
  });

  it('keep their digits left to right inside a right-to-left page (labels stay mirrored)', () => {
    const host = document.createElement('div');
    host.dir = 'rtl';
    document.body.append(host);
    const inputs = mountCardInputs(host, { cardNumber: 'رقم البطاقة', expiry: 'تاريخ الانتهاء', cvc: 'CVV', paymentFailed: 'x' }, () => NOW);
    const all = [...host.querySelectorAll('input')];
    expect(all.map((i) => i.name)).toEqual(['cardnumber', 'exp-date', 'cvc']);
    expect(all.every((i) => i.dir === 'ltr')).toBe(true);
    expect([...host.querySelectorAll('label')].every((l) => !l.hasAttribute('dir'))).toBe(true);
    const [number, expiry] = all as [HTMLInputElement, HTMLInputElement];
    number.value = '4000000000000002';
    number.dispatchEvent(new Event('input'));
    expiry.value = '1230';
    expiry.dispatchEvent(new Event('input'));
    expect([number.value, expiry.value]).toEqual(['4000 0000 0000 0002', '12 / 30']);
    inputs.destroy();
  });
});
