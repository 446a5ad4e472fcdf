import { css } from '../styles/css';

export const portalStyles = css`
  .gp-shell { container: gp-shell / inline-size; display: flex; flex-direction: column; min-block-size: 100%; background: var(--_background); }
  .gp-shell--page { min-block-size: 100vh; min-block-size: 100dvh; }
  .gp-main--public { flex: 1; }
  /* One height whether the bar is still a stand-in (.gp-topbar--pending) or holds its tabs. */
  .gp-topbar {
    box-sizing: border-box; min-block-size: 3.75rem;
    display: flex; align-items: center; gap: 1rem; padding-block: 0.25rem; padding-inline: 1rem;
    background: var(--_surface); border-block-end: 1px solid var(--_border);
  }
  .gp-topbar__brand { display: flex; align-items: center; gap: 0.75rem; min-inline-size: 0; }
  /* A fixed box: the tabs beside it do not move when the picture arrives. */
  .gp-topbar__logo { block-size: 2.5rem; inline-size: 8rem; object-fit: contain; object-position: left center; }
  .gp-topbar__logo:dir(rtl) { object-position: right center; }
  /* The company name wraps rather than being cut off on a phone. */
  .gp-topbar__company { font-weight: 700; overflow-wrap: anywhere; line-height: 1.25; }
  .gp-topbar__nav { flex: 1; min-inline-size: 0; }
  .gp-topbar__nav .gp-tabs { border-block-end: 0; }
  .gp-topbar__actions { display: flex; align-items: center; gap: 0.5rem; margin-inline-start: auto; }
  .gp-topbar__actions .gp-field { margin-block-end: 0; }
  .gp-topbar__actions .gp-field__input { min-height: 2.25rem; padding-block: 0.25rem; }
  .gp-topbar__burger { display: none; margin-inline-start: auto; font-size: 1.4rem; }
  @container gp-shell (max-width: 599.98px) {
    .gp-topbar__desktop { display: none; }
    .gp-topbar__burger { display: inline-flex; }
  }
  .gp-drawer-nav { list-style: none; margin: 0 0 1rem; padding: 0; display: flex; flex-direction: column; gap: 0.25rem; }
  .gp-drawer-nav .gp-button { justify-content: flex-start; }
  .gp-drawer-nav [aria-current='page'] { background: color-mix(in srgb, var(--_primary) 10%, transparent); }
  .gp-main { flex: 1; padding-block: 1rem; padding-inline: 1rem; }
  /* The main area pads the page already: padded twice, a 1280 px window fitted two 400 px trip cards a
     row with 400 px of blank beside them; now three fit. */
  .gp-main .gp-trips { padding-inline: 0; }
  .gp-main:focus { outline: none; }
  .gp-start-error { max-inline-size: 32rem; margin-block: 2rem; margin-inline: auto; padding-inline: 1rem; }
  .gp-success { display: flex; flex-direction: column; align-items: center; gap: 0.5rem; padding-block: 3rem; padding-inline: 1rem; text-align: center; }
  .gp-success__icon { display: inline-flex; align-items: center; justify-content: center; inline-size: 4rem; block-size: 4rem; border-radius: 50%; font-size: 2rem; color: #fff; background: var(--_success); }
  .gp-success h1 { margin: 0.5rem 0 0; font-size: 1.6rem; }
  .gp-success p { margin: 0; color: var(--_muted); }
`;
