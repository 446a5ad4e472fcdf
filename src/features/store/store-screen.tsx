import type { ReactNode } from 'react';

/** One store screen: its section (themable part), its h1 (which labels the section) and its body. */
export function StoreScreen({ id, title, part, className, children }: { id: string; title: ReactNode; part: string; className?: string; children: ReactNode }) {
  return (
    <section className={`gp-store${className ? ` ${className}` : ''}`} part={part} aria-labelledby={id}>
      <h1 className="gp-store__title" id={id}>
        {title}
      </h1>
      {children}
    </section>
  );
}
