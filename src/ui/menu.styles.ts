import { primitiveCss } from '../styles/css';

export const menuStyles = primitiveCss`
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
