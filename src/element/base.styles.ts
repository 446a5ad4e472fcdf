import { css } from '../styles/css';

/**
 * Theme tokens. Host pages set `--gp-*` custom properties; the tenant's branding from /api/config
 * arrives as `--gp-brand-*` and only applies where the host set nothing.
 */
export const baseStyles = css`
  :host {
    all: initial !important;
    display: block !important;
    box-sizing: border-box !important;
    contain: layout style;
    --_rem: var(--gp-font-size, 16px);
    --_primary: var(--gp-color-primary, var(--gp-brand-primary, #0f7d80));
    --_on-primary: var(--gp-color-on-primary, #ffffff);
    --_error: var(--gp-color-error, #b3261e);
    --_success: var(--gp-color-success, #1e7b34);
    --_pending: var(--gp-color-pending, #8a5a00);
    --_text: var(--gp-color-text, #1c1f23);
    --_muted: var(--gp-color-muted, #5b6470);
    --_surface: var(--gp-color-surface, #ffffff);
    --_background: var(--gp-color-background, #f5f7f8);
    --_border: var(--gp-color-border, #d5dbe0);
    --_radius: var(--gp-radius, 8px);
    --_focus: var(--gp-focus-ring, 0 0 0 3px color-mix(in srgb, var(--_primary) 45%, transparent));
    --_font: var(--gp-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Noto Sans Hebrew', 'Noto Naskh Arabic', 'PingFang SC', sans-serif);
    font-family: var(--_font) !important;
    font-size: var(--gp-font-size, 16px) !important;
    font-weight: 400 !important;
    font-style: normal !important;
    line-height: 1.5 !important;
    color: var(--_text) !important;
    text-align: start !important;
    visibility: visible !important;
    letter-spacing: normal !important;
    word-spacing: normal !important;
    text-transform: none !important;
    white-space: normal !important;
    cursor: auto !important;
  }
  :host([hidden]) { display: none !important; }
  *, *::before, *::after { box-sizing: border-box; }
  .gp-root, [data-gp-hydrate] { font: inherit; color: inherit; min-height: inherit; }
  /* A tap held on server markup until its hydration (src/element/early-actions.ts): the control is busy. */
  [data-gp-held] { cursor: progress; opacity: 0.7; }
  /* While a loading state is shown the element never gets smaller than its reservation (reserved-box.ts). */
  .gp-root:has([data-gp-reserve]) { min-height: var(--_reserved, 0px); }
  :focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  [hidden] { display: none !important; }
  .gp-visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
