import { useLayoutEffect } from 'react';
import { useElement } from '../element/context';
import { adoptStyles } from '../element/styles';

/** Adopts a feature's stylesheet into its element's shadow root (once per distinct text). */
export function useAdoptedStyles(...texts: string[]): void {
  const { shadowRoot } = useElement();
  const joined = texts.join('\n');
  useLayoutEffect(() => {
    adoptStyles(shadowRoot, [joined]);
  }, [shadowRoot, joined]);
}
