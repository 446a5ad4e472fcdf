import { useEffect } from 'react';
import { arrivalKitOf, type ArrivalKitSource } from '../../core/arrival-kit-source';
import { sanitizeHtml } from '../../ui/sanitize';
import { removeArrivalKit, saveArrivalKit } from './kit-storage';
import { useArrivalKitScope } from './use-kit-scope';
import { useSignedInUserId } from './use-signed-in-user';

/**
 * The info page's answer from the server, kept on the phone: saved (or refreshed) while the details are
 * unlocked, removed as soon as the page shows them locked. Renders nothing.
 */
export function KeepArrivalKit({ source }: { source: ArrivalKitSource }) {
  const scope = useArrivalKitScope();
  const userId = useSignedInUserId();
  const serialised = JSON.stringify(source);
  useEffect(() => {
    if (!scope) return;
    const kit = arrivalKitOf(source, new Date());
    if (kit && userId) saveArrivalKit(scope, userId, { ...kit, instructions: kit.instructions ? sanitizeHtml(kit.instructions) : null });
    else if (!kit) removeArrivalKit(scope, source.code);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- saved when the server's answer (serialised) changes, not on every render
  }, [scope, userId, serialised]);
  return null;
}

/** The server answered that the guest may no longer see this reservation (401/402/403/404): its kit goes. */
export function useForgetDeniedKit(code: string, denied: boolean): void {
  const scope = useArrivalKitScope();
  useEffect(() => {
    if (scope && denied && code) removeArrivalKit(scope, code);
  }, [scope, denied, code]);
}
