import { createContext, useContext, useLayoutEffect } from 'react';
import { adoptStyles } from './css';

/**
 * A server render has no shadow root to adopt into: it collects the texts its components use, and the
 * server writes them into the declarative shadow root's <style> (src/server/render-element.tsx).
 */
export interface StyleCollector {
  collect(text: string): void;
}

/**
 * The shadow root that stylesheets are adopted into. Provided by the element root; kept apart from the
 * element context so primitives can adopt their styles without depending on the element layer.
 */
export const StyleRootContext = createContext<ShadowRoot | StyleCollector | null>(null);

const isCollector = (root: ShadowRoot | StyleCollector): root is StyleCollector => 'collect' in root;

/** Adopts a stylesheet into the surrounding element's shadow root (once per distinct text). */
export function useAdoptedStyles(...texts: string[]): void {
  const root = useContext(StyleRootContext);
  if (!root) throw new Error('useAdoptedStyles outside an element root');
  const joined = texts.join('\n');
  // Effects do not run in a server render: the collector hears of the sheet while the component renders.
  if (isCollector(root)) root.collect(joined);
  useLayoutEffect(() => {
    if (!isCollector(root)) adoptStyles(root, [joined]);
  }, [root, joined]);
}
