import * as v from 'valibot';

/** An amount the screen cannot work without: a number, or a numeric string ("450.00"). */
export const Amount = v.union([
  v.number(),
  v.pipe(v.string(), v.trim(), v.regex(/^-?\d+(\.\d+)?$/), v.transform(Number)),
]);
