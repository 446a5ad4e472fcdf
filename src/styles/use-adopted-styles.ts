import { createContext, useContext, useLayoutEffect } from 'react';
import { adoptStyles } from './css';

/**
 * The shadow root that stylesheets are adopted into. Provided by the element root; kept apart from the
 * element context so primitives can adopt their styles without depending on the element layer.
 */
export const StyleRootContext = createContext<ShadowRoot | null>(null);

/** Adopts a stylesheet into the surrounding element's shadow root (once per distinct text). */
export function useAdoptedStyles(...texts: string[]): void {
  const root = useContext(StyleRootContext);
  if (!root) throw new Error('useAdoptedStyles outside an element root');
  const joined = texts.join('\n');
  useLayoutEffect(() => {
    adoptStyles(root, [joined]);
  }, [root, joined]);
}
