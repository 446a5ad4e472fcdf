import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmbeddableUrl, safeLinkHref } from '../../core/reservation-info';
import { Button } from '../../ui/button';
import { Dialog } from '../../ui/dialog';

/** Travel guide: an https page opens in a modal (iframe); any other web link opens in a new tab. */
export function TravelGuide({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const href = safeLinkHref(url);
  if (!href || !/^https?:/i.test(href)) return null;
  if (!isEmbeddableUrl(href)) {
    return (
      <a className="gp-button gp-button--secondary" href={href} target="_blank" rel="noopener noreferrer">
        {t('info:travelGuide.open')}
      </a>
    );
  }
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} aria-haspopup="dialog">
        {t('info:travelGuide.open')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('info:travelGuide.title')} className="gp-guide-dialog" part="travel-guide">
        <iframe
          className="gp-guide-dialog__frame"
          src={href}
          title={t('info:travelGuide.title')}
          sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
          referrerPolicy="no-referrer"
          loading="lazy"
        />
        <p>
          <a className="gp-link" href={href} target="_blank" rel="noopener noreferrer">
            {t('info:travelGuide.newTab')}
          </a>
        </p>
      </Dialog>
    </>
  );
}
