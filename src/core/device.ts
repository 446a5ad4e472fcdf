// Device type for action logs: 'phone' or 'desktop' by user-agent string (tablets count as desktop).
export type DeviceType = 'phone' | 'desktop';

const CLEAR_PHONE = /iPhone|iPod|Windows Phone|IEMobile|BlackBerry|BB10|Opera Mini/i;
const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|webOS/i;

export function deviceType(userAgent: string | null | undefined): DeviceType {
  const ua = userAgent ?? '';
  if (CLEAR_PHONE.test(ua)) return 'phone';
  if (TABLET.test(ua)) return 'desktop';
  return MOBILE.test(ua) ? 'phone' : 'desktop';
}
