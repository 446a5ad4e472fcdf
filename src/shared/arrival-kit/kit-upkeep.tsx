import { useEffect } from 'react';
import { useStore } from 'zustand';
import { isApiError } from '../../api/errors';
import type { Reservation } from '../../api/schemas/reservation';
import { useElement } from '../../element/context';
import { keys } from '../../state/keys';
import { forgetArrivalKitsOf, keepArrivalKitsOf } from './kit-storage';
import { useSignedInUserId } from './use-signed-in-user';
import { useArrivalKitScope } from './use-kit-scope';

/**
 * Whenever the server has answered who is signed in (and which reservations that guest has), the kits
 * kept on the phone follow: another guest's kits go at once, kits of reservations no longer listed go,
 * and a session the server refused (401) leaves nothing behind. A component the portal loads on its own
 * chunk, only with `arrival-kit`: an embedded portal downloads none of it. Renders nothing.
 */
export function ArrivalKitUpkeep() {
  const { runtime } = useElement();
  const scope = useArrivalKitScope();
  const userId = useSignedInUserId();
  const userRefused = useStore(runtime.resources, (s) => {
    const user = s.entries[keys.user];
    return user?.status === 'error' && isApiError(user.error) && user.error.isUnauthorized;
  });
  const codes = useStore(runtime.resources, (s) => {
    const list = s.entries[keys.reservations];
    return list?.status === 'ready' ? (list.data as Reservation[]).map((r) => r.confirmation_code).join('\n') : null;
  });
  useEffect(() => {
    if (!scope) return;
    if (userRefused) forgetArrivalKitsOf(scope);
    else if (userId) keepArrivalKitsOf(scope, userId, codes === null ? undefined : codes.split('\n'));
  }, [scope, userId, userRefused, codes]);
  return null;
}
