import { createElement, type ReactElement } from 'react';

/**
 * Renders the real custom element (React 19 passes string attributes to custom elements as-is), so
 * stories exercise the element's plumbing, not just its React tree. The key remounts it per locale.
 */
export function element(tag: string, attrs: Record<string, string | undefined>): ReactElement {
  return createElement(tag, { ...attrs, key: JSON.stringify(attrs) });
}

/** Every locale the elements ship, for the `locale` control of each story. */
export const LOCALE_ARG_TYPES = {
  locale: { control: 'select', options: ['en', 'gb', 'es', 'fr', 'ge', 'it', 'pt', 'pl', 'sv', 'el', 'ru', 'he', 'ar', 'ar-SA', 'zh-Hans'] },
} as const;
