import * as v from 'valibot';
import { Id, nullableString, oneOrMany, optionalBlock, wrappedOrBare } from './common';

/** Only `id` and `email` are required: a session cannot work without them. */
export const UserObjectSchema = v.looseObject({
  id: Id,
  first_name: nullableString,
  last_name: nullableString,
  locale: nullableString,
  tenant_id: optionalBlock(Id),
  tenant_name: nullableString,
  role: nullableString,
  email: v.string(),
  phone: nullableString,
  abilities: v.pipe(oneOrMany(v.string()), v.transform((a) => a ?? [])),
  guest: optionalBlock(v.looseObject({ picture: nullableString })),
  guest_id: optionalBlock(Id),
});
export type User = v.InferOutput<typeof UserObjectSchema>;

const SignedOutSchema = v.looseObject({ signed_in: v.literal(false) });
export type SignedOut = v.InferOutput<typeof SignedOutSchema>;
/**
 * GET /api/tourist/user(?session=optional): the user, bare (spec) or as `{ data: user }`, or
 * `{ signed_in: false }` — the answer of a backend that treats "signed out" as an answer rather than a
 * 401 (see getCurrentUser).
 */
export const CurrentUserSchema = wrappedOrBare(v.union([SignedOutSchema, UserObjectSchema]));
export const isSignedOut = (answer: User | SignedOut): answer is SignedOut => 'signed_in' in answer && answer.signed_in === false;
