// The contract between the wizard shell and its steps. The shell owns loading, the draft, saving,
// navigation and the stepper; a step owns its fields and its validation. Every step module
// (steps/<id>-step.tsx) exports a `StepModule`, and the shell maps `WizardStepId`s to modules.
import type { ComponentType } from 'react';
import type { PreCheckInDraft } from '../../api/endpoints/precheckin';
import type { Configuration } from '../../api/schemas/config';
import type { PreCheckIn } from '../../api/schemas/precheckin';
import type { Reservation } from '../../api/schemas/reservation';
import type { User } from '../../api/schemas/user';
import type { AgeBandVariant } from '../../core/guests';
import type { WizardStepId, WizardVariant } from '../../core/precheckin-steps';
import type { CheckinInfoSettings, Message } from '../../core/types';

/** What every step may read; built once by the shell from the loaded resources. Read-only. */
export interface StepContext {
  variant: WizardVariant;
  confirmationCode: string;
  /** The id the save and upload calls take (record.reservation_id, else the confirmation code). */
  reservationId: string | number;
  /** The record as the server last answered it (settings-like fields: special_requests_settings, locked_guest_details, additional_docs, terms_of_use…). */
  record: PreCheckIn;
  /** The reservation from the trips list (null when that list could not be read). */
  reservation: Reservation | null;
  /** reservation.checkin_info, or {} when absent. */
  settings: CheckinInfoSettings;
  config: Configuration | null;
  user: User | null;
  /** Reservation channel (reservation.source) for the deny-channel rules. */
  channel: string | null;
  /** Tenant `age_bands`: 'A' kids 2–12 (babies under 2), 'B' kids 3–12 (babies under 3). */
  ageBands: AgeBandVariant;
  /** The listing's IANA time zone (times and dates are read there). */
  timeZone: string;
  /** Tenant supports identity verification: ID and selfie are both required. */
  identityVerification: boolean;
  /** Tenant has the external guest-registration api key: its widget replaces manual guest entry. */
  externalRegistration: boolean;
}

/** Messages keyed by field path ('client_info.email', 'guests_details.1.full_name', 'id_pic'…). */
export type StepErrors = Record<string, Message>;

export interface StepProps {
  /** The record with the guest's edits; survives Back and Next. */
  draft: PreCheckInDraft;
  /** Applies the guest's edit to the draft (functional, so concurrent uploads never drop each other's result). */
  update: (edit: (draft: PreCheckInDraft) => PreCheckInDraft) => void;
  /**
   * Fills what the guest has not given yet (the counts the step shows, profile defaults, a previous stay's
   * guests): not an edit of the guest's, so on its own it is not kept on the device as an unsaved draft.
   */
  prefill: (edit: (draft: PreCheckInDraft) => PreCheckInDraft) => void;
  /** Messages to show; empty until the guest has tried Next on this step once. */
  errors: StepErrors;
  ctx: StepContext;
  /** Holds Next while work the step needs is in flight (an upload, a widget); pass false when done. */
  setBusy: (busy: boolean) => void;
}

export interface StepModule {
  Component: ComponentType<StepProps>;
  /** Messages that keep the guest on this step; empty means Next may save and advance. */
  validate: (draft: PreCheckInDraft, ctx: StepContext) => StepErrors | Promise<StepErrors>;
  /**
   * What the step fills in by itself when it opens (not an edit of the guest's), as a pure function. The
   * wizard starts its draft from it when it opens on this step, on the server and in the browser alike:
   * the first render shows it, and the hydration is not followed by a store update that re-renders the
   * whole wizard in one task. Opened later, the step fills it in itself (`prefill`).
   */
  prepare?: (draft: PreCheckInDraft, ctx: StepContext) => PreCheckInDraft;
  /**
   * The step reads what only the browser knows (its languages, the screen's width, the browser's country
   * names): a server render shows its box loading, and the browser fills it once it has hydrated.
   */
  browserOnly?: true;
}

export type StepRegistry = Record<WizardStepId, () => Promise<StepModule>>;
