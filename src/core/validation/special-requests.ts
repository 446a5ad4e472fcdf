// Pre-check-in special requests and parking details.
import { msg, VALIDATION as V } from '../messages';
import type { ClientInfo, Message, PreCheckIn, SpecialRequestSetting } from '../types';
import { validateMax, validateMin, validateRequired } from './general';

/**
 * Special requests: a required toggle needs a selection (true or false chosen) — 'Please select an
 * option for {{name}}'; a counter must be 0..max ('Minimun is 0' / 'Maximun is N').
 */
export function validateSpecialRequests(
  settings: readonly SpecialRequestSetting[] | null | undefined,
  values: Readonly<Record<string, boolean | number | null | undefined>> | null | undefined,
): Record<string, Message> {
  const errors: Record<string, Message> = {};
  for (const s of settings ?? []) {
    const value = values?.[s.name];
    const type = (s.type ?? 'toggle').toLowerCase();
    if (type === 'counter') {
      const n = typeof value === 'number' ? value : value === true ? 1 : 0;
      const m = validateMin(n, 0) ?? (typeof s.max === 'number' ? validateMax(n, s.max) : null);
      if (m) errors[s.name] = m;
    } else if (s.required && typeof value !== 'boolean') {
      errors[s.name] = msg(V.specialRequestOptionRequired, { name: s.name });
    }
  }
  return errors;
}

/** Parking details are validated when parking is needed and an assigned parking or a parking pass exists. */
export function parkingDetailsRequired(needParking: boolean | null | undefined, record: Pick<PreCheckIn, 'has_assigned_parking' | 'has_parking_pass'>): boolean {
  return needParking === true && (record.has_assigned_parking === true || record.has_parking_pass === true);
}

/**
 * Parking details: car model and licence plate required, number of cars 1..maxCars (pass
 * guests.parkingSpaces(record)). Empty when details are not required.
 */
export function validateParkingDetails(
  client: Pick<ClientInfo, 'need_parking' | 'car_amount' | 'car_model' | 'licence_plate'>,
  record: Pick<PreCheckIn, 'has_assigned_parking' | 'has_parking_pass'>,
  maxCars: number,
): Partial<Record<'car_model' | 'licence_plate' | 'car_amount', Message>> {
  if (!parkingDetailsRequired(client.need_parking, record)) return {};
  const errors: Partial<Record<'car_model' | 'licence_plate' | 'car_amount', Message>> = {};
  const model = validateRequired(client.car_model);
  if (model) errors.car_model = model;
  const plate = validateRequired(client.licence_plate);
  if (plate) errors.licence_plate = plate;
  const cars = client.car_amount;
  const amount = cars == null ? msg(V.requiredField) : (validateMin(cars, 1) ?? validateMax(cars, maxCars));
  if (amount) errors.car_amount = amount;
  return errors;
}
