import { css } from '../element/styles';

/**
 * Styles of the shared primitives. Each primitive adopts only its own sheet (one CSSStyleSheet per
 * distinct text, shared by every shadow root). Logical properties only, so right-to-left mirrors.
 */

export const buttonStyles = css`
  .gp-button {
    display: inline-flex; align-items: center; justify-content: center; gap: 0.5em;
    min-height: 2.5rem; padding-block: 0.5rem; padding-inline: 1rem;
    font: inherit; font-weight: 600; line-height: 1.2; text-align: center;
    border: 1px solid transparent; border-radius: var(--_radius); cursor: pointer;
    background: var(--_primary); color: var(--_on-primary);
    transition: filter 120ms ease, background-color 120ms ease;
  }
  .gp-button:hover:not(:disabled) { filter: brightness(1.08); }
  .gp-button:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  .gp-button:disabled, .gp-button[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  .gp-button--secondary { background: var(--_surface); color: var(--_primary); border-color: var(--_primary); }
  .gp-button--text { background: transparent; color: var(--_primary); border-color: transparent; padding-inline: 0.5rem; }
  .gp-button--danger { background: var(--_error); color: #fff; }
  .gp-button--block { display: flex; inline-size: 100%; }
  .gp-button--small { min-height: 2rem; padding-block: 0.25rem; padding-inline: 0.75rem; font-size: 0.875rem; }
`;

export const fieldStyles = css`
  .gp-field { display: flex; flex-direction: column; gap: 0.25rem; margin-block-end: 1rem; text-align: start; }
  .gp-field__label { font-weight: 600; font-size: 0.9rem; color: var(--_text); }
  .gp-field__label[data-required]::after { content: '*'; color: var(--_error); margin-inline-start: 0.15em; }
  .gp-field__control { position: relative; display: flex; align-items: center; }
  .gp-field__input {
    inline-size: 100%; min-height: 2.75rem; padding-block: 0.5rem; padding-inline: 0.75rem;
    font: inherit; color: var(--_text); background: var(--_surface);
    border: 1px solid var(--_border); border-radius: var(--_radius);
  }
  .gp-field__input:focus-visible { outline: 2px solid var(--_primary); outline-offset: 1px; box-shadow: var(--_focus); }
  .gp-field__input[aria-invalid='true'] { border-color: var(--_error); }
  .gp-field__input--with-toggle { padding-inline-end: 3rem; }
  .gp-field__toggle {
    position: absolute; inset-inline-end: 0.25rem; min-height: 2.25rem; padding-inline: 0.5rem;
    font: inherit; font-size: 0.85rem; color: var(--_primary); background: transparent; border: 0; border-radius: var(--_radius); cursor: pointer;
  }
  .gp-field__toggle:focus-visible { outline: 2px solid var(--_primary); box-shadow: var(--_focus); }
  .gp-field__hint { font-size: 0.85rem; color: var(--_muted); margin: 0; }
  .gp-field__error { font-size: 0.85rem; color: var(--_error); margin: 0; }
  .gp-field__error:empty { display: none; }
  .gp-checkbox { display: inline-flex; align-items: center; gap: 0.5rem; cursor: pointer; margin-block-end: 1rem; }
  .gp-checkbox__input { inline-size: 1.15rem; block-size: 1.15rem; accent-color: var(--_primary); margin: 0; }
  .gp-checkbox__input:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
  select.gp-field__input { appearance: auto; }
`;

