import { css } from '../../styles/css';

/**
 * A fixed width, in the select's own font size, that the longest name (العربية (السعودية)) fits with
 * room to spare. A select left to size itself takes the width of its widest option, so the first layout
 * of every screen with the switcher shaped all fifteen names, in five scripts, each through a font
 * fallback, inside the first frame of the survey and the sign-in (measured: docs/benchmarks.md).
 * A fixed width also keeps the switcher from changing size when the guest picks another locale.
 */
export const localeSwitcherStyles = css`
  .gp-locale .gp-field__input { inline-size: 12em; max-inline-size: 100%; }
`;
