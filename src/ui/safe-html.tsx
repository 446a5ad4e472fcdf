import { useContext } from 'react';
import { sanitizeHtml } from './sanitize';
import { ServerSanitizerContext } from './server-sanitizer';

/**
 * The only way server HTML reaches the DOM. Its language is the server's, not the page's: `dir="auto"`
 * takes the direction from its first strong character (English instructions in an Arabic page).
 */
export function SafeHtml({ html, className, as: Tag = 'div' }: { html: string | null | undefined; className?: string; as?: 'div' | 'span' | 'section' }) {
  const onServer = useContext(ServerSanitizerContext);
  return <Tag className={className} dir="auto" dangerouslySetInnerHTML={{ __html: onServer ? onServer(html ?? '') : sanitizeHtml(html) }} />;
}
