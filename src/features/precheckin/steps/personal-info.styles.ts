import { css } from '../../../styles/css';

export const personalInfoStyles = css`
  .gp-contact { display: flex; flex-direction: column; gap: 1.25rem; }
  .gp-contact__section { border: 0; padding: 0; margin: 0; min-inline-size: 0; }
  .gp-contact__legend { font-weight: 700; font-size: 1.05rem; padding: 0; margin-block-end: 0.75rem; }
  .gp-contact__grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(14rem, 100%), 1fr)); column-gap: 1rem; }
  .gp-contact__phone { display: grid; grid-template-columns: minmax(0, 2fr) minmax(0, 3fr); column-gap: 0.75rem; }
  @media (max-width: 420px) { .gp-contact__phone { grid-template-columns: 1fr; } }
  .gp-contact__docs { display: grid; grid-template-columns: repeat(auto-fill, minmax(min(16rem, 100%), 1fr)); column-gap: 1rem; }
  .gp-contact__hint { font-size: 0.85rem; color: var(--_muted); margin: 0 0 0.5rem; }
  .gp-contact__optin-title { font-size: 1rem; margin: 0 0 0.25rem; }
  .gp-contact__optin-text { margin: 0 0 0.5rem; color: var(--_muted); }
  .gp-contact__terms { max-block-size: 60vh; overflow: auto; }
  .gp-contact__error { font-size: 0.85rem; color: var(--_error); margin: 0 0 0.5rem; }
`;
