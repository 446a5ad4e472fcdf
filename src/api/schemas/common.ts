import * as v from 'valibot';

/** Servers add fields over time: objects are validated loosely (unknown keys kept, known keys checked). */
export const nullableString = v.nullish(v.string());
export const nullableNumber = v.nullish(v.number());
export const nullableBoolean = v.nullish(v.boolean());
export const anyObject = v.looseObject({});
export const ignored = v.unknown();
