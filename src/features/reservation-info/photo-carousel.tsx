import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isRtlElement } from '../../ui/focus';

const SWIPE_PX = 40;

/**
 * Photo carousel (at most the pictures it is given: the caller applies the 5-picture limit).
 * Height is 0.65 of the panel width (CSS aspect-ratio). Previous/next buttons, one button per photo,
 * arrow keys (mirrored in right-to-left), Home/End, and swipe.
 */
export function PhotoCarousel({ pictures, title }: { pictures: readonly string[]; title: string }) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const rootRef = useRef<HTMLElement>(null);
  const start = useRef<{ x: number; y: number } | null>(null);
  const total = pictures.length;
  if (total === 0) return null;
  const current = Math.min(index, total - 1);
  const go = (i: number) => setIndex(((i % total) + total) % total);
  const rtl = () => isRtlElement(rootRef.current);

  function onKeyDown(e: KeyboardEvent<HTMLElement>) {
    let next: number | null = null;
    if (e.key === 'ArrowRight') next = current + (rtl() ? -1 : 1);
    else if (e.key === 'ArrowLeft') next = current + (rtl() ? 1 : -1);
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = total - 1;
    if (next === null) return;
    e.preventDefault();
    go(next);
  }

  function onPointerDown(e: PointerEvent<HTMLDivElement>) {
    start.current = { x: e.clientX, y: e.clientY };
  }
  function onPointerUp(e: PointerEvent<HTMLDivElement>) {
    const s = start.current;
    start.current = null;
    if (!s) return;
    const dx = e.clientX - s.x;
    if (Math.abs(dx) < SWIPE_PX || Math.abs(dx) < Math.abs(e.clientY - s.y)) return;
    // Swiping towards the start edge shows the next photo (left in LTR, right in RTL).
    const forward = rtl() ? dx > 0 : dx < 0;
    go(current + (forward ? 1 : -1));
  }

  return (
    // A focusable carousel region that takes the arrow keys (WAI-ARIA carousel pattern); the labelled
    // previous/next buttons inside offer the same moves.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions -- a focusable carousel region takes the arrow keys (WAI-ARIA carousel pattern)
    <section
      ref={rootRef}
      className="gp-carousel"
      part="carousel"
      aria-roledescription={t('info:carousel.roledescription')}
      aria-label={t('info:carousel.label', { title })}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- keyboard users reach the arrow keys here
      tabIndex={0}
      onKeyDown={onKeyDown}
    >
      <div className="gp-carousel__viewport" onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => (start.current = null)}>
        {pictures.map((src, i) => (
          <div
            key={src}
            className="gp-carousel__slide"
            role="group"
            aria-roledescription={t('info:carousel.slide')}
            aria-label={t('info:carousel.position', { n: i + 1, total })}
            hidden={i !== current}
          >
            <img className="gp-carousel__img" src={src} alt={t('info:carousel.photo', { n: i + 1, total, title })} draggable={false} loading={i === 0 ? 'eager' : 'lazy'} />
          </div>
        ))}
      </div>
      {total > 1 ? (
        <>
          <button type="button" className="gp-carousel__nav gp-carousel__nav--prev" aria-label={t('info:carousel.previous')} onClick={() => go(current - 1)}>
            <span aria-hidden="true" className="gp-carousel__chevron">‹</span>
          </button>
          <button type="button" className="gp-carousel__nav gp-carousel__nav--next" aria-label={t('info:carousel.next')} onClick={() => go(current + 1)}>
            <span aria-hidden="true" className="gp-carousel__chevron">›</span>
          </button>
          <div className="gp-carousel__dots">
            {pictures.map((src, i) => (
              <button
                key={src}
                type="button"
                className="gp-carousel__dot"
                aria-label={t('info:carousel.show', { n: i + 1 })}
                aria-current={i === current ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
          <p className="gp-visually-hidden" aria-live="polite">
            {t('info:carousel.position', { n: current + 1, total })}
          </p>
        </>
      ) : null}
    </section>
  );
}
