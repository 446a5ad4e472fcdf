import type { ArrivalKitSource } from '../../src/core/arrival-kit-source';

const DAY = 24 * 60 * 60 * 1000;

/** An unlocked reservation's arrival facts as the info page hands them over (check-in yesterday, check-out in two days). */
export function kitSource(over: Partial<ArrivalKitSource> = {}, now = new Date()): ArrivalKitSource {
  return {
    code: 'ABC',
    title: 'Ocean View Villa',
    address: ' 1200 Ocean Drive, Miami Beach ',
    customAddressUrl: null,
    lat: 25.79,
    lng: -80.13,
    timeZone: 'America/New_York',
    checkIn: new Date(now.getTime() - DAY),
    checkOut: new Date(now.getTime() + 2 * DAY),
    checkInTime: '16:00',
    checkOutTime: '11:00',
    instructions: '<p>Key box left of the door.</p>',
    doorCodes: [{ name: 'Front door', code: '2580' }],
    gateCode: '4821#',
    wifi: { name: 'OceanView-Guest', password: 'sunny-days-2026' },
    parking: ['Space 3'],
    phones: [{ label: 'Support', number: '+1 305 555 0199' }],
    unlocked: true,
    ...over,
  };
}
