import { css } from '../../styles/css';

/** The arrival kit (offline trips list and info page). One column at phone width; codes large enough to read at a door. */
export const arrivalKitStyles = css`
  .gp-kit-page, .gp-kit-list { display: block; padding: 1rem; max-inline-size: 48rem; margin-inline: auto; }
  .gp-kit__title { font-size: 1.5rem; line-height: 1.25; margin-block: 0 0.5rem; overflow-wrap: anywhere; }
  .gp-kit__saved, .gp-kit-card__meta { color: var(--_muted, #475569); margin-block: 0.25rem; }
  .gp-kit__address { margin-block: 0.75rem; }
  .gp-kit__links { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block: 0.75rem; }
  .gp-kit__facts { display: grid; gap: 0.5rem; margin: 1rem 0; }
  .gp-kit__row { display: flex; flex-wrap: wrap; justify-content: space-between; gap: 0.25rem 1rem; padding-block: 0.5rem; border-block-end: 1px solid var(--_border, #e2e8f0); }
  .gp-kit__row dt { font-weight: 600; }
  .gp-kit__row dd { margin: 0; overflow-wrap: anywhere; }
  .gp-kit__code { font-size: 1.25rem; font-variant-numeric: tabular-nums; letter-spacing: 0.05em; }
  .gp-kit__h2 { font-size: 1.125rem; margin-block: 1rem 0.5rem; }
  .gp-kit__back { margin-block: 1rem; }
  .gp-kit-list__items { list-style: none; margin: 1rem 0 0; padding: 0; display: grid; gap: 1rem; }
  .gp-kit-card { padding: 1rem; border: 1px solid var(--_border, #e2e8f0); border-radius: calc(var(--_radius, 6px) * 1.5); background: var(--_surface, #fff); }
  .gp-kit-card__title { font-size: 1.125rem; margin: 0 0 0.25rem; overflow-wrap: anywhere; }
`;
