import { css } from '../../styles/css';

/**
 * Reservation info. Two columns from 960px of element width (photos and map beside the details),
 * one column below; the map is hidden on mobile (< 600px). Logical properties only.
 */
export const infoStyles = css`
  .gp-info { container: gp-info / inline-size; display: block; padding-block: 1rem; padding-inline: 1rem; }
  .gp-info__header { margin-block-end: 1rem; }
  .gp-info__title { font-size: 1.5rem; line-height: 1.25; margin: 0; }
  .gp-info__address { margin-block: 0.25rem 0; color: var(--_muted); }
  .gp-info__layout { display: grid; grid-template-columns: minmax(0, 1fr); gap: 1.5rem; }
  .gp-info__media { display: flex; flex-direction: column; gap: 1rem; min-inline-size: 0; }
  .gp-info__main { display: flex; flex-direction: column; gap: 1.25rem; min-inline-size: 0; }
  .gp-info__h2 { font-size: 1.2rem; line-height: 1.3; margin-block: 0 0.5rem; }
  .gp-info__h3 { font-size: 1rem; line-height: 1.3; margin-block: 0 0.25rem; }
  .gp-info__directions { margin: 0; }
  .gp-muted { color: var(--_muted); }
  .gp-link { color: var(--_primary); }
  .gp-info a.gp-button { display: inline-flex; align-items: center; justify-content: center; min-height: 2.5rem; padding-block: 0.5rem;
    padding-inline: 1rem; border-radius: var(--_radius); font-weight: 600; text-decoration: none; border: 1px solid var(--_primary); }
  .gp-info a.gp-button--secondary { background: var(--_surface); color: var(--_primary); }
  .gp-info a.gp-button--primary { background: var(--_primary); color: var(--_on-primary); }
  .gp-html { overflow-wrap: anywhere; }
  .gp-html img { max-inline-size: 100%; block-size: auto; }

  @container gp-info (min-width: 960px) {
    .gp-info__layout { grid-template-columns: minmax(0, 5fr) minmax(0, 6fr); align-items: start; }
    .gp-info__media { position: sticky; inset-block-start: 1rem; }
  }
  @container gp-info (max-width: 599.98px) {
    .gp-map { display: none; }
  }
  @supports not (container-type: inline-size) {
    @media (max-width: 599.98px) { .gp-map { display: none; } }
  }

  /* Carousel: height 0.65 of the panel width. */
  .gp-carousel { position: relative; border-radius: calc(var(--_radius) * 1.5); overflow: hidden; background: var(--_background); }
  .gp-carousel:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
  .gp-carousel__viewport { aspect-ratio: 100 / 65; inline-size: 100%; touch-action: pan-y; user-select: none; }
  .gp-carousel__slide { inline-size: 100%; block-size: 100%; }
  .gp-carousel__img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
  .gp-carousel__nav {
    position: absolute; inset-block-start: 50%; transform: translateY(-50%);
    inline-size: 2.5rem; block-size: 2.5rem; border-radius: 50%; border: 0; cursor: pointer;
    background: rgb(255 255 255 / 0.9); color: #111; font-size: 1.6rem; line-height: 1;
    display: grid; place-items: center; box-shadow: 0 1px 4px rgb(0 0 0 / 0.3);
  }
  .gp-carousel__nav--prev { inset-inline-start: 0.5rem; }
  .gp-carousel__nav--next { inset-inline-end: 0.5rem; }
  .gp-carousel__nav:focus-visible, .gp-carousel__dot:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  .gp-carousel:dir(rtl) .gp-carousel__chevron { display: inline-block; transform: scaleX(-1); }
  .gp-carousel__dots { position: absolute; inset-block-end: 0.25rem; inset-inline: 0; display: flex; justify-content: center; gap: 0.1rem; }
  /* The button is a 24×24 target (WCAG 2.2 target-size); the dot drawn inside it stays small. */
  .gp-carousel__dot { display: inline-grid; place-items: center; inline-size: 1.5rem; block-size: 1.5rem; padding: 0; border: 0; border-radius: 50%; background: none; cursor: pointer; }
  .gp-carousel__dot::before { content: ''; box-sizing: border-box; inline-size: 0.75rem; block-size: 0.75rem; border-radius: 50%; border: 2px solid #fff; background: rgb(0 0 0 / 0.35); }
  .gp-carousel__dot[aria-current='true']::before { background: #fff; }

  .gp-map { margin: 0; border-radius: calc(var(--_radius) * 1.5); overflow: hidden; border: 1px solid var(--_border); }
  .gp-map__canvas { inline-size: 100%; block-size: 260px; background: var(--_background); }
  .gp-map path.gp-map__marker { fill: var(--_primary); }

  .gp-stay { display: grid; grid-template-columns: repeat(2, minmax(0, 1fr)); gap: 0.75rem; }
  .gp-stay__box { padding-block: 0.75rem; padding-inline: 1rem; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
  .gp-stay__label { margin: 0; font-size: 0.85rem; font-weight: 600; color: var(--_muted); text-transform: uppercase; letter-spacing: 0.03em; }
  .gp-stay__date { margin-block: 0.25rem 0; font-weight: 600; }
  .gp-stay__time, .gp-stay__planned { margin: 0; }
  .gp-stay__planned { color: var(--_primary); font-weight: 600; }

  .gp-collapsible { border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
  .gp-collapsible__heading { margin: 0; font-size: 1.05rem; }
  .gp-collapsible__toggle {
    display: flex; inline-size: 100%; justify-content: space-between; align-items: center; gap: 1rem;
    padding-block: 0.75rem; padding-inline: 1rem; font: inherit; font-weight: 600; color: inherit; text-align: start;
    background: transparent; border: 0; border-radius: var(--_radius); cursor: pointer;
  }
  .gp-collapsible__toggle:focus-visible { outline: 2px solid var(--_primary); outline-offset: -2px; box-shadow: var(--_focus); }
  .gp-collapsible__body { padding-block: 0 1rem; padding-inline: 1rem; }
  .gp-media { list-style: none; padding: 0; margin-block: 0.75rem 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr)); gap: 0.5rem; }
  .gp-media__item { inline-size: 100%; border-radius: var(--_radius); }

  .gp-codes, .gp-purchases, .gp-details {
    padding-block: 1rem; padding-inline: 1rem; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
  }
  .gp-codes__block + .gp-codes__block { margin-block-start: 1rem; padding-block-start: 1rem; border-block-start: 1px solid var(--_border); }
  .gp-codes__list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 0.5rem; }
  .gp-codes__row { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0; }
  .gp-codes__row .gp-alert { flex-basis: 100%; }
  .gp-codes__name { min-inline-size: 8rem; font-weight: 600; }
  .gp-codes__value-cell { display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin: 0; }
  .gp-codes__value { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 1rem; padding-inline: 0.35rem; background: var(--_background); border-radius: 4px; }
  .gp-codes__topics { margin: 0; }
  .gp-codes__topic dt { font-weight: 600; margin-block-start: 0.5rem; }
  .gp-codes__topic dd { margin: 0; }
  .gp-codes__links { list-style: none; margin-block: 0.5rem 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .gp-chip {
    display: inline-flex; align-items: center; min-block-size: 2rem; padding-inline: 0.75rem; border-radius: 999px;
    border: 1px solid var(--_primary); color: var(--_primary); text-decoration: none; font-weight: 600; font-size: 0.9rem;
  }
  .gp-chip:focus-visible, .gp-link:focus-visible, .gp-info a.gp-button:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }

  .gp-purchases__list { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-direction: column; gap: 0.75rem; }
  .gp-purchases__item { display: flex; align-items: flex-start; gap: 0.75rem; }
  .gp-purchases__img { inline-size: 4rem; block-size: 4rem; object-fit: cover; border-radius: var(--_radius); flex: none; }
  .gp-purchases__text { flex: 1 1 auto; min-inline-size: 0; }
  .gp-purchases__desc { color: var(--_muted); font-size: 0.9rem; }
  .gp-tag { flex: none; padding-block: 0.1rem; padding-inline: 0.5rem; border-radius: 999px; font-size: 0.8rem; font-weight: 600; border: 1px solid var(--_border); }
  .gp-tag--pending { color: var(--_pending); border-color: var(--_pending); }

  .gp-details__header { display: flex; justify-content: space-between; align-items: baseline; gap: 1rem; }
  .gp-details__edit { font-weight: 600; }
  .gp-details__grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr)); gap: 0.75rem 1.25rem; margin-block: 0.75rem 0; }
  .gp-details__block { margin: 0; }
  .gp-details__label { font-size: 0.85rem; font-weight: 600; color: var(--_muted); }
  .gp-details__value { margin: 0; }
  .gp-details__plain { list-style: none; margin: 0; padding: 0; }

  .gp-guide-dialog { inline-size: min(56rem, calc(100vw - 2rem)); }
  .gp-guide-dialog__frame { display: block; inline-size: 100%; block-size: min(70vh, 40rem); border: 0; border-radius: var(--_radius); }
`;
