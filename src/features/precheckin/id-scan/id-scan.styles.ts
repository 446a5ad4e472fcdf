import { css } from '../../../styles/css';

export const idScanStyles = css`
  .gp-idscan__stage {
    position: relative; inline-size: 100%; aspect-ratio: 4 / 3; background: #000; border-radius: var(--_radius); overflow: hidden;
  }
  .gp-idscan__stage video { inline-size: 100%; block-size: 100%; object-fit: cover; display: block; }
  /* The frame to align the document's machine-readable lines with: the lower third of the picture. */
  .gp-idscan__frame {
    position: absolute; inset-inline: 6%; inset-block-end: 12%; block-size: 26%;
    border: 3px solid #fff; border-radius: 0.5rem; box-shadow: 0 0 0 100vmax rgb(0 0 0 / 0.35); pointer-events: none;
  }
  .gp-idscan__hint, .gp-idscan__status { margin-block: 0.5rem; color: var(--_muted); }
  .gp-idscan__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; align-items: center; }
  .gp-idscan__file { position: absolute; inline-size: 1px; block-size: 1px; opacity: 0; overflow: hidden; }
  .gp-idscan__grid { display: grid; gap: 0 1rem; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)); }
  .gp-idscan__facts { display: grid; grid-template-columns: auto 1fr; gap: 0.25rem 1rem; margin: 0.5rem 0; }
  .gp-idscan__facts dt { color: var(--_muted); }
  .gp-idscan__facts dd { margin: 0; }
  .gp-idscan__consent { display: flex; gap: 0.5rem; align-items: flex-start; margin-block: 0.5rem; }
`;
