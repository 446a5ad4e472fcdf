// The scanner benchmark's known data: 24 people of varied nationalities, name lengths, document
// numbers and dates, made by a seeded generator so every run renders the same documents.
import type { MrzPerson } from './mrz-compose';

const SURNAMES = ['GARCIA LOPEZ', 'MUELLER', 'OCONNOR', 'DUBOIS', 'ROSSI', 'KOWALSKA', 'PAPADOPOULOS', 'IVANOVA', 'COHEN', 'ALMEIDA SANTOS', 'LINDQVIST', 'NAKAMURA', 'VAN DER BERG', 'SMITH', 'HAKIMI', 'NGUYEN'];
const GIVEN = ['MARIA JOSE', 'JONAS', 'AOIFE', 'CAMILLE', 'LUCA', 'ZOFIA', 'NIKOLAOS', 'OLGA', 'NOA', 'JOAO PEDRO', 'ELSA', 'YUKI', 'PIETER', 'OLIVER JAMES', 'LEILA', 'MINH'];
const COUNTRIES = ['ESP', 'DEU', 'IRL', 'FRA', 'ITA', 'POL', 'GRC', 'RUS', 'ISR', 'PRT', 'SWE', 'JPN', 'NLD', 'GBR', 'MAR', 'VNM', 'USA', 'BRA', 'CHE', 'AUT', 'SAU', 'CHN', 'GEO', 'ARE'];
const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

function random(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 4294967296;
}

const two = (n: number) => String(n).padStart(2, '0');

/** `count` people; `documentCode` 'P' for passports, 'I' for identity cards. */
export function mrzPeople(count: number, documentCode: 'P' | 'I', seed = 23): MrzPerson[] {
  const r = random(seed + documentCode.charCodeAt(0));
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: count }, (_, i) => {
    const country = COUNTRIES[i % COUNTRIES.length]!;
    const numberLength = 8 + Math.floor(r() * 2);
    return {
      documentCode,
      issuing: country,
      nationality: i % 5 === 0 ? pick(COUNTRIES) : country,
      surname: pick(SURNAMES),
      givenNames: pick(GIVEN),
      documentNumber: Array.from({ length: numberLength }, (_, k) => (k < 2 ? pick([...ALNUM.slice(0, 26)]) : pick([...ALNUM]))).join(''),
      // Born 1945–2004: both centuries of the two-digit year.
      birth: `${two((45 + Math.floor(r() * 60)) % 100)}${two(1 + Math.floor(r() * 12))}${two(1 + Math.floor(r() * 28))}`,
      sex: r() < 0.5 ? 'F' : 'M',
      // One in six expired.
      expiry: `${two(i % 6 === 0 ? 24 : 27 + Math.floor(r() * 8))}${two(1 + Math.floor(r() * 12))}${two(1 + Math.floor(r() * 28))}`,
    };
  });
}
