import { createContext } from 'react';
import type { Locale } from '../core/locales';

/**
 * Set by an element with inline sign-in (and no `portal-url`): starts downloading the sign-in screens and
 * their texts for a locale. The sign-in prompt calls it once it is on screen, so Sign in opens at once.
 */
export const InlineSignInContext = createContext<((locale: Locale) => void) | null>(null);
