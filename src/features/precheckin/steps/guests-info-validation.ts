import { guestsInfoErrors } from '../../../core/validation/precheckin-record';
import type { PreCheckIn as CorePreCheckIn } from '../../../core/types';
import type { PreCheckInDraft } from '../../../api/endpoints/precheckin';
import type { StepContext, StepErrors } from '../step-contract';

/** Guests info / Basic info: core's rules (times, every counted guest, trip purpose), as the server applies them. */
export function validateGuestsInfo(draft: PreCheckInDraft, ctx: StepContext): StepErrors {
  return guestsInfoErrors(draft as Partial<CorePreCheckIn>, { ...ctx, record: ctx.record as CorePreCheckIn });
}
