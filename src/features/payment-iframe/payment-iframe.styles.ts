import { css } from '../../styles/css';

export const paymentIframeStyles = css`
  .gp-iframe { display: block; max-inline-size: 30rem; margin-inline: auto; padding-block: 1rem; padding-inline: 1rem; color: var(--_text); }
  .gp-iframe__notice { margin: 0; padding-block: 1rem; color: var(--_muted); text-align: center; }
  .gp-iframe__footer { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 0.5rem; margin-block-start: 1rem; color: var(--_muted); font-size: 0.875rem; }
  .gp-iframe__secure { margin: 0; }
  .gp-iframe__brands { display: flex; gap: 0.375rem; margin: 0; padding: 0; list-style: none; }
  .gp-iframe__brands svg { display: block; inline-size: 2.5rem; block-size: 1.6rem; }
`;
