import { primitiveCss } from '../styles/css';

export const dialogStyles = primitiveCss`
  .gp-dialog {
    padding: 0; border: 0; border-radius: calc(var(--_radius) * 1.5); color: var(--_text); background: var(--_surface);
    inline-size: min(32rem, calc(100vw - 2rem)); max-block-size: calc(100vh - 2rem);
    box-shadow: 0 12px 40px rgb(0 0 0 / 0.25); font: inherit;
  }
  .gp-dialog::backdrop { background: rgb(0 0 0 / 0.45); }
  .gp-dialog__header { display: flex; align-items: center; justify-content: space-between; gap: 1rem; padding-block: 1rem 0.5rem; padding-inline: 1.25rem; }
  .gp-dialog__title { margin: 0; font-size: 1.2rem; font-weight: 700; }
  .gp-dialog__close {
    display: inline-flex; align-items: center; justify-content: center; inline-size: 2.5rem; block-size: 2.5rem;
    font: inherit; font-size: 1.4rem; line-height: 1; color: var(--_muted); background: transparent; border: 0; border-radius: 50%; cursor: pointer;
  }
  .gp-dialog__close:focus-visible { outline: 2px solid var(--_primary); box-shadow: var(--_focus); }
  .gp-dialog__body { padding-block: 0.5rem 1rem; padding-inline: 1.25rem; overflow: auto; }
  .gp-dialog__footer { display: flex; justify-content: flex-end; gap: 0.5rem; padding-block: 0.75rem 1rem; padding-inline: 1.25rem; }
  .gp-drawer {
    margin: 0; margin-inline-end: auto; block-size: 100vh; max-block-size: 100vh; inline-size: min(20rem, 85vw);
    border-radius: 0; inset-block: 0;
  }
`;
