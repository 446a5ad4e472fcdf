// i18n keys of the messages returned by src/core. English texts live in locales/en/validation.json
// and locales/en/core.json (spec wording, typos included); the other locales mirror the keys.
import type { Message } from './types';

const v = <K extends string>(k: K) => `validation:${k}` as const;

export const VALIDATION = {
  // General (spec section 5)
  nameRequired: v('nameRequired'),
  nameMaxLength: v('nameMaxLength'),
  emailRequired: v('emailRequired'),
  emailInvalid: v('emailInvalid'),
  phoneRequired: v('phoneRequired'),
  phoneInvalid: v('phoneInvalid'),
  zipRequired: v('zipRequired'),
  zipInvalid: v('zipInvalid'),
  passwordRequired: v('passwordRequired'),
  passwordMinLength: v('passwordMinLength'),
  passwordLowercase: v('passwordLowercase'),
  passwordUppercase: v('passwordUppercase'),
  passwordDigit: v('passwordDigit'),
  passwordSpecial: v('passwordSpecial'),
  passwordsNotMatched: v('passwordsNotMatched'),
  firstNameRequired: v('firstNameRequired'),
  lastNameRequired: v('lastNameRequired'),
  monthRequired: v('monthRequired'),
  dateRangeRequired: v('dateRangeRequired'),
  requiredField: v('requiredField'),
  min: v('min'),
  max: v('max'),
  maxLength: v('maxLength'),
  invalidYear: v('invalidYear'),
  invalidDate: v('invalidDate'),
  invalidTime: v('invalidTime'),
  checkInTimeTooEarly: v('checkInTimeTooEarly'),
  checkOutTimeTooLate: v('checkOutTimeTooLate'),
  // Personal info
  birthDateTooEarly: v('birthDateTooEarly'),
  birthDateTooYoung: v('birthDateTooYoung'),
  idDocumentRequired: v('idDocumentRequired'),
  idAndSelfieRequired: v('idAndSelfieRequired'),
  additionalDocumentsRequired: v('additionalDocumentsRequired'),
  termsRequired: v('termsRequired'),
  signatureRequired: v('signatureRequired'),
  checkInProcessIncomplete: v('checkInProcessIncomplete'),
  registrationIncomplete: v('registrationIncomplete'),
  // Guests
  photoIdRequired: v('photoIdRequired'),
  tripPurposeRequired: v('tripPurposeRequired'),
  // Special requests, store, uploads
  specialRequestOptionRequired: v('specialRequestOptionRequired'),
  disclaimerRequired: v('disclaimerRequired'),
  dateOutsideStay: v('dateOutsideStay'),
  fileTypeNotAccepted: v('fileTypeNotAccepted'),
  cameraAccessDenied: v('cameraAccessDenied'),
  // Lookup
  confirmationCodeRequired: v('confirmationCodeRequired'),
  lookupLastNameRequired: v('lookupLastNameRequired'),
  lookupMismatch: v('lookupMismatch'),
  // Card form, provider C
  cardHolderNameRequired: v('cardHolderNameRequired'),
  cardFullNameTwoWords: v('cardFullNameTwoWords'),
  cardEmailInvalid: v('cardEmailInvalid'),
  cardPhoneInvalid: v('cardPhoneInvalid'),
  cardAddressInvalid: v('cardAddressInvalid'),
  cardCityInvalid: v('cardCityInvalid'),
  cardZipInvalid: v('cardZipInvalid'),
  cardCountryRequired: v('cardCountryRequired'),
  cardStateRequired: v('cardStateRequired'),
} as const;


/** Builds a message descriptor. */
export function msg(key: string, params?: Message['params']): Message {
  return params ? { key, params } : { key };
}
