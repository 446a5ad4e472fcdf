import { primitiveCss } from '../styles/css';

/** Options as a row of pills that wraps on narrow screens; the checked one filled with the primary colour. */
export const radioGroupStyles = primitiveCss`
  .gp-radios { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .gp-radio {
    display: inline-flex; flex-direction: column; align-items: center; justify-content: center; gap: 0.15rem;
    min-block-size: 2.75rem; min-inline-size: 3.5rem; padding-block: 0.35rem; padding-inline: 0.75rem;
    border: 1px solid var(--_border); border-radius: 999px; background: var(--_surface); color: var(--_text);
    cursor: pointer; user-select: none; font-weight: 600; line-height: 1.2;
  }
  .gp-radio:hover { border-color: var(--_primary); }
  .gp-radio[aria-checked='true'] { background: var(--_primary); color: var(--_on-primary); border-color: var(--_primary); }
  .gp-radio:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  .gp-radio__symbol { font-size: 1.75rem; line-height: 1; }
  .gp-radios--symbols .gp-radio { border-radius: var(--_radius); padding-block: 0.5rem; min-inline-size: 4rem; }
  .gp-radios--symbols .gp-radio__label { font-size: 0.8rem; font-weight: 500; }
`;
