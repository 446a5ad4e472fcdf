// What a reviewed scan writes into the wizard. The document's names carry no check digit, so they
// never replace a name the guest typed unless the guest says so; the verified values always fill.
import type { MrzReading } from './mrz-reading';
import { fullNameOf } from './mrz-reading';

/** The reading after the guest's review (each value editable). */
export type ReviewedScan = Pick<MrzReading, 'surname' | 'givenNames' | 'documentType' | 'documentNumber' | 'birthDate'>;

export interface GuestScanFill {
  full_name?: string;
  document?: { type: 'passport' | 'id'; number: string };
}

/** A name was typed and the document's differs: the guest is asked before it is replaced. */
export function nameNeedsConsent(typed: string | null | undefined, scanned: ReviewedScan): boolean {
  const current = (typed ?? '').trim();
  return current !== '' && current.toLocaleLowerCase() !== fullNameOf(scanned).toLocaleLowerCase();
}

/**
 * An adult's values from the scan: the full name (when the field is empty, or the guest agreed to replace
 * it) and the document, when its type is one this guest may give.
 */
export function guestScanFill(scanned: ReviewedScan, typedName: string | null | undefined, replaceName: boolean, allowedTypes: readonly string[]): GuestScanFill {
  const fill: GuestScanFill = {};
  const name = fullNameOf(scanned);
  if (name && (!nameNeedsConsent(typedName, scanned) || replaceName)) fill.full_name = name;
  const number = scanned.documentNumber.trim();
  if (number && allowedTypes.includes(scanned.documentType)) fill.document = { type: scanned.documentType, number };
  return fill;
}
