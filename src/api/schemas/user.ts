import * as v from 'valibot';
import { nullableString } from './common';

export const UserSchema = v.looseObject({
  id: v.union([v.number(), v.string()]),
  first_name: nullableString,
  last_name: nullableString,
  locale: nullableString,
  tenant_id: v.nullish(v.union([v.number(), v.string()])),
  tenant_name: nullableString,
  role: nullableString,
  email: v.string(),
  phone: nullableString,
  abilities: v.optional(v.array(v.string()), []),
  guest: v.nullish(v.looseObject({ picture: nullableString })),
  guest_id: v.nullish(v.union([v.number(), v.string()])),
});
export type User = v.InferOutput<typeof UserSchema>;

export const LoginResponseSchema = v.looseObject({ user: UserSchema, token: v.nullish(v.string()) });
/** Sign-up answers 202 `{ verification_required: true }` (older servers: the signed-in `user`). */
export const SignupResponseSchema = v.looseObject({
  user: v.nullish(UserSchema),
  token: v.nullish(v.string()),
  redirectUrl: nullableString,
  verification_required: v.nullish(v.boolean()),
});
export const ValidateResponseSchema = v.looseObject({ redirect_url: nullableString });
