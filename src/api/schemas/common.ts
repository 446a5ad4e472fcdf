import * as v from 'valibot';

/**
 * Field-level tolerance, one mechanism for every response schema.
 *
 * A backend written from the spec alone sends other sub-shapes than our reference server. An optional
 * field whose value does not fit its schema reads as absent (that block is hidden, never the screen);
 * a list item that does not fit is dropped. Only required fields (ids, confirmation code, checkout
 * amounts) fail a response. Unknown keys are kept unchecked (loose objects) and never fail anything.
 *
 * What was ignored is found by a second, reporting pass (`parseTolerant`): in it a tolerant schema
 * reports one `optional_block` issue at its own path instead of silently reading as absent, so the
 * client can warn once per ignored field with the full field path. Parsing is synchronous, so the
 * module-level switch cannot leak between requests.
 */
const BLOCK = 'optional_block';
let reporting = false;

type Dataset = { typed: boolean; value: unknown; issues?: v.BaseIssue<unknown>[] };
type Runner = (dataset: { value: unknown }, config: v.Config<v.BaseIssue<unknown>>) => Dataset;
const run = (schema: v.GenericSchema, value: unknown, config: v.Config<v.BaseIssue<unknown>>) =>
  (schema['~run'] as unknown as Runner)({ value }, config);

const onlyReports = (issues: v.BaseIssue<unknown>[]) => issues.every((i) => i.type === BLOCK);

function blockIssue(input: unknown, cause: v.BaseIssue<unknown> | undefined): v.BaseIssue<unknown> {
  return {
    kind: 'schema',
    type: BLOCK,
    input,
    expected: null,
    received: Array.isArray(input) ? 'Array' : input === null ? 'null' : typeof input,
    message: cause?.message ?? 'does not fit',
  };
}

/**
 * What a value that does not fit turns into: nothing in the normal pass; in the reporting pass, a
 * report at this schema's path. Reports of nested tolerant schemas pass through (this block fits).
 */
function tolerate(input: unknown, out: Dataset): Dataset | null {
  if (!out.issues) return out;
  if (onlyReports(out.issues)) return { typed: true, value: out.value, issues: out.issues };
  if (!reporting) return null;
  return { typed: true, value: undefined, issues: [blockIssue(input, out.issues.find((i) => i.type !== BLOCK))] };
}

/** Wraps a schema (keeping its type, so object keys stay optional) with the tolerance above. */
/* @__NO_SIDE_EFFECTS__ */
function tolerant<T extends v.GenericSchema>(schema: T): T {
  return {
    ...schema,
    '~run'(dataset: { value: unknown }, config: v.Config<v.BaseIssue<unknown>>) {
      return tolerate(dataset.value, run(schema, dataset.value, config)) ?? { typed: true, value: undefined };
    },
  } as T;
}

/** An optional block of an answer: when it does not fit its schema it reads as absent (that part is hidden, never the screen). */
export const optionalBlock = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(schema: S) => tolerant(v.nullish(schema));

export const nullableString = optionalBlock(v.string());
export const nullableNumber = optionalBlock(v.number());
export const nullableBoolean = optionalBlock(v.boolean());
/** An id: servers send numbers or strings. */
export const Id = v.union([v.number(), v.string()]);

/** A list whose items that do not fit are dropped; `single` also accepts one bare item as a list of one. */
/* @__NO_SIDE_EFFECTS__ */
function listOf<S extends v.GenericSchema, I>(item: S, single: boolean, required = false) {
  const base = v.array(v.unknown());
  return {
    ...base,
    '~run'(dataset: { value: unknown }, config: v.Config<v.BaseIssue<unknown>>): Dataset {
      const input = single && !Array.isArray(dataset.value) ? [dataset.value] : dataset.value;
      const out = run(base, input, config);
      if (out.issues) return out;
      const value: unknown[] = [];
      const issues: v.BaseIssue<unknown>[] = [];
      let firstFailure: Dataset | undefined;
      (out.value as unknown[]).forEach((raw, key) => {
        const itemOut = run(item, raw, config);
        if (itemOut.issues && !onlyReports(itemOut.issues)) firstFailure ??= itemOut;
        const kept = tolerate(raw, itemOut);
        if (kept && kept.value !== undefined) value.push(kept.value);
        for (const issue of kept?.issues ?? []) {
          const at = { type: 'array', origin: 'value', input: out.value as unknown[], key, value: raw } as const;
          issues.push({ ...issue, path: [at, ...(issue.path ?? [])] } as v.BaseIssue<unknown>);
        }
      });
      // A required list of which no item fits is a server we cannot read, not an empty list.
      if (required && firstFailure && !value.length) return { typed: false, value: out.value, issues: firstFailure.issues };
      return issues.length ? { typed: true, value, issues } : { typed: true, value };
    },
  } as unknown as v.GenericSchema<I, v.InferOutput<S>[]>;
}

