import { StrokeIcon, type IconProps } from './stroke-icon';

/** Done. */
export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  );
}
