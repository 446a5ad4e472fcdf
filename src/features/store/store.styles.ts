import { css } from '../../styles/css';

/** Store, item dialog and purchase history. The grid and the history table follow the element's own width (container queries). */
export const storeStyles = css`
  .gp-store { container: gp-store / inline-size; display: block; padding: 1rem; }
  .gp-store__title { font-size: 1.5rem; line-height: 1.25; margin-block: 0 1rem; }
  .gp-store__lead { margin-block: 0 1rem; color: var(--_muted); }
  .gp-store__error { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
  .gp-store__reservations { list-style: none; margin: 0; padding: 0; display: grid; gap: 0.75rem; }
  .gp-store-res {
    position: relative; display: flex; gap: 0.75rem; align-items: center; padding: 0.75rem;
    background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius); margin-block-end: 1rem;
  }
  .gp-store__reservations .gp-store-res { margin: 0; }
  .gp-store-res--link:hover { box-shadow: 0 4px 14px rgb(0 0 0 / 0.14); }
  .gp-store-res--link:focus-within { box-shadow: var(--_focus); }
  .gp-store-res__img { flex: none; inline-size: 96px; block-size: 72px; object-fit: cover; border-radius: var(--_radius); background: var(--_background); }
  .gp-store-res__text { min-inline-size: 0; }
  .gp-store-res__title { font-size: 1.05rem; margin: 0 0 0.25rem; }
  .gp-store-res__link { color: inherit; text-decoration: none; }
  .gp-store-res__link::after { content: ''; position: absolute; inset: 0; }
  .gp-store-res__link:focus-visible { outline: none; box-shadow: none; }
  .gp-store-res__meta { margin: 0; color: var(--_muted); font-size: 0.9rem; }
  .gp-store-filters { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-block-end: 1rem; }
  .gp-chip {
    font: inherit; min-block-size: 44px; padding-block: 0.25rem; padding-inline: 0.9rem; border-radius: 999px; cursor: pointer;
    background: var(--_surface); color: var(--_text); border: 1px solid var(--_border);
  }
  .gp-chip[aria-pressed='true'] { background: var(--_primary); color: var(--_on-primary); border-color: transparent; }
  .gp-chip__count { font-variant-numeric: tabular-nums; }
  .gp-store-filters__count { margin: 0; margin-inline-start: auto; color: var(--_muted); }
  .gp-store__grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 1rem; grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
  .gp-store-item {
    display: flex; flex-direction: column; background: var(--_surface); border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 1.5); overflow: hidden; content-visibility: auto; contain-intrinsic-size: auto 420px;
  }
  /* The picture fills a 16:9 box whatever its own proportions: the card does not grow when it loads. */
  .gp-store-item__media { position: relative; aspect-ratio: 16 / 9; background: var(--_background); }
  .gp-store-item__img { position: absolute; inset: 0; display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
  .gp-store-item__body { display: flex; flex-direction: column; gap: 0.35rem; padding: 0.75rem 1rem 1rem; flex: 1; }
  .gp-store-item__name { font-size: 1.1rem; margin: 0; }
  /* A three-line preview (the item dialog shows it all), as tall as plain text before the sanitiser
     loads as with the formatted HTML after it: the grid does not move when the HTML replaces the text. */
  .gp-store-item__desc { color: var(--_muted); font-size: 0.9rem; line-height: 1.5; block-size: 4.5em; overflow: hidden; overflow-wrap: anywhere; }
  .gp-store-item__desc > * { margin-block: 0; }
  .gp-store-item__price { margin: 0; font-weight: 700; }
  .gp-store-item__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block-start: auto; padding-block-start: 0.5rem; }
  .gp-store-status { margin: 0; font-weight: 600; color: var(--_pending); }
  .gp-store-item__note { margin: 0; font-size: 0.85rem; }
  .gp-muted { color: var(--_muted); }
  .gp-store-dialog__content { display: flex; flex-direction: column; gap: 0.75rem; }
  .gp-store-dialog__gallery { list-style: none; margin: 0; padding: 0; display: flex; gap: 0.5rem; overflow-x: auto; }
  .gp-store-dialog__gallery img { display: block; inline-size: 160px; block-size: 120px; object-fit: cover; border-radius: var(--_radius); }
  .gp-store-dialog__bullets { margin: 0; padding-inline-start: 1.25rem; }
  .gp-store-dialog__menus, .gp-store-dialog__range { border: 1px solid var(--_border); border-radius: var(--_radius); padding: 0.75rem; margin: 0; display: grid; gap: 0.5rem; }
  .gp-store-menu { display: flex; gap: 0.5rem; align-items: flex-start; cursor: pointer; }
  .gp-store-menu input { inline-size: 1.25rem; block-size: 1.25rem; margin-block-start: 0.15rem; }
  .gp-store-menu__text { display: flex; flex-direction: column; gap: 0.15rem; }
  .gp-store-dialog__disclaimer { border-inline-start: 3px solid var(--_pending); padding-inline-start: 0.75rem; }
  .gp-store-dialog__disclaimer p { margin-block: 0 0.5rem; }
  .gp-store-dialog textarea.gp-field__input { min-block-size: 3.5rem; resize: vertical; }
  .gp-store-summary { border-block-start: 1px solid var(--_border); padding-block-start: 0.75rem; min-block-size: 5.5rem; }
  .gp-store-summary dl { margin: 0; display: grid; gap: 0.25rem; }
  .gp-store-summary dl > div { display: flex; justify-content: space-between; gap: 1rem; }
  .gp-store-summary dd { margin: 0; font-variant-numeric: tabular-nums; }
  .gp-store-summary__total { font-weight: 700; font-size: 1.1rem; }
  .gp-store-dialog__sent { display: flex; flex-direction: column; gap: 0.5rem; }
  .gp-tag { padding-block: 0.1rem; padding-inline: 0.5rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; border: 1px solid var(--_border); white-space: nowrap; }
  .gp-tag--pending_capture { color: var(--_pending); border-color: var(--_pending); }
  .gp-tag--confirmed { color: var(--_success); border-color: var(--_success); }
  .gp-history { inline-size: 100%; border-collapse: collapse; background: var(--_surface); }
  .gp-history th, .gp-history td { text-align: start; vertical-align: top; padding: 0.6rem 0.75rem; border-block-end: 1px solid var(--_border); }
  .gp-history__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; margin-block-start: 0.5rem; }
  .gp-history thead th { font-size: 0.85rem; color: var(--_muted); }
  .gp-history .gp-html > :first-child { margin-block-start: 0; }
  .gp-history .gp-html > :last-child { margin-block-end: 0; }
  @container gp-store (max-width: 640px) {
    .gp-history thead { position: absolute; inline-size: 1px; block-size: 1px; overflow: hidden; clip-path: inset(50%); }
    .gp-history, .gp-history tbody, .gp-history tr, .gp-history th, .gp-history td { display: block; }
    .gp-history tr { border: 1px solid var(--_border); border-radius: var(--_radius); margin-block-end: 0.75rem; padding-block: 0.25rem; }
    .gp-history th, .gp-history td { border: 0; padding-block: 0.25rem; }
    .gp-history td::before { content: attr(data-label); display: block; font-size: 0.8rem; color: var(--_muted); }
    .gp-store-filters__count { inline-size: 100%; margin-inline-start: 0; }
  }
`;
