import { luhnValid } from '../../../src/core/card-form';
/**
 * Sandbox test cards (documented in TEST-CARDS.md). Any future expiry, any 3-digit CVC
 * (4 digits for 34/37 numbers). Any other Luhn-valid number succeeds like 4242 4242 4242 4242.
 */
export type CardBehaviour = 'success' | 'declined' | 'insufficient_funds' | 'challenge';

export interface Decline {
  status: 402;
  error: string;
  code: string;
}

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4242424242424242': 'success',
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficient_funds',
  '4000000000003220': 'challenge',
};

export const DECLINES: Record<'declined' | 'insufficient_funds' | 'authentication_failed' | 'authentication_required', Decline> = {
  declined: { status: 402, error: 'Your card was declined.', code: 'card_declined' },
  insufficient_funds: { status: 402, error: 'Your card has insufficient funds.', code: 'insufficient_funds' },
  authentication_failed: { status: 402, error: '3-D Secure authentication failed.', code: 'authentication_failed' },
  authentication_required: { status: 402, error: 'This card requires authentication.', code: 'authentication_required' },
};

export function behaviourOf(number: string): CardBehaviour {
  return TEST_CARDS[number] ?? 'success';
}


export interface CardCheckError {
  error: string;
  field: string;
}

/** Validates a raw card: number (Luhn), expiry in the future, CVC digits. */
export function checkCard(
  card: { number: string; exp_month: number; exp_year: number; cvc: string },
  now: Date = new Date(),
  prefix = 'card',
): CardCheckError | null {
  const number = card.number.replace(/[\s-]/g, '');
  if (!luhnValid(number)) return { error: 'Your card number is invalid.', field: `${prefix}.number` };
  if (!Number.isInteger(card.exp_month) || card.exp_month < 1 || card.exp_month > 12) return { error: "Your card's expiration month is invalid.", field: `${prefix}.exp_month` };
  const year = card.exp_year < 100 ? 2000 + card.exp_year : card.exp_year;
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  if (!Number.isInteger(year) || year < y || (year === y && card.exp_month < m) || year > y + 50) return { error: "Your card's expiration date is invalid.", field: `${prefix}.exp_year` };
  const amex = /^3[47]/.test(number);
  if (!(amex ? /^\d{4}$/ : /^\d{3}$/).test(card.cvc)) return { error: "Your card's security code is invalid.", field: `${prefix}.cvc` };
  return null;
}
