import { css } from '../../styles/css';

export const precheckinStyles = css`
  .gp-precheckin { display: flex; flex-direction: column; gap: 1rem; max-inline-size: 48rem; margin-inline: auto; padding-block: 1.5rem; padding-inline: 1rem; color: var(--_text); }
  .gp-precheckin__header { display: flex; flex-direction: column; gap: 0.25rem; }
  .gp-precheckin__title { margin: 0; font-size: 1.5rem; line-height: 1.25; }
  .gp-precheckin__trip { margin: 0; color: var(--_muted); }

  .gp-stepper__list { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 0.5rem 1rem; counter-reset: none; }
  .gp-stepper__item { display: flex; align-items: center; gap: 0.5rem; color: var(--_muted); min-block-size: 2rem; }
  .gp-stepper__number {
    display: inline-grid; place-items: center; inline-size: 2rem; block-size: 2rem; border-radius: 50%;
    border: 2px solid currentColor; font-weight: 700; flex: none;
  }
  .gp-stepper__item--current { color: var(--_primary); font-weight: 700; }
  .gp-stepper__item--current .gp-stepper__number { background: var(--_primary); border-color: var(--_primary); color: var(--_on-primary, #fff); }
  .gp-stepper__item--done { color: var(--_text); }

  .gp-wizard { display: flex; flex-direction: column; gap: 1rem; }
  .gp-wizard__title { margin: 0; font-size: 1.25rem; }
  .gp-wizard__title:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; }
  .gp-wizard__step { min-block-size: 12rem; }
  .gp-wizard__step-loading { display: grid; place-items: center; min-block-size: 12rem; }
  .gp-wizard__step-failed, .gp-wizard__problem { display: flex; flex-direction: column; align-items: flex-start; gap: 0.5rem; }
  .gp-wizard__problem-text { margin: 0; }
  .gp-wizard__problem-actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .gp-wizard__summary:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; box-shadow: var(--_focus); }
  .gp-wizard__summary-title { margin: 0; font-weight: 600; }
  .gp-wizard__summary-list { margin-block: 0.25rem 0; padding-inline-start: 1.25rem; }
  .gp-wizard__summary-link {
    padding: 0; border: 0; background: none; font: inherit; color: inherit; text-align: start;
    text-decoration: underline; cursor: pointer;
  }
  .gp-wizard__summary-link:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; border-radius: 2px; }
  .gp-wizard__nav { display: flex; flex-wrap: wrap; align-items: center; justify-content: flex-end; gap: 0.75rem; }
  .gp-wizard__hold { flex-basis: 100%; margin: 0; text-align: end; color: var(--_muted); }

  .gp-registration { display: flex; flex-direction: column; gap: 0.5rem; padding-block: 1rem; padding-inline: 1rem; border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface); }
  .gp-registration__title { margin: 0; font-size: 1.1rem; }
  .gp-registration__hint { margin: 0; color: var(--_muted); }
  .gp-registration__failed { display: flex; flex-direction: column; align-items: flex-start; gap: 0.5rem; }
  .gp-registration__widget { min-block-size: 4rem; }

  .gp-offer { display: flex; flex-direction: column; align-items: flex-start; gap: 0.75rem; }
  .gp-offer p { margin: 0; }
  .gp-offer__list { margin: 0; padding-inline-start: 1.25rem; }
`;
