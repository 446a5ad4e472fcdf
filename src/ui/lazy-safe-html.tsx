import { lazy, Suspense } from 'react';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'section' };

// The sanitiser (DOMPurify) is the largest piece of a screen that shows server HTML; loading it on
// demand keeps it out of an element's first download.
const SafeHtml = lazy(() => import('./safe-html').then((m) => ({ default: m.SafeHtml })));

/** The words of server HTML without any markup (a parsed document never runs scripts or loads images). */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  if (typeof DOMParser === 'undefined') return html.replace(/<[^>]*>/g, ' ');
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const el of doc.querySelectorAll('script, style, template')) el.remove();
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** Server HTML through `<SafeHtml>` once the sanitiser is loaded; until then its plain text in the same box. */
export function LazySafeHtml({ html, className, as: Tag = 'div' }: Props) {
  return (
    <Suspense fallback={<Tag className={className}>{plainText(html)}</Tag>}>
      <SafeHtml html={html} className={className} as={Tag} />
    </Suspense>
  );
}
