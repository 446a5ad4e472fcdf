import type { TFunction } from 'i18next';
import { errorMessageKey, isApiError } from '../../api/errors';
import { retryAfterParts, retryAfterSeconds } from '../../core/lookup';
import { LOOKUP_MISMATCH_MESSAGE, lookupFailure } from '../../core/validation/lookup';
import { intlLocale } from '../../core/locales';

/** What a failed lookup shows: translated text, or the server's own text (isolated with dir="auto"). */
export interface LookupError {
  text: string;
  fromServer: boolean;
}

/** Codes the server uses for a lookup that found nothing; they get the translated texts. */
const TRANSLATED_CODES: Record<string, string> = {
  lookup_mismatch: LOOKUP_MISMATCH_MESSAGE.key,
  gate_code_unavailable: 'lookup:errors.gateCodeUnavailable',
};

/** "in 10 minutes" in the guest's language (Intl plural rules), or null when the server gave no time. */
function retryWhen(e: { retryAfter?: string; body: unknown }, locale: string, nowMs: number): string | null {
  const seconds = retryAfterSeconds(e.retryAfter, e.body, nowMs);
  if (seconds === null) return null;
  const { value, unit } = retryAfterParts(seconds);
  return new Intl.RelativeTimeFormat(intlLocale(locale), { numeric: 'always' }).format(value, unit);
}

/**
 * Spec section 8: a mismatch (also any other refusal of the search) shows the mismatch text; the
 * gate-code lookup shows a server-supplied error when present. Too many attempts (429) says when to
 * try again; no answer at all (network, time-out, 5xx, unreadable answer) says so instead of blaming
 * the guest's input.
 */
export function lookupErrorOf(e: unknown, opts: { gateCode: boolean; t: TFunction; locale: string; nowMs: number }): LookupError {
  const { t } = opts;
  if (!isApiError(e) || e.kind !== 'http' || e.status >= 500) return { text: t(errorMessageKey(e)), fromServer: false };
  if (e.status === 429) {
    const when = retryWhen(e, opts.locale, opts.nowMs);
    return { text: when ? t('lookup:errors.rateLimitedUntil', { when }) : t('lookup:errors.rateLimited'), fromServer: false };
  }
  const known = TRANSLATED_CODES[e.code];
  if (known) return { text: t(known), fromServer: false };
  const failure = lookupFailure(e.serverMessage, opts.gateCode);
  return 'text' in failure ? { text: failure.text, fromServer: true } : { text: t(failure.key, failure.params ?? {}), fromServer: false };
}
