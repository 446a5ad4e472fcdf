import { css } from '../../../styles/css';

/** Signature box height (spec): 110 px on phones, 65 px on larger screens. */
export const SIGNATURE_HEIGHT_PHONE_PX = 110;
export const SIGNATURE_HEIGHT_PX = 65;
export const PHONE_MAX_WIDTH_PX = 599;

export const signatureStyles = css`
  .gp-signature { display: flex; flex-direction: column; gap: 0.5rem; margin-block-end: 1rem; }
  .gp-signature__prompt { font-weight: 600; margin: 0; }
  .gp-signature__box {
    position: relative; inline-size: 100%; block-size: ${SIGNATURE_HEIGHT_PX}px;
    border: 1px solid var(--_border); border-radius: var(--_radius); background: var(--_surface);
  }
  .gp-signature__box[aria-invalid='true'] { border-color: var(--_error); }
  .gp-signature__canvas { display: block; inline-size: 100%; block-size: 100%; touch-action: none; cursor: crosshair; }
  .gp-signature__box:focus-within { outline: 2px solid var(--_primary); outline-offset: 2px; }
  @media (max-width: ${PHONE_MAX_WIDTH_PX}px) { .gp-signature__box { block-size: ${SIGNATURE_HEIGHT_PHONE_PX}px; } }
  .gp-signature__existing { max-block-size: ${SIGNATURE_HEIGHT_PHONE_PX}px; max-inline-size: 100%; object-fit: contain; align-self: flex-start; }
  .gp-signature__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
  .gp-signature__typed { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: flex-end; }
  .gp-signature__typed .gp-field { flex: 1 1 12rem; margin-block-end: 0; }
`;
