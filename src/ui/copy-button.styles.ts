import { primitiveCss } from '../styles/css';

export const copyButtonStyles = primitiveCss`
  .gp-copy { display: inline-flex; align-items: center; gap: 0.35rem; }
`;
