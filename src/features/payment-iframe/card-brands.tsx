/** Card brand marks as inline SVG (no external images: CSP and offline). */
export function CardBrands({ label }: { label: string }) {
  return (
    <ul className="gp-iframe__brands" aria-label={label} part="card-brands">
      <li>
        <svg viewBox="0 0 40 26" role="img" aria-label="Visa">
          <rect width="40" height="26" rx="4" fill="#1a1f71" />
          <text x="20" y="17.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontStyle="italic" fontSize="11" fill="#fff">
            VISA
          </text>
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 40 26" role="img" aria-label="Mastercard">
          <rect width="40" height="26" rx="4" fill="#f4f4f4" stroke="#d0d0d0" />
          <circle cx="16" cy="13" r="7" fill="#eb001b" />
          <circle cx="24" cy="13" r="7" fill="#f79e1b" fillOpacity="0.9" />
        </svg>
      </li>
      <li>
        <svg viewBox="0 0 40 26" role="img" aria-label="American Express">
          <rect width="40" height="26" rx="4" fill="#2e77bc" />
          <text x="20" y="16.5" textAnchor="middle" fontFamily="Arial, sans-serif" fontWeight="700" fontSize="8" fill="#fff">
            AMEX
          </text>
        </svg>
      </li>
    </ul>
  );
}
