import { css } from '../../styles/css';

/**
 * Survey and ticket tracker. The page keeps the element's reserved height from the first spinner to the
 * content (no layout shift when embedded); the column stays readable on a 390 px phone.
 */
export const feedbackStyles = css`
  .gp-feedback {
    display: block; box-sizing: border-box; min-block-size: var(--gp-reserved-height, 520px);
    max-inline-size: 44rem; margin-inline: auto; padding-block: 1rem; padding-inline: 1rem;
  }
  .gp-feedback__header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; margin-block-end: 1rem; }
  .gp-feedback__header .gp-field { margin: 0; flex: none; }
  /* The logo and the company's name give way to the locale switcher: a logo arriving after the first
     paint (a server-rendered page) or a long name never pushes the switcher out of place. */
  .gp-feedback__logo { display: block; block-size: 40px; inline-size: auto; max-inline-size: 60%; min-inline-size: 0; flex: 0 1 auto; object-fit: contain; object-position: left center; }
  .gp-feedback__logo:dir(rtl) { object-position: right center; }
  .gp-feedback__company { font-weight: 700; font-size: 1.1rem; min-inline-size: 0; overflow-wrap: anywhere; }
  .gp-feedback__body { display: flex; flex-direction: column; gap: 1.25rem; }
  .gp-feedback__loading { display: flex; align-items: center; justify-content: center; min-block-size: 12rem; }

  .gp-stay {
    display: flex; gap: 1rem; align-items: center; padding-block: 0.75rem; padding-inline: 1rem;
    border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
  }
  .gp-stay__picture { inline-size: 96px; block-size: 72px; object-fit: cover; border-radius: calc(var(--_radius) / 2); flex: none; }
  .gp-stay__text { min-inline-size: 0; }
  .gp-stay__title { margin: 0; font-weight: 700; font-size: 1.1rem; overflow-wrap: anywhere; }
  .gp-stay__city, .gp-stay__dates { margin: 0; color: var(--_muted); }

  .gp-survey__form { display: flex; flex-direction: column; gap: 1.25rem; }
  .gp-survey__title { margin: 0; font-size: 1.35rem; line-height: 1.3; }
  .gp-survey__intro, .gp-survey__hint { margin: 0; color: var(--_muted); }
  .gp-survey__question { display: flex; flex-direction: column; gap: 0.5rem; }
  .gp-survey__label { margin: 0; font-size: 1rem; }
  .gp-survey__textarea { resize: vertical; min-block-size: 6rem; font: inherit; }
  .gp-survey__actions { display: flex; flex-wrap: wrap; align-items: center; gap: 0.75rem; }
  .gp-survey__thanks { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
  .gp-survey__processing { display: flex; align-items: center; gap: 0.75rem; }
  .gp-survey__score { margin: 0; font-size: 1.1rem; font-weight: 600; }
  .gp-survey__text, .gp-survey__signature { margin: 0; }
  .gp-survey__signature { font-style: italic; }
  .gp-survey__links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .gp-survey__links a { text-decoration: none; }

  .gp-ticket__title { margin: 0; font-size: 1.5rem; }
  .gp-ticket__heading { margin-block: 0 0.5rem; font-size: 1.15rem; }
  .gp-ticket__status { display: flex; align-items: center; gap: 0.35rem; margin: 0; }
  .gp-ticket__status--rejected { color: var(--_error); }
  .gp-ticket__alarm { flex: none; }
  .gp-ticket__issues ul { margin: 0; padding-inline-start: 1.25rem; }
  .gp-ticket__muted { margin: 0; color: var(--_muted); }

  .gp-timeline { list-style: none; margin: 0; padding: 0; }
  .gp-timeline__step { position: relative; display: flex; gap: 0.75rem; padding-block-end: 1.25rem; }
  .gp-timeline__step:not(:last-child)::before {
    content: ''; position: absolute; inset-block: 1.25rem 0; inset-inline-start: calc(0.6rem - 1px); border-inline-start: 2px solid var(--_border);
  }
  .gp-timeline__marker {
    flex: none; inline-size: 1.2rem; block-size: 1.2rem; border-radius: 50%; margin-block-start: 0.15rem;
    border: 2px solid var(--_border); background: var(--_surface); box-sizing: border-box;
  }
  .gp-timeline__step--done .gp-timeline__marker { background: var(--_success); border-color: var(--_success); }
  .gp-timeline__content { min-inline-size: 0; flex: 1; display: flex; flex-direction: column; gap: 0.35rem; }
  .gp-timeline__label { margin: 0; font-size: 1rem; }
  .gp-timeline__time, .gp-timeline__agent { margin: 0; color: var(--_muted); }

  .gp-gallery { display: flex; flex-direction: column; gap: 0.75rem; }
  .gp-gallery__list { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(96px, 1fr)); gap: 0.5rem; }
  .gp-gallery__media { display: block; inline-size: 100%; aspect-ratio: 1; object-fit: cover; border-radius: calc(var(--_radius) / 2); background: var(--_background); }
  .gp-gallery__upload { display: flex; flex-direction: column; align-items: flex-start; gap: 0.5rem; }
  .gp-gallery__progress { display: flex; align-items: center; gap: 0.5rem; inline-size: 100%; }
  .gp-gallery__progress progress { flex: 1; block-size: 0.75rem; accent-color: var(--_primary); }
`;
