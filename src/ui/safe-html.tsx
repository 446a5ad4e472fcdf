import { sanitizeHtml } from './sanitize';

/** The only way server HTML reaches the DOM. */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'section' }) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
