import { primitiveCss } from '../styles/css';

// Each primitive has its own stylesheet module, so an element bundles (and adopts) only the CSS of the
// primitives it uses. Logical properties only, so right-to-left mirrors.

export const buttonStyles = primitiveCss`
  .gp-button {
    display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
    min-height: 2.5rem; padding-block: 0.5rem; padding-inline: 1rem;
    font: inherit; font-weight: 600; line-height: 1.2; text-align: center;
    border: 1px solid transparent; border-radius: var(--_radius); cursor: pointer;
    background: var(--_primary); color: var(--_on-primary);
    transition: filter 120ms ease, background-color 120ms ease;
  }
  .gp-button:hover:not(:disabled) { filter: brightness(1.08); }
  .gp-button:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  .gp-button:disabled, .gp-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  .gp-button--secondary { background: var(--_surface); color: var(--_primary); border-color: var(--_primary); }
  .gp-button--text { background: transparent; color: var(--_primary); border-color: transparent; padding-inline: 0.5rem; }
  .gp-button--danger { background: var(--_error); color: #fff; }
  .gp-button--block { display: flex; inline-size: 100%; }
  .gp-button--small { min-height: 2rem; padding-block: 0.25rem; padding-inline: 0.75rem; font-size: 0.875rem; }
`;
