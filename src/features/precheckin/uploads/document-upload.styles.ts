import { css } from '../../../styles/css';

export const PREVIEW_WIDTH_PX = 250;
export const PREVIEW_HEIGHT_PX = 160;

export const documentUploadStyles = css`
  .gp-upload { display: flex; flex-direction: column; gap: 0.5rem; margin-block-end: 1rem; }
  .gp-upload__label { font-weight: 600; font-size: 0.9rem; }
  .gp-upload__label[data-required]::after { content: '*'; color: var(--_error); margin-inline-start: 0.15em; }
  .gp-upload__preview {
    inline-size: min(${PREVIEW_WIDTH_PX}px, 100%); block-size: ${PREVIEW_HEIGHT_PX}px; flex: none;
    display: flex; align-items: center; justify-content: center; overflow: hidden;
    border: 1px dashed var(--_border); border-radius: var(--_radius); background: var(--_background); color: var(--_muted);
  }
  .gp-upload__preview img { inline-size: 100%; block-size: 100%; object-fit: contain; }
  .gp-upload__tile { display: flex; flex-direction: column; align-items: center; gap: 0.25rem; font-weight: 600; text-align: center; padding: 0.5rem; }
  .gp-upload__tile-icon { font-size: 2rem; line-height: 1; }
  .gp-upload__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  .gp-upload__progress { display: flex; align-items: center; gap: 0.5rem; }
  .gp-upload__progress progress { inline-size: min(${PREVIEW_WIDTH_PX}px, 100%); block-size: 0.5rem; accent-color: var(--_primary); }
  .gp-upload__note { font-size: 0.85rem; color: var(--_error); margin: 0; }
  .gp-upload__note:empty { display: none; }
`;
