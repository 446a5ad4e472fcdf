import * as v from 'valibot';
import { nullableString, optionalBlock, wrappedOrBare } from './common';
import { UserObjectSchema } from './user';

// The account calls' answers apart from the user itself (./user.ts), kept apart so that an element
// that only checks the session does not download them.

/**
 * POST /api/login-portal. Our contract answers `{ user, token }`; the spec's call table names the
 * user itself. Both forms (and either inside `{ data: … }`) read as `{ user, token }`.
 */
export const LoginResponseSchema = wrappedOrBare(
  v.union([
    v.looseObject({ user: UserObjectSchema, token: nullableString }),
    v.pipe(
      UserObjectSchema,
      v.transform((user) => ({ user, token: undefined as string | null | undefined })),
    ),
  ]),
);
/** Sign-up answers 202 `{ verification_required: true }` (older servers: the signed-in `user`). */
export const SignupResponseSchema = wrappedOrBare(
  v.looseObject({
    user: optionalBlock(UserObjectSchema),
    token: nullableString,
    redirectUrl: nullableString,
    verification_required: optionalBlock(v.boolean()),
  }),
);
export const ValidateResponseSchema = wrappedOrBare(v.looseObject({ redirect_url: nullableString }));
