import { primitiveCss } from '../styles/css';

export const emptyStateStyles = primitiveCss`
  .gp-empty { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; padding-block: 3rem; padding-inline: 1rem; text-align: center; }
  .gp-empty__icon { font-size: 3rem; color: var(--_muted); }
  .gp-empty__title { margin: 0; font-size: 1.4rem; }
  .gp-empty__message { margin: 0; color: var(--_muted); }
`;
