import * as v from 'valibot';

/** Servers add fields over time: objects are validated loosely (unknown keys kept, known keys checked). */
export const nullableString = v.nullish(v.string());
export const nullableNumber = v.nullish(v.number());
export const nullableBoolean = v.nullish(v.boolean());

/** An optional block of an answer: when it does not fit its schema it reads as absent (that part is hidden, never the screen). */
export const optionalBlock = <S extends v.GenericSchema>(schema: S) => v.fallback(v.nullish(schema), undefined);

/** An optional list: items that do not fit are dropped; anything but an array reads as absent. */
export const lenientList = <S extends v.GenericSchema>(item: S) =>
  v.fallback(
    v.nullish(
      v.pipe(
        v.array(v.unknown()),
        v.transform((items) => items.flatMap((i) => {
          const r = v.safeParse(item, i);
          return r.success ? [r.output as v.InferOutput<S>] : [];
        })),
      ),
    ),
    undefined,
  );
