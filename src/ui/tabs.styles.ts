import { primitiveCss } from '../styles/css';

export const tabsStyles = primitiveCss`
  .gp-tabs { display: flex; gap: 0.25rem; border-block-end: 1px solid var(--_border); overflow-x: auto; }
  .gp-tab {
    font: inherit; font-weight: 600; color: var(--_muted); background: transparent; cursor: pointer;
    padding-block: 0.75rem; padding-inline: 1rem; border: 0; border-block-end: 3px solid transparent; white-space: nowrap;
  }
  .gp-tab[aria-selected='true'] { color: var(--_primary); border-block-end-color: var(--_primary); }
  .gp-tab:disabled, .gp-tab[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; }
  .gp-tab:focus-visible { outline: 2px solid var(--_primary); outline-offset: -2px; box-shadow: var(--_focus); }
`;

/** Loader animation speed 1.25 (spec §9): one turn takes 1 s / 1.25. */
