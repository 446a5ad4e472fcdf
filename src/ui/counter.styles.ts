import { primitiveCss } from '../styles/css';

/** A label beside a − value + stepper; the buttons are 2.75rem targets, the value keeps its width so nothing moves. */
export const counterStyles = primitiveCss`
  .gp-counter { display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin-block-end: 1rem; }
  .gp-counter__text { display: flex; flex-direction: column; gap: 0.15rem; min-inline-size: 0; }
  .gp-counter__label { font-weight: 600; }
  .gp-counter__hint { font-size: 0.85rem; color: var(--_muted); }
  .gp-counter__controls { display: inline-flex; align-items: center; gap: 0.5rem; flex: none; }
  .gp-counter__button {
    inline-size: 2.75rem; block-size: 2.75rem; display: inline-flex; align-items: center; justify-content: center;
    font: inherit; font-size: 1.25rem; font-weight: 700; line-height: 1; color: var(--_primary);
    background: var(--_surface); border: 1px solid var(--_primary); border-radius: 999px; cursor: pointer;
  }
  .gp-counter__button:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  .gp-counter__button:disabled, .gp-counter__button[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; border-color: var(--_border); color: var(--_muted); }
  .gp-counter__value { min-inline-size: 2ch; text-align: center; font-weight: 700; font-variant-numeric: tabular-nums; }
`;
