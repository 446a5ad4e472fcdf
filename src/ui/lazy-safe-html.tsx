import { lazy, Suspense } from 'react';

type Props = { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'section' };

// The sanitiser (DOMPurify) is the largest piece of a screen that shows server HTML; loading it on
// demand keeps it out of an element's first download.
const loadSafeHtml = () => import('./safe-html');
const SafeHtml = lazy(() => loadSafeHtml().then((m) => ({ default: m.SafeHtml })));

/**
 * Starts loading the sanitiser before the HTML arrives: a list rendered before it loads would
 * sanitise every item at once when it does (one long task).
 */
export function preloadSafeHtml(): void {
  void loadSafeHtml();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The words of server HTML without any markup, rendered as text (never as HTML). String work only:
 * a list of hundreds of items shows at once without parsing a document per item.
 */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (m, e: string) => {
      if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
      const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : m;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Server HTML through `<SafeHtml>` once the sanitiser is loaded; until then its plain text in the same box. */
export function LazySafeHtml({ html, className, as: Tag = 'div' }: Props) {
  return (
    <Suspense fallback={<Tag className={className}>{plainText(html)}</Tag>}>
      <SafeHtml html={html} className={className} as={Tag} />
    </Suspense>
  );
}
