import { primitiveCss } from '../styles/css';

export const fieldStyles = primitiveCss`
  .gp-field { display: flex; flex-direction: column; gap: 0.25rem; margin-block-end: 1rem; text-align: start; }
  .gp-field__label { font-weight: 600; font-size: 0.9rem; color: var(--_text); }
  .gp-field__label[data-required]::after { content: '*'; color: var(--_error); margin-inline-start: 0.15em; }
  .gp-field__control { position: relative; display: flex; align-items: center; }
  .gp-field__input {
    inline-size: 100%; min-height: 2.75rem; padding-block: 0.5rem; padding-inline: 0.75rem;
    font: inherit; color: var(--_text); background: var(--_surface);
    border: 1px solid var(--_border); border-radius: var(--_radius);
  }
  .gp-field__input:focus-visible { outline: 2px solid var(--_primary); outline-offset: 1px; box-shadow: var(--_focus); }
  .gp-field__input[aria-invalid='true'] { border-color: var(--_error); }
  .gp-field__input--with-toggle { padding-inline-end: 3rem; }
  .gp-field__toggle {
    position: absolute; inset-inline-end: 0.25rem; min-height: 2.25rem; padding-inline: 0.5rem;
    font: inherit; font-size: 0.85rem; color: var(--_primary); background: transparent; border: 0; border-radius: var(--_radius); cursor: pointer;
  }
  .gp-field__toggle:focus-visible { outline: 2px solid var(--_primary); box-shadow: var(--_focus); }
  .gp-field__hint { font-size: 0.85rem; color: var(--_muted); margin: 0; }
  .gp-field__error { font-size: 0.85rem; color: var(--_error); margin: 0; }
  .gp-field__error:empty { display: none; }
  .gp-checkbox { display: inline-flex; align-items: center; gap: 0.5rem; cursor: pointer; margin-block-end: 1rem; }
  .gp-checkbox__input { inline-size: 1.15rem; block-size: 1.15rem; accent-color: var(--_primary); margin: 0; }
  .gp-checkbox__input:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
  select.gp-field__input { appearance: auto; }
`;
