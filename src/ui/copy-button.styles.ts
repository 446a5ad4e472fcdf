import { css } from '../styles/css';

export const copyButtonStyles = css`
  .gp-copy { display: inline-flex; align-items: center; gap: 0.35rem; }
`;
