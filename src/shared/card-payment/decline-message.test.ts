import { describe, expect, it } from 'vitest';
import { cardFailureKey } from './decline-message';

describe('card failure messages by error code', () => {
  it.each([
    ['card_declined', 'checkout:card.declines.declined'],
    ['insufficient_funds', 'checkout:card.declines.insufficientFunds'],
    ['expired_card', 'checkout:card.declines.expired'],
    ['incorrect_cvc', 'checkout:card.declines.cvc'],
    ['incorrect_number', 'checkout:card.declines.number'],
    ['authentication_failed', 'checkout:card.declines.authentication'],
    ['processing_error', 'checkout:card.declines.processing'],
    ['refused', 'checkout:card.declines.declined'],
  ])('%s → %s for the sandbox, Stripe, Adyen and tokenizer', (code, key) => {
    for (const provider of ['sandbox', 'stripe', 'adyen', 'tokenizer'] as const) expect(cardFailureKey(code, provider)).toBe(key);
  });

  it('reads codes case-insensitively (Adyen sends Refused)', () => {
    expect(cardFailureKey('Card_Declined', 'sandbox')).toBe('checkout:card.declines.declined');
  });

  it('leaves the server text to vault and cashier, whose messages the spec shows as sent', () => {
    expect(cardFailureKey('card_declined', 'vault')).toBeNull();
    expect(cardFailureKey('insufficient_funds', 'cashier')).toBeNull();
  });

  it('always explains a locked intent in the guest language', () => {
    expect(cardFailureKey('intent_locked', 'cashier')).toBe('checkout:card.locked');
    expect(cardFailureKey('intent_locked', 'stripe')).toBe('checkout:card.locked');
  });

  it('has no key for an unknown or missing code (the provider message is shown)', () => {
    expect(cardFailureKey('mystery_code', 'stripe')).toBeNull();
    expect(cardFailureKey(undefined, 'sandbox')).toBeNull();
    expect(cardFailureKey('network', null)).toBeNull();
  });
});
