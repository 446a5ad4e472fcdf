import { css } from '../styles/css';

/** The signed-out prompt of an element that needs a session (it keeps the element's reserved box: data-gp-reserve). */
export const signInGateStyles = css`
  .gp-sign-in-prompt { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; padding: 1rem; }
`;
