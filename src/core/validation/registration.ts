// The external guest-registration service's status.
import { msg, VALIDATION as V } from '../messages';
import type { Message } from '../types';

export const EXTERNAL_REGISTRATION_COMPLETE = 'COMPLETE';

/** External guest-registration service: guests_registration_status must be COMPLETE. */
export function validateExternalRegistration(status: string | null | undefined): Message | null {
  return (status ?? '').trim().toUpperCase() === EXTERNAL_REGISTRATION_COMPLETE ? null : msg(V.checkInProcessIncomplete);
}

/** The check-in error 'Please complete the registration process'. */
export const REGISTRATION_INCOMPLETE_MESSAGE: Message = msg(V.registrationIncomplete);
