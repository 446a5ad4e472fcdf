import { CAMERA_JPEG_QUALITY, CAMERA_MAX_VIDEO_HEIGHT, CAMERA_MAX_VIDEO_WIDTH } from '../../../core/validation/identity';

/** The selfie camera's request: the front camera, video at most 640×800, no sound. */
export const CAMERA_CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: 'user', width: { max: CAMERA_MAX_VIDEO_WIDTH }, height: { max: CAMERA_MAX_VIDEO_HEIGHT } },
};

/** Opens the camera; rejects when there is no camera API, no device, or permission is refused. */
export async function openCamera(): Promise<MediaStream> {
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!devices?.getUserMedia) throw new Error('camera unavailable');
  return devices.getUserMedia(CAMERA_CONSTRAINTS);
}

/** Releases the camera (the light goes off): every track stops. */
export function stopCamera(stream: MediaStream | null | undefined): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}

/** The video's current frame as a JPEG at quality 0.8, at the stream's own size (at most 640×800). */
export function captureFrame(video: HTMLVideoElement, canvas: HTMLCanvasElement): Promise<Blob> {
  const width = Math.min(video.videoWidth || CAMERA_MAX_VIDEO_WIDTH, CAMERA_MAX_VIDEO_WIDTH);
  const height = Math.min(video.videoHeight || CAMERA_MAX_VIDEO_HEIGHT, CAMERA_MAX_VIDEO_HEIGHT);
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return Promise.reject(new Error('no 2d canvas'));
  context.drawImage(video, 0, 0, width, height);
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('capture failed'))), 'image/jpeg', CAMERA_JPEG_QUALITY);
  });
}
