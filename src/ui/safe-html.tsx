import { sanitizeHtml } from './sanitize';

/**
 * The only way server HTML reaches the DOM. Its language is the server's, not the page's: `dir="auto"`
 * takes the direction from its first strong character (English instructions in an Arabic page).
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'section' }) {
  return <Tag className={className} dir="auto" dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
