import { StrokeIcon, type IconProps } from './stroke-icon';

/** The menu button. */
export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </StrokeIcon>
  );
}
