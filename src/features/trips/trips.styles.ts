import { css } from '../../styles/css';

/** My Trips. Card size follows the element's own width (container query): 320x300 on mobile and tablet (< 960px), else 400x420. */
export const tripsStyles = css`
  /* Never smaller than the element's reserved box: a sign-in prompt or an empty list does not pull the page up. */
  .gp-trips { container: gp-trips / inline-size; display: block; padding-block: 1rem; padding-inline: 1rem; min-block-size: var(--_reserved, 0px); }
  .gp-trips__title { font-size: 1.5rem; line-height: 1.25; margin-block: 0 1rem; }
  .gp-trips__tabs { margin-block-end: 1rem; }
  .gp-trips__list {
    list-style: none; margin: 0; padding: 0;
    display: flex; flex-wrap: wrap; gap: 1rem; justify-content: flex-start;
  }
  .gp-trips__status { margin-block: 1rem; }
  .gp-trip {
    --gp-trip-w: 400px; --gp-trip-h: 420px;
    position: relative; display: flex; flex-direction: column;
    inline-size: min(var(--gp-trip-w), 100%); block-size: var(--gp-trip-h);
    background: var(--_surface); color: var(--_text);
    border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 1.5);
    overflow: hidden; box-shadow: 0 1px 3px rgb(0 0 0 / 0.08);
  }
  .gp-trip:hover { box-shadow: 0 4px 14px rgb(0 0 0 / 0.14); }
  .gp-trip:focus-within { box-shadow: var(--_focus); }
  /* The media box is the listing placeholder: seen when there is no picture or it fails to load (trip-card.tsx). */
  .gp-trip__media { position: relative; flex: 1 1 auto; min-block-size: 0; background: var(--_background); }
  .gp-trip__img { display: block; inline-size: 100%; block-size: 100%; object-fit: cover; }
  .gp-trip__badge {
    position: absolute; inset-block-start: 0.75rem; inset-inline-start: 0.75rem;
    padding-block: 0.15rem; padding-inline: 0.6rem; border-radius: 999px;
    font-size: 0.8rem; font-weight: 600; background: var(--_surface); color: var(--_text);
    border: 1px solid var(--_border);
  }
  .gp-trip__badge--current { background: var(--_success); color: #fff; border-color: transparent; }
  .gp-trip__badge--upcoming { background: var(--_primary); color: var(--_on-primary); border-color: transparent; }
  .gp-trip__badge--past { background: var(--_surface); color: var(--_muted); }
  .gp-trip__body { flex: 0 0 auto; padding-block: 0.75rem; padding-inline: 1rem; display: flex; flex-direction: column; gap: 0.25rem; }
  .gp-trip__title { font-size: 1.1rem; line-height: 1.3; margin: 0; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  .gp-trip__link { color: inherit; text-decoration: none; }
  .gp-trip__link:focus-visible { outline: none; box-shadow: none; }
  /* The title link covers the whole card: a click anywhere opens the trip (card click rule). */
  .gp-trip__link::after { content: ''; position: absolute; inset: 0; z-index: 1; }
  .gp-trip__meta { margin: 0; color: var(--_muted); font-size: 0.9rem; }
  .gp-trip__balance { margin: 0; font-size: 0.9rem; color: var(--_pending); font-weight: 600; }
  .gp-trip__actions { position: relative; z-index: 2; display: flex; flex-wrap: wrap; align-items: center; gap: 0.5rem; margin-block-start: 0.25rem; }
  .gp-trip__info { font-weight: 600; }
  @container gp-trips (max-width: 959.98px) {
    .gp-trip { --gp-trip-w: 320px; --gp-trip-h: 300px; }
  }
  @container gp-trips (max-width: 700px) {
    .gp-trips__list { justify-content: center; }
  }
  .gp-trips__error { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
`;
