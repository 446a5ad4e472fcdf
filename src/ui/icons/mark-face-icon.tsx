import type { ReactNode } from 'react';
import { StrokeIcon, type IconProps } from './stroke-icon';

// The survey's marks as faces: a round head with eyes, and a mouth per mark (Lucide laugh, smile, meh,
// frown, angry). A function, not a table of elements: JSX at the top level of this module would be
// kept wherever the module is imported.
function mouth(mark: number): ReactNode {
  switch (mark) {
    case 5:
      return <path d="M7.084 14.302a5.12 5.12 0 009.833 0 .24.24 0 00-.235-.302H7.32a.24.24 0 00-.235.302" />;
    case 4:
      return <path d="M16.472 15a6 6 0 01-8.943 0" />;
    case 2:
      return <path d="M9 16a5 5 0 016 0" />;
    case 1:
      return <path d="M9 17a5 5 0 016.001 0M17 10a5 5 0 00-3 1M7 10a5 5 0 013 1" />;
    default:
      return <path d="M8 16h8" />;
  }
}

/** A face for a mark from 5 (great) to 1 (terrible). */
export function MarkFaceIcon({ mark, ...props }: IconProps & { mark: number }) {
  return (
    <StrokeIcon {...props}>
      <circle cx="12" cy="12" r="10" />
      <path d={mark === 1 ? 'M15 12v-1.584M9 12v-1.584' : 'M15 10V9M9 10V9'} />
      {mouth(mark)}
    </StrokeIcon>
  );
}
