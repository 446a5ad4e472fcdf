export type PhoneRules = typeof import('./phone-rules');

let pending: Promise<PhoneRules> | null = null;

/** The phone rules, downloaded on first use (the contact step and its validation) and shared after. */
export function loadPhoneRules(): Promise<PhoneRules> {
  pending ??= import('./phone-rules').catch((e: unknown) => {
    pending = null;
    throw e;
  });
  return pending;
}
