import type { ProviderName } from '../../payments/types';

const DECLINED = 'checkout:card.declines.declined';
const AUTHENTICATION = 'checkout:card.declines.authentication';

/** Provider and server error codes (Stripe's `code`/`decline_code`, Adyen's result code, our server's `code`) → message keys. */
const DECLINE_KEYS: Readonly<Record<string, string>> = {
  card_declined: DECLINED,
  generic_decline: DECLINED,
  do_not_honor: DECLINED,
  refused: DECLINED,
  insufficient_funds: 'checkout:card.declines.insufficientFunds',
  expired_card: 'checkout:card.declines.expired',
  incorrect_cvc: 'checkout:card.declines.cvc',
  invalid_cvc: 'checkout:card.declines.cvc',
  incorrect_number: 'checkout:card.declines.number',
  invalid_number: 'checkout:card.declines.number',
  authentication_failed: AUTHENTICATION,
  authentication_required: AUTHENTICATION,
  processing_error: 'checkout:card.declines.processing',
};

/** Providers whose error text the spec shows as the server sent it (section 8; docs/decisions.md 'Server error bodies'). */
const SERVER_TEXT_PROVIDERS: ReadonlySet<ProviderName> = new Set(['vault', 'cashier']);

/**
 * The message key for a failed payment, chosen by its error code, or null when the provider's own
 * message is to be shown (an unknown code, or a provider whose text the spec shows verbatim). A locked
 * intent is always explained in the guest's language: no card can succeed, whatever the provider said.
 */
export function cardFailureKey(code: string | undefined, provider: ProviderName | null): string | null {
  if (!code) return null;
  if (code === 'intent_locked') return 'checkout:card.locked';
  if (provider && SERVER_TEXT_PROVIDERS.has(provider)) return null;
  return DECLINE_KEYS[code.toLowerCase()] ?? null;
}
