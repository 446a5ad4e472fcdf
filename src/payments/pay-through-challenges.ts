import type { ChallengeOutcome, MountedCardFields, PayRequest, PayResult } from './types';

export type FinalPayResult = Exclude<PayResult, { status: 'challenge' }>;

/**
 * Pays, and while the provider asks for a 3-D Secure challenge, shows it (`challenge(url)` resolves
 * with the frame's answer) and resumes, until the payment has a final result.
 */
export async function payThroughChallenges(
  fields: MountedCardFields,
  req: PayRequest,
  challenge: (url: string) => Promise<ChallengeOutcome>,
): Promise<FinalPayResult> {
  let r: PayResult = await fields.pay(req);
  while (r.status === 'challenge') r = await fields.resume(await challenge(r.url));
  return r;
}
