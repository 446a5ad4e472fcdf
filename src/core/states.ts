// State / province lists for the countries whose card forms ask for one: US (50 states + DC),
// Canada (provinces and territories) and Australia (states and territories). Code + English label.
export interface StateOption {
  code: string;
  label: string;
}

export const US_STATES: readonly StateOption[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'],
  ['CO', 'Colorado'], ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'],
  ['FL', 'Florida'], ['GA', 'Georgia'], ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'],
  ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'], ['KY', 'Kentucky'], ['LA', 'Louisiana'],
  ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'], ['MI', 'Michigan'], ['MN', 'Minnesota'],
  ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'], ['NE', 'Nebraska'], ['NV', 'Nevada'],
  ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'], ['NY', 'New York'],
  ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'], ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'],
  ['WA', 'Washington'], ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
].map(([code, label]) => ({ code: code!, label: label! }));

export const CA_PROVINCES: readonly StateOption[] = [
  ['AB', 'Alberta'], ['BC', 'British Columbia'], ['MB', 'Manitoba'], ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'], ['NS', 'Nova Scotia'], ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'], ['ON', 'Ontario'], ['PE', 'Prince Edward Island'], ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'], ['YT', 'Yukon'],
].map(([code, label]) => ({ code: code!, label: label! }));

export const AU_STATES: readonly StateOption[] = [
  ['ACT', 'Australian Capital Territory'], ['NSW', 'New South Wales'], ['NT', 'Northern Territory'],
  ['QLD', 'Queensland'], ['SA', 'South Australia'], ['TAS', 'Tasmania'], ['VIC', 'Victoria'],
  ['WA', 'Western Australia'],
].map(([code, label]) => ({ code: code!, label: label! }));

/** Countries whose forms ask for a state / province. */
export const STATE_COUNTRIES = ['US', 'CA', 'AU'] as const;

const BY_COUNTRY: Record<string, readonly StateOption[]> = { US: US_STATES, CA: CA_PROVINCES, AU: AU_STATES };

/** States of a country (US, CA, AU); empty for every other country. */
export function statesOf(country: string | null | undefined): readonly StateOption[] {
  return BY_COUNTRY[(country ?? '').trim().toUpperCase()] ?? [];
}

/** The state field applies only to US, CA and AU. */
export function countryHasStates(country: string | null | undefined): boolean {
  return statesOf(country).length > 0;
}

/** A state code valid for the country (case-insensitive). */
export function isStateOf(country: string | null | undefined, state: string | null | undefined): boolean {
  const s = (state ?? '').trim().toUpperCase();
  return s !== '' && statesOf(country).some((o) => o.code === s);
}
