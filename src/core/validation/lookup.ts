// Reservation lookup and gate code forms.
import { msg, VALIDATION as V } from '../messages';
import type { Message } from '../types';
import { str } from './form';

/** Empty confirmation code / last name messages (typing clears them: revalidate on change). */
export function validateLookup(values: { confirmationCode?: string | null; lastName?: string | null }): Partial<Record<'confirmationCode' | 'lastName', Message>> {
  const errors: Partial<Record<'confirmationCode' | 'lastName', Message>> = {};
  if (!str(values.confirmationCode)) errors.confirmationCode = msg(V.confirmationCodeRequired);
  if (!str(values.lastName)) errors.lastName = msg(V.lookupLastNameRequired);
  return errors;
}

/** Lookup mismatch (also when validate fails), spec section 8. */
export const LOOKUP_MISMATCH_MESSAGE: Message = msg(V.lookupMismatch);

/**
 * Failed lookup: the gate-code lookup shows the server-supplied error when present (as raw text);
 * otherwise (and always for the reservation search) the mismatch message.
 */
export function lookupFailure(serverError: string | null | undefined, gateCode: boolean): { text: string } | Message {
  const s = str(serverError);
  return gateCode && s ? { text: s } : LOOKUP_MISMATCH_MESSAGE;
}
