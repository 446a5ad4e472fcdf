import { css } from '../../styles/css';

// The card keeps the element's reserved height (`--_reserved`, src/element/reserved-box.ts) as its
// minimum, so the first render neither grows nor shrinks the box the host page laid out; the card inside
// is as tall as its content (stretched to that box it showed a blank card below its button). The logo row
// has a fixed height whether a logo comes or not.
export const lookupStyles = css`
  .gp-lookup {
    display: flex; justify-content: center; align-items: flex-start; padding-block: 1rem; padding-inline: 0.75rem;
    min-block-size: var(--_reserved);
  }
  .gp-lookup__card {
    inline-size: min(26rem, 100%); padding-block: 1.25rem; padding-inline: 1.25rem;
    background: var(--_surface); border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 1.5);
  }
  .gp-lookup__logo-row { display: flex; justify-content: center; align-items: center; block-size: 3rem; margin-block-end: 0.75rem; }
  .gp-lookup__logo { max-block-size: 3rem; max-inline-size: 12rem; object-fit: contain; }
  .gp-lookup__title { margin-block: 0 0.25rem; font-size: 1.5rem; line-height: 1.25; text-align: center; }
  .gp-lookup__intro { margin-block: 0 1rem; color: var(--_muted); text-align: center; }
  .gp-lookup__form { margin: 0; }
  .gp-lookup__error, .gp-lookup__opened { margin-block: 0 1rem; }
  .gp-lookup__opened { margin-block: 1rem 0; }
  .gp-lookup__result { display: flex; flex-direction: column; align-items: center; gap: 0.75rem; text-align: center; }
  .gp-lookup__code-box {
    inline-size: 100%; padding-block: 0.75rem; padding-inline: 1rem; border-radius: var(--_radius);
    background: color-mix(in srgb, var(--_primary) 8%, var(--_surface));
  }
  .gp-lookup__code-label { margin: 0; font-weight: 600; color: var(--_muted); }
  .gp-lookup__code {
    margin: 0; font-size: 2.75rem; font-weight: 700; line-height: 1.2; letter-spacing: 0.08em;
    font-variant-numeric: tabular-nums; color: var(--_text); overflow-wrap: anywhere; unicode-bidi: isolate;
  }
  .gp-lookup__hint { margin: 0; font-size: 0.9rem; color: var(--_muted); }
  .gp-lookup__actions { display: flex; flex-wrap: wrap; justify-content: center; gap: 0.75rem; }
`;
