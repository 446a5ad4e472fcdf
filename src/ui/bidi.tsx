import type { ReactNode } from 'react';

/**
 * Text whose direction the page cannot know (server strings: addresses, names, instructions,
 * item and listing titles). `<bdi>` isolates it and takes its direction from its first strong
 * character, so an English address keeps its order inside an Arabic sentence and vice versa.
 */
export function ServerText({ children, className }: { children: ReactNode; className?: string }) {
  return <bdi className={className}>{children}</bdi>;
}

/**
 * Digits, codes and amounts (card numbers, phone numbers, door codes, Wi-Fi passwords, prices):
 * a left-to-right island, or a right-to-left page shows `0002 0000 0000 4000` for `4000 0000 0000 0002`.
 */
export function LtrText({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}
