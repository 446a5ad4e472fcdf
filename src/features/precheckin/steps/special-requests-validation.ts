import { specialRequestsErrors } from '../../../core/validation/precheckin-record';
import type { PreCheckIn as CorePreCheckIn } from '../../../core/types';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import type { StepContext, StepErrors } from '../step-contract';

/** Special requests and parking details: core's rules, as the server applies them. */
export function validateSpecialRequestsStep(draft: PreCheckInDraft, ctx: StepContext): StepErrors {
  return specialRequestsErrors(draft as Partial<CorePreCheckIn>, { ...ctx, record: ctx.record as CorePreCheckIn });
}
