import { css } from '../../styles/css';

export const authStyles = css`
  .gp-auth { display: flex; justify-content: center; padding-block: 2rem; padding-inline: 1rem; background: var(--_background); min-block-size: 100%; }
  .gp-auth__card {
    inline-size: min(26rem, 100%); padding-block: 2rem; padding-inline: 1.5rem;
    background: var(--_surface); border: 1px solid var(--_border); border-radius: calc(var(--_radius) * 1.5);
    box-shadow: 0 4px 18px rgb(0 0 0 / 0.06);
  }
  .gp-auth__locale { display: flex; justify-content: flex-end; margin-block-end: 0.75rem; }
  .gp-auth__locale .gp-field { margin-block-end: 0; }
  /* A fixed box, the logo fitted inside: the card keeps its layout while the picture loads (no shift). */
  .gp-auth__logo { display: block; block-size: 4rem; inline-size: 12rem; max-inline-size: 100%; margin-inline: auto; margin-block-end: 1rem; object-fit: contain; }
  .gp-auth__title { margin-block: 0 1.25rem; font-size: 1.5rem; text-align: center; }
  .gp-auth__intro { margin-block: 0 1rem; color: var(--_muted); }
  .gp-auth__row { display: flex; align-items: center; justify-content: space-between; gap: 1rem; flex-wrap: wrap; margin-block-end: 1rem; }
  .gp-auth__row .gp-checkbox { margin-block-end: 0; }
  .gp-auth__names { display: grid; grid-template-columns: 1fr 1fr; gap: 0 1rem; }
  @media (max-width: 420px) { .gp-auth__names { grid-template-columns: 1fr; } }
  .gp-auth__footer { margin-block: 1.25rem 0; text-align: center; color: var(--_muted); }
  .gp-auth__linkbutton {
    padding: 0; font: inherit; color: var(--_primary); background: none; border: 0; text-decoration: underline;
    text-underline-offset: 2px; cursor: pointer;
  }
  .gp-auth__linkbutton:focus-visible { outline: 2px solid var(--_primary); outline-offset: 2px; border-radius: 2px; }
  .gp-auth form { margin: 0; }
`;