export const dialogStyles = css`
  .gp-dialog {
    padding: 0; border: 0; border-radius: calc(var(--_radius) * 1.5); color: var(--_text); background: var(--_surface);
    inline-size: min(32rem, calc(100vw - 2rem)); max-block-size: calc(100vh - 2rem);
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.25); font: inherit;
  }
  .gp-dialog::backdrop { background: rgb(0 0 0 / 0.45); }
  .gp-dialog__header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-block: 1rem 0.5rem; padding-inline: 1.25rem; }
  .gp-dialog__title { margin: 0; font-size: 1.2rem; font-weight: 700; }
  .gp-dialog__close {
    display: inline-flex; align-items: center; justify-content: center; inline-size: 2.5rem; block-size: 2.5rem;
    font: inherit; font-size: 1.4rem; line-height: 1; color: var(--_muted); background: transparent; border: 0; border-radius: 50%; cursor: pointer;
  }
  .gp-dialog__close:focus-visible { outline: 2px solid var(--_primary); box-shadow: var(--_focus); }
  .gp-dialog__body { padding-block: 0.5rem 1rem; padding-inline: 1.25rem; overflow: auto; }
  .gp-dialog__footer { display: flex; justify-content: flex-end; gap: 0.5rem; padding-block: 0.75rem 1rem; padding-inline: 1.25rem; }
  .gp-drawer {
    margin: 0; margin-inline-end: auto; block-size: 100vh; max-block-size: 100vh; inline-size: min(20rem, 85vw);
    border-radius: 0; inset-block: 0;
  }
`;

export const tabsStyles = css`
  .gp-tabs { display: flex; gap: 0.25rem; border-block-end: 1px solid var(--_border); overflow-x: auto; }
  .gp-tab {
    font: inherit; font-weight: 600; color: var(--_muted); background: transparent; cursor: pointer;
    padding-block: 0.75rem; padding-inline: 1rem; border: 0; border-block-end: 3px solid transparent; white-space: nowrap;
  }
  .gp-tab[aria-selected='true'] { color: var(--_primary); border-block-end-color: var(--_primary); }
  .gp-tab:disabled, .gp-tab[aria-disabled='true'] { opacity: 0.45; cursor: not-allowed; }
  .gp-tab:focus-visible { outline: 2px solid var(--_primary); outline-offset: -2px; box-shadow: var(--_focus); }
`;

/** Loader animation speed 1.25 (spec §9): one turn takes 1 s / 1.25. */
export const SPINNER_SPEED = 1.25;
export const spinnerStyles = css`
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

export const alertStyles = css`
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

export const linkStyles = css`
  .gp-link { color: var(--_primary); text-decoration: underline; text-underline-offset: 2px; cursor: pointer; }
  .gp-link:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; border-radius: 2px; }
`;

export const menuStyles = css`
  .gp-menu { position: relative; display: inline-block; }
  .gp-menu__button {
    display: inline-flex; align-items: center; gap: 0.4rem; min-height: 2.5rem; padding-inline: 0.75rem;
    font: inherit; color: inherit; background: transparent; border: 1px solid transparent; border-radius: var(--_radius); cursor: pointer;
  }
  .gp-menu__button:focus-visible { outline: 2px solid var(--_primary); box-shadow: var(--_focus); }
  .gp-menu__caret { font-size: 0.7em; }
  .gp-menu__list {
    position: absolute; inset-block-start: calc(100% + 4px); inset-inline-end: 0; z-index: 20; min-inline-size: 12rem;
    margin: 0; padding-block: 0.25rem; padding-inline: 0; list-style: none;
    background: var(--_surface); color: var(--_text); border: 1px solid var(--_border); border-radius: var(--_radius);
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.15);
  }
  .gp-menu__item {
    display: block; inline-size: 100%; padding-block: 0.6rem; padding-inline: 1rem; text-align: start;
    font: inherit; color: inherit; background: transparent; border: 0; cursor: pointer;
  }
  .gp-menu__item:hover, .gp-menu__item:focus { background: color-mix(in srgb, var(--_primary) 10%, var(--_surface)); outline: none; }
  .gp-menu__item:focus-visible { outline: 2px solid var(--_primary); outline-offset: -2px; }
`;

export const emptyStateStyles = css`
  .gp-empty { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; padding-block: 3rem; padding-inline: 1rem; text-align: center; }
  .gp-empty__icon { font-size: 3rem; color: var(--_muted); }
  .gp-empty__title { margin: 0; font-size: 1.4rem; }
  .gp-empty__message { margin: 0; color: var(--_muted); }
`;

export const copyButtonStyles = css`
  .gp-copy { display: inline-flex; align-items: center; gap: 0.35rem; }
`;
