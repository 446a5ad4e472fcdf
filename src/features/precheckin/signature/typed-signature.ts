/** A handwriting-like face first, then what every system has: the image must render even offline. */
export const TYPED_SIGNATURE_FONT = "'Segoe Script', 'Brush Script MT', 'Snell Roundhand', 'URW Chancery L', cursive";

/**
 * The keyboard alternative to drawing: the typed name written on a transparent canvas of the pad's size
 * and returned as the same kind of image as a drawn signature (PNG data URL).
 */
export function typedSignatureImage(name: string, canvas: HTMLCanvasElement, width: number, height: number, ratio = 1): string | null {
  const text = name.trim();
  if (!text) return null;
  canvas.width = Math.max(1, Math.round(width * ratio));
  canvas.height = Math.max(1, Math.round(height * ratio));
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  context.clearRect(0, 0, width, height);
  let size = Math.floor(height * 0.6);
  context.font = `${size}px ${TYPED_SIGNATURE_FONT}`;
  // Long names shrink until they fit the box with a margin.
  while (size > 10 && context.measureText(text).width > width * 0.9) {
    size -= 2;
    context.font = `${size}px ${TYPED_SIGNATURE_FONT}`;
  }
  context.fillStyle = '#000';
  context.textBaseline = 'middle';
  context.textAlign = 'center';
  context.fillText(text, width / 2, height / 2);
  return canvas.toDataURL('image/png');
}
