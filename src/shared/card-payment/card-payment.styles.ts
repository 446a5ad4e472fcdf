import { css } from '../../styles/css';

export const checkoutStyles = css`
  .gp-checkout { display: block; max-inline-size: 36rem; margin-inline: auto; padding-block: 1.5rem; padding-inline: 1rem; color: var(--_text); }
  .gp-checkout__title { margin-block: 0 1rem; font-size: 1.5rem; }
  .gp-checkout__subtitle { margin-block: 0 0.5rem; font-size: 1.1rem; }
  .gp-checkout__summary, .gp-checkout__terms, .gp-checkout__staff {
    margin-block-end: 1.25rem; padding-block: 1rem; padding-inline: 1rem;
    background: var(--_surface); border: 1px solid var(--_border); border-radius: var(--_radius);
  }
  .gp-checkout__what { margin-block: 0 0.25rem; font-weight: 600; font-size: 1.1rem; }
  .gp-checkout__muted { margin-block: 0 0.5rem; color: var(--_muted); }
  .gp-checkout__amount { margin-block: 0.5rem; font-size: 1.25rem; }
  .gp-checkout__amount-label { color: var(--_muted); font-size: 1rem; }
  .gp-checkout__notes { margin-block: 0.5rem 0; padding-inline-start: 1.25rem; color: var(--_muted); }
  .gp-checkout__notes li { margin-block: 0.25rem; }
  .gp-checkout__terms-text { max-block-size: 12rem; overflow: auto; margin-block-end: 0.75rem; padding-inline-end: 0.5rem; }
  .gp-checkout__holder { margin: 0 0 1rem; padding: 0; border: 0; min-inline-size: 0; }
  .gp-checkout__legend { padding: 0; margin-block-end: 0.5rem; font-weight: 600; }
  .gp-checkout__grid { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  @media (max-width: 420px) { .gp-checkout__grid { grid-template-columns: 1fr; } }
  .gp-checkout__card {
    display: block; min-block-size: 3rem; padding-block: 0.75rem; padding-inline: 0.75rem;
    border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
  }
  ::slotted(.gp-card-slot) { display: block; }
  .gp-checkout__card-error { min-block-size: 0.5rem; margin-block: 0.5rem; }
  .gp-checkout__submit { margin-block-start: 0.5rem; }
  .gp-checkout__processing { display: flex; align-items: center; gap: 0.75rem; }
  .gp-checkout__dialog-text { margin: 0; }
  .gp-checkout__challenge-frame, .gp-checkout__iframe { display: block; inline-size: 100%; border: 0; background: #fff; }
  .gp-checkout__challenge-frame { min-inline-size: min(26rem, 80vw); block-size: 22rem; }
  .gp-checkout__iframe { block-size: 30rem; }
  .gp-checkout__secure { margin-block: 1rem 0; text-align: center; color: var(--_muted); font-size: 0.9rem; }
  /* The result pages of <guest-checkout> (same rules as the portal shell). */
  .gp-success { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; padding-block: 3rem; padding-inline: 1rem; text-align: center; }
  .gp-success__icon { display: inline-flex; align-items: center; justify-content: center; inline-size: 4rem; block-size: 4rem; border-radius: 50%; font-size: 2rem; color: #fff; background: var(--_success); }
  .gp-success h1 { margin: 0.5rem 0 0; font-size: 1.6rem; }
  .gp-success p { margin: 0; color: var(--_muted); }
`;

/**
 * Card inputs rendered by the SDK-side adapters live in light DOM (projected through the slot), so
 * shadow styles do not reach them: this small sheet is adopted by the document once (no <style>, CSP-safe).
 */
export const lightDomCardStyles = `
  .gp-card-slot .gp-card-fields { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 0.75em; font: inherit; }
  .gp-card-slot .gp-card-field label { display: block; margin-block-end: 0.25em; font-size: 0.9em; font-weight: 600; }
  .gp-card-slot .gp-card-field input, .gp-card-slot .FakeStripeElement input {
    box-sizing: border-box; inline-size: 100%; padding: 0.5em 0.6em; font: inherit; color: inherit;
    border: 1px solid #767676; border-radius: 6px; background: #fff;
  }
  .gp-card-slot .gp-card-field input[aria-invalid="true"] { border-color: #b42318; }
  .gp-card-slot input:focus-visible { outline: 2px solid #0f766e; outline-offset: 1px; }
  .gp-card-slot .FakeStripeElement { display: grid; grid-template-columns: 2fr 1fr 1fr; gap: 0.5em; }
  /* Stripe's real fields are iframes, left to right whatever the page; its stand-in must not inherit rtl either. */
  .gp-card-slot .FakeStripeElement input { direction: ltr; }
  @media (max-width: 420px) { .gp-card-slot .gp-card-fields, .gp-card-slot .FakeStripeElement { grid-template-columns: 1fr; } }
`;