/** An optional list: items that do not fit are dropped; anything but an array reads as absent. */
export const lenientList = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(item: S) => optionalBlock(listOf<S, v.InferInput<S>[]>(item, false));

/** An optional list where a server may also send one bare item (a phone as a string, one door code as an object). */
export const oneOrMany = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(item: S) => optionalBlock(listOf<S, v.InferInput<S> | v.InferInput<S>[]>(item, true));

/** Short texts (bullets, channels, origins): one string or a list. */
export const textList = oneOrMany(v.string());

/**
 * A required list (the answer is that list): items that do not fit are dropped (and reported); a
 * non-list, or a list of which no item fits, fails.
 */
export const requiredList = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(item: S) => listOf<S, v.InferInput<S>[]>(item, false, true);

/**
 * A response our contract wraps (`{ data: … }`, `{ user, token }`) and the spec names bare: both forms
 * read as the bare one. `key` is the wrapping key.
 */
/* @__NO_SIDE_EFFECTS__ */
export function wrappedOrBare<S extends v.GenericSchema>(schema: S, key = 'data'): v.GenericSchema<v.InferInput<S> | Record<string, v.InferInput<S>>, v.InferOutput<S>> {
  const isWrapped = (x: unknown): x is Record<string, unknown> =>
    typeof x === 'object' && x !== null && !Array.isArray(x) && typeof (x as Record<string, unknown>)[key] === 'object' && (x as Record<string, unknown>)[key] !== null;
  // Decided by shape, not by trying both: the reporting pass must read the same form as the normal one.
  return v.pipe(
    v.unknown(),
    v.transform((x) => (isWrapped(x) ? x[key] : x)),
    schema,
  ) as unknown as v.GenericSchema<v.InferInput<S> | Record<string, v.InferInput<S>>, v.InferOutput<S>>;
}

/**
 * A list of rows the screen shows one by one (purchase history): a row that does not fit is dropped
 * (and reported) even when no row fits — one odd row hides that row, never the screen. A non-list fails.
 */
export const rowList = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(item: S) => listOf<S, v.InferInput<S>[]>(item, false);

/** The answer of a list call: the list, bare or in `{ data: … }`; `null` reads as no items. */
export const listAnswer = /* @__NO_SIDE_EFFECTS__ */ <S extends v.GenericSchema>(item: S) =>
  wrappedOrBare(v.union([requiredList(item), v.pipe(v.null(), v.transform((): v.InferOutput<S>[] => []))]));

export interface TolerantResult<T> {
  output: T;
  /** Field paths (dot-separated) that did not fit and were read as absent. */
  ignored: { path: string; message: string }[];
}

const pathOf = (issue: v.BaseIssue<unknown>) => (issue.path ?? []).map((p) => String(p.key)).join('.');

/** Parses like `v.safeParse`, and also reports which optional fields were read as absent. */
export function parseTolerant<T>(schema: v.GenericSchema<unknown, T>, data: unknown): v.SafeParseResult<v.GenericSchema<unknown, T>> & { ignored: TolerantResult<T>['ignored'] } {
  reporting = true;
  let report: v.SafeParseResult<v.GenericSchema<unknown, T>>;
  try {
    report = v.safeParse(schema, data);
  } finally {
    reporting = false;
  }
  if (report.success) return { ...report, ignored: [] };
  const result = v.safeParse(schema, data);
  const seen = new Set<string>();
  const ignored = report.issues
    .filter((i) => i.type === BLOCK)
    .map((i) => ({ path: pathOf(i), message: i.message }))
    .filter((i) => !seen.has(i.path) && seen.add(i.path));
  return { ...result, ignored: result.success ? ignored : [] };
}
