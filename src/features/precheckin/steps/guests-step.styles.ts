import { css } from '../../../styles/css';

/** Guests info / Basic info and Special requests: sections stacked in one readable column, two fields per row from 36rem. */
export const guestsStepStyles = css`
  .gp-guests { display: flex; flex-direction: column; gap: 1.5rem; }
  .gp-guests__section { display: flex; flex-direction: column; gap: 0.5rem; margin: 0; padding: 0; border: 0; min-inline-size: 0; }
  .gp-guests__heading { margin: 0 0 0.5rem; padding: 0; font-size: 1.1rem; font-weight: 700; }
  .gp-guests__note { margin: 0; color: var(--_muted); font-size: 0.9rem; }
  .gp-guests__row { display: grid; grid-template-columns: 1fr; column-gap: 1rem; }
  @media (min-width: 36rem) { .gp-guests__row { grid-template-columns: 1fr 1fr; } }
  .gp-guest {
    margin: 0 0 1rem; padding-block: 0.75rem; padding-inline: 1rem; min-inline-size: 0;
    border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
  }
  .gp-guest__legend { padding-inline: 0.25rem; font-weight: 700; }
  .gp-guests__question { margin: 0 0 0.5rem; font-weight: 600; }
  .gp-guests__question[data-required]::after { content: '*'; color: var(--_error); margin-inline-start: 0.15em; }
  .gp-guests__choice { margin-block-end: 1rem; }
  .gp-guests__server { margin: 0; white-space: pre-line; overflow-wrap: anywhere; }
  .gp-guests__info { margin: 0 0 1rem; }
  .gp-guests__info dt { font-weight: 600; }
  .gp-guests__info dd { margin: 0 0 0.5rem; }
`;
