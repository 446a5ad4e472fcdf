import { useState } from 'react';

/**
 * A listing's picture, or the listing placeholder (a house drawn in SVG) when there is none or it
 * fails to load: never the browser's broken-image icon. Decorative (`alt=""`): the card's title
 * names the listing.
 */
export function ListingImage({ src, className }: { src: string | null | undefined; className: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return <ListingPlaceholder className={className} />;
  return <img className={className} src={src} alt="" loading="lazy" decoding="async" onError={() => setFailed(src)} />;
}

function ListingPlaceholder({ className }: { className: string }) {
  return (
    <svg className={`${className} gp-listing-placeholder`} viewBox="0 0 160 100" preserveAspectRatio="xMidYMid slice" aria-hidden="true" focusable="false" data-placeholder="">
      <rect width="160" height="100" fill="currentColor" opacity="0.08" />
      <path d="M80 28 52 50h8v24h40V50h8L80 28Zm-6 46V60h12v14H74Z" fill="currentColor" opacity="0.35" />
    </svg>
  );
}
