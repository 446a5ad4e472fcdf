import { primitiveCss } from '../styles/css';

export const linkStyles = primitiveCss`
  .gp-link { color: var(--_primary); text-decoration: underline; text-underline-offset: 2px; cursor: pointer; }
  .gp-link:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; border-radius: 2px; }
`;
