import { useContext, useLayoutEffect } from 'react';
import { StyleRootContext } from '../styles/use-adopted-styles';

/** The event a controlled field fires when it mounts (the hydration listens for the same name). */
export const FIELD_MOUNT_EVENT = 'gp-field-mount';

/**
 * A controlled field says, when it mounts, which value React rendered into it (an event on the field,
 * inside the shadow root only). An element hydrating a server render listens and hands a value the
 * guest typed into the server's markup before the code ran to the field's onChange
 * (src/element/hydration/typed-values.ts); elsewhere nobody listens.
 */
export function useFieldMount(id: string, value: unknown): void {
  const root = useContext(StyleRootContext);
  useLayoutEffect(() => {
    if (value != null && root instanceof ShadowRoot) root.getElementById(id)?.dispatchEvent(new CustomEvent(FIELD_MOUNT_EVENT, { bubbles: true, detail: String(value) }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at mount: what React rendered into the field then
  }, []);
}
