import { describe, expect, it } from 'vitest';
import { CAMERA_JPEG_QUALITY, CAMERA_MAX_VIDEO_HEIGHT, CAMERA_MAX_VIDEO_WIDTH, isSelfieRequired, isSelfieShown } from './validation/identity';

describe('selfie with ID rules', () => {
  it('camera constants of the spec', () => {
    expect([CAMERA_JPEG_QUALITY, CAMERA_MAX_VIDEO_WIDTH, CAMERA_MAX_VIDEO_HEIGHT]).toEqual([0.8, 640, 800]);
  });

  it.each([
    [{}, false, false, false],
    [{ show_selfie_with_id: true }, false, true, true],
    [{ show_selfie_with_id: true, require_selfie_with_id: false }, false, true, false],
    [{ show_selfie_with_id: false }, true, true, true],
    [{ show_selfie_with_id: true, guest_id_docs_deny_channels: ['airbnb'] }, false, false, false],
    [{ guest_id_docs_deny_channels: ['airbnb'] }, true, false, false],
  ])('%j, identity verification %s → shown %s, required %s', (settings, iv, shown, required) => {
    expect(isSelfieShown(settings, 'airbnb', iv)).toBe(shown);
    expect(isSelfieRequired(settings, 'airbnb', iv)).toBe(required);
  });
});
