import { css } from '../../styles/css';

/** The box of a screen's blocking overlay (pay-accommodation prompt, details lock). */
export const overlayStyles = css`
  .gp-overlay {
    display: flex; flex-direction: column; align-items: flex-start; gap: 0.5rem;
    padding-block: 1rem; padding-inline: 1rem; border: 1px solid var(--_primary); border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_primary) 6%, var(--_surface));
  }
  .gp-overlay__title { font-size: 1.2rem; line-height: 1.3; margin-block: 0 0.5rem; }
  .gp-overlay p { margin: 0; }
  .gp-overlay__icon { font-size: 1.5rem; }
  .gp-overlay__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block-start: 0.25rem; }
`;
