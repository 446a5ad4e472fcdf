// Identity documents and the selfie with ID: when they are asked for, how the selfie is captured.
import { msg, VALIDATION as V } from '../messages';
import { isChannelIn } from '../reservation';
import type { CheckinInfoSettings, Message } from '../types';

/** ID documents are not required for channels in guest_id_docs_deny_channels. */
export function areIdDocsDenied(settings: CheckinInfoSettings | null | undefined, channel: string | null | undefined): boolean {
  return isChannelIn(channel, settings?.guest_id_docs_deny_channels);
}

/** selfie_upload_option: 'both' (default), 'camera' or 'upload'. */
export function selfieCaptureModes(option: string | null | undefined): { upload: boolean; camera: boolean } {
  const o = (option ?? 'both').trim().toLowerCase();
  if (o === 'camera') return { upload: false, camera: true };
  if (o === 'upload') return { upload: true, camera: false };
  return { upload: true, camera: true };
}

/** Selfie camera (spec section 9): JPEG at quality 0.8 from a video stream of at most 640×800. */
export const CAMERA_JPEG_QUALITY = 0.8;
export const CAMERA_MAX_VIDEO_WIDTH = 640;
export const CAMERA_MAX_VIDEO_HEIGHT = 800;

/** The selfie with ID is asked for when show_selfie_with_id is on and ID documents are not denied for the channel. */
export function isSelfieShown(settings: CheckinInfoSettings | null | undefined, channel: string | null | undefined, identityVerification = false): boolean {
  if (areIdDocsDenied(settings, channel)) return false;
  return identityVerification || settings?.show_selfie_with_id === true;
}

/** A shown selfie is required unless require_selfie_with_id is false (identity verification always requires it). */
export function isSelfieRequired(settings: CheckinInfoSettings | null | undefined, channel: string | null | undefined, identityVerification = false): boolean {
  return isSelfieShown(settings, channel, identityVerification) && (identityVerification || settings?.require_selfie_with_id !== false);
}

/** Camera denied: 'Please allow camera access to use this feature'. */
export const CAMERA_ACCESS_DENIED_MESSAGE: Message = msg(V.cameraAccessDenied);
