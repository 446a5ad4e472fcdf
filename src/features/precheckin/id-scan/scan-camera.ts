// The document camera: the rear camera on phones, as sharp as it offers (the zone's characters are small).
const CONSTRAINTS: MediaStreamConstraints = {
  audio: false,
  video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1080 } },
};

/** Opens the camera; rejects when there is no camera API, no device, or permission is refused. */
export function openDocumentCamera(): Promise<MediaStream> {
  const devices = typeof navigator !== 'undefined' ? navigator.mediaDevices : undefined;
  if (!devices?.getUserMedia) return Promise.reject(new Error('camera unavailable'));
  return devices.getUserMedia(CONSTRAINTS);
}

/** The video's current frame on a canvas at the stream's own size. */
export function frameCanvas(video: HTMLVideoElement): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = video.videoWidth;
  canvas.height = video.videoHeight;
  canvas.getContext('2d')?.drawImage(video, 0, 0, canvas.width, canvas.height);
  return canvas;
}
