import { css } from '../element/styles';

export const copyButtonStyles = css`
  .gp-copy { display: inline-flex; align-items: center; gap: 0.35rem; }
`;
