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
  // Effects do not run in a server render: the collector hears of the sheets while the component renders.
  if (isCollector(root)) for (const text of texts) root.collect(text);
  // Each text its own sheet: a primitive's keeps its place in the cascade (src/styles/css.ts).
  const key = texts.join('\u0000');
  useLayoutEffect(() => {
    if (!isCollector(root)) adoptStyles(root, key.split('\u0000'));
  }, [root, key]);
}
