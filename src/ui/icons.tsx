import type { ReactNode } from 'react';

// Outline icons drawn from Lucide's shapes (https://lucide.dev, ISC licence, lucide-static 1.62.0),
// inlined per icon so each element carries only the few it draws. SVG instead of emoji: an emoji needs
// an emoji font, and without one it shows as an empty box.

export interface IconProps {
  /** What the icon says when nothing next to it does; without it the icon is decorative (hidden). */
  label?: string;
  /** Default 1em: the icon follows the surrounding font size. */
  size?: string;
  className?: string;
}

function StrokeIcon({ label, size = '1em', className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={`gp-icon${className ? ` ${className}` : ''}`}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      {children}
    </svg>
  );
}

/** Trips: a suitcase. */
export function LuggageIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 20a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2" />
      <path d="M8 18V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v14" />
      <path d="M10 20h4" />
      <circle cx="16" cy="20" r="2" />
      <circle cx="8" cy="20" r="2" />
    </StrokeIcon>
  );
}

/** The store. */
export function ShoppingBagIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M16 10a4 4 0 0 1-8 0" />
      <path d="M3.103 6.034h17.794" />
      <path d="M3.4 5.467a2 2 0 0 0-.4 1.2V20a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V6.667a2 2 0 0 0-.4-1.2l-2-2.667A2 2 0 0 0 17 2H7a2 2 0 0 0-1.6.8z" />
    </StrokeIcon>
  );
}

/** Purchase history. */
export function ReceiptIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M12 17V7" />
      <path d="M16 8h-6a2 2 0 0 0 0 4h4a2 2 0 0 1 0 4H8" />
      <path d="M4 3a1 1 0 0 1 1-1 1.3 1.3 0 0 1 .7.2l.933.6a1.3 1.3 0 0 0 1.4 0l.934-.6a1.3 1.3 0 0 1 1.4 0l.933.6a1.3 1.3 0 0 0 1.4 0l.933-.6a1.3 1.3 0 0 1 1.4 0l.934.6a1.3 1.3 0 0 0 1.4 0l.933-.6A1.3 1.3 0 0 1 19 2a1 1 0 0 1 1 1v18a1 1 0 0 1-1 1 1.3 1.3 0 0 1-.7-.2l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.934.6a1.3 1.3 0 0 1-1.4 0l-.933-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-1.4 0l-.934-.6a1.3 1.3 0 0 0-1.4 0l-.933.6a1.3 1.3 0 0 1-.7.2 1 1 0 0 1-1-1z" />
    </StrokeIcon>
  );
}

/** A document (PDF). */
export function FileTextIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M6 22a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h8a2.4 2.4 0 0 1 1.704.706l3.588 3.588A2.4 2.4 0 0 1 20 8v12a2 2 0 0 1-2 2z" />
      <path d="M14 2v5a1 1 0 0 0 1 1h5" />
      <path d="M10 9H8" />
      <path d="M16 13H8" />
      <path d="M16 17H8" />
    </StrokeIcon>
  );
}

/** A video. */
export function FilmIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <rect width="18" height="18" x="3" y="3" rx="2" />
      <path d="M7 3v18M3 7.5h4M3 12h18M3 16.5h4M17 3v18M17 7.5h4M17 16.5h4" />
    </StrokeIcon>
  );
}

/** Done. */
export function CheckIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M20 6 9 17l-5-5" />
    </StrokeIcon>
  );
}

/** The menu button. */
export function MenuIcon(props: IconProps) {
  return (
    <StrokeIcon {...props}>
      <path d="M4 5h16M4 12h16M4 19h16" />
    </StrokeIcon>
  );
}

// The survey's marks as faces: a round head with eyes, and a mouth per mark (Lucide laugh, smile, meh,
// frown, angry). A function, not a table of elements: JSX at the top level of this module would be
// kept in every element that draws any icon.
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
