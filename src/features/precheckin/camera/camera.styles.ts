import { css } from '../../../styles/css';

export const cameraStyles = css`
  .gp-camera__stage {
    position: relative; inline-size: min(100%, 20rem); aspect-ratio: 4 / 5; margin-inline: auto;
    background: #000; border-radius: var(--_radius); overflow: hidden;
  }
  .gp-camera__stage video, .gp-camera__stage img { inline-size: 100%; block-size: 100%; object-fit: cover; display: block; }
  .gp-camera__stage video { transform: scaleX(-1); }
  .gp-camera__status { text-align: center; margin-block: 0.5rem; color: var(--_muted); }
  .gp-camera__actions { display: flex; flex-wrap: wrap; gap: 0.5rem; justify-content: flex-end; }
`;
