// Every step is its own chunk, loaded when the step opens (the phone library, signature pad, image
// compression and camera come only with the steps that use them).
import type { StepRegistry } from './step-contract';

export const stepRegistry: StepRegistry = {
  'guests-info': () => import('./steps/guests-info-step').then((m) => m.guestsInfoStep),
  'basic-info': () => import('./steps/guests-info-step').then((m) => m.guestsInfoStep),
  'special-requests': () => import('./steps/special-requests-step').then((m) => m.specialRequestsStep),
  'personal-info': () => import('./steps/personal-info-step').then((m) => m.personalInfoStep),
  'contact-info': () => import('./steps/personal-info-step').then((m) => m.personalInfoStep),
  store: () => import('./steps/store-step').then((m) => m.storeStep),
  'damage-waiver': () => import('./steps/damage-waiver-step').then((m) => m.damageWaiverStep),
};
