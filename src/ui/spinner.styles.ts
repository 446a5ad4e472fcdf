import { primitiveCss } from '../styles/css';

export const SPINNER_SPEED = 1.25;

export const spinnerStyles = primitiveCss`
  .gp-spinner { display: inline-flex; align-items: center; justify-content: center; gap: 0.5rem; color: var(--_primary); }
  .gp-spinner__ring {
    inline-size: var(--gp-spinner-size, 2rem); block-size: var(--gp-spinner-size, 2rem);
    border: 3px solid color-mix(in srgb, currentColor 20%, transparent); border-block-start-color: currentColor; border-radius: 50%;
    animation: gp-spin ${1 / SPINNER_SPEED}s linear infinite;
  }
  .gp-loader { display: flex; align-items: center; justify-content: center; min-block-size: 12rem; padding: 2rem; }
  @keyframes gp-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .gp-spinner__ring { animation-duration: ${(1 / SPINNER_SPEED) * 3}s; } }
`;
