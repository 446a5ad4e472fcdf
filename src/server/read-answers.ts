import { validate } from '../api/http';
import { RESERVATIONS_PATH, SESSION_CHECK_PATH } from '../api/first-call-paths';
import { ReservationListSchema } from '../api/schemas/reservation';
import { CurrentUserSchema, isSignedOut } from '../api/schemas/user';
import { keys } from '../state/keys';

/**
 * The guest's answers as the element's stores hold them: read through the schemas the browser reads
 * them with (bare or wrapped in `data`, tolerant of what the screens do not need), so the server renders
 * and the browser hydrates the same values.
 */
const READERS: Readonly<Record<string, (answer: unknown) => unknown>> = {
  [keys.user]: (answer) => {
    const user = validate(CurrentUserSchema, answer, SESSION_CHECK_PATH);
    // The session check answers a signed-out guest 200 `{ signed_in: false }`: nothing of theirs to render.
    if (isSignedOut(user)) throw new Error('The guest is signed out: the element renders in the browser');
    return user;
  },
  [keys.reservations]: (answer) => validate(ReservationListSchema, answer, RESERVATIONS_PATH),
};

/** Every answer with a reader, read (throws when one cannot be: the caller serves the element empty); others as given. */
export function readAnswers(resources: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(resources).map(([key, answer]) => {
      const read = READERS[key];
      return [key, read ? read(answer) : answer];
    }),
  );
}
