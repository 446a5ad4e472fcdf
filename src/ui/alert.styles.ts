import { primitiveCss } from '../styles/css';

export const alertStyles = primitiveCss`
  .gp-alert {
    display: flex; gap: 0.5rem; align-items: flex-start; margin-block: 0 1rem; padding-block: 0.75rem; padding-inline: 1rem;
    border-radius: var(--_radius); border-inline-start: 4px solid currentColor; text-align: start;
  }
  .gp-alert--error { color: var(--_error); background: color-mix(in srgb, var(--_error) 8%, var(--_surface)); }
  .gp-alert--success { color: var(--_success); background: color-mix(in srgb, var(--_success) 8%, var(--_surface)); }
  .gp-alert--warning { color: var(--_pending); background: color-mix(in srgb, var(--_pending) 8%, var(--_surface)); }
  .gp-alert--info { color: var(--_text); background: color-mix(in srgb, var(--_primary) 8%, var(--_surface)); }
  .gp-alert__body { flex: 1; }
  .gp-alert p { margin: 0; }
`;
