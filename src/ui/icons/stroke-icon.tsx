import type { ReactNode } from 'react';

// Outline icons drawn from Lucide's shapes (https://lucide.dev, ISC licence, lucide-static 1.62.0),
// inlined per icon so each element carries only the few it draws. SVG instead of emoji: an emoji needs
// an emoji font, and without one it shows as an empty box. One module per icon: an element's lazy
// screens keep their icons in their own chunks instead of in the element's first file.

export interface IconProps {
  /** What the icon says when nothing next to it does; without it the icon is decorative (hidden). */
  label?: string;
  /** Default 1em: the icon follows the surrounding font size. */
  size?: string;
  className?: string;
}

export function StrokeIcon({ label, size = '1em', className, children }: IconProps & { children: ReactNode }) {
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
