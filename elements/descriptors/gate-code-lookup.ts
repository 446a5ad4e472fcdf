import type { ElementDescriptor } from '../../src/element/descriptor';

export const gateCodeLookup = {
  tag: 'gate-code-lookup',
  attributes: [
    {
      name: 'mode',
      type: ['gate-code', 'gate', 'reservation'],
      default: 'gate-code',
      description: '`gate-code` (`gate` is accepted too) shows the gate code; `reservation` searches a reservation and opens its info page.',
    },
    { name: 'company', type: 'string', description: "Company (slug or id) whose logo to show; without it, the tenant's logo from the configuration." },
  ],
  events: [
    {
      name: 'gp-navigate',
      description: "Without `portal-url`: a found reservation's info page (`url` = `/tourist/trips/{code}/info?origin=search`) for the host to open; cancelable.",
    },
    { name: 'gp-error', description: 'A lookup failed (`code`: `lookup` or `gate-code`; `message`: the text the guest sees).' },
  ],
  needsSession: false,
  reservedHeight: 500,
  catalogue: 'gate-code-lookup',
  // The element most often pasted on a public page.
  // +0.5 for the page's shared Intl formatters and a server render's texts (src/core/intl/);
  // +0.5 for the loader's start of date formatting for the survey (src/element/warm-date-formats.ts, 68 bytes).
  sizeBudgetKiB: 111.5,
} as const satisfies ElementDescriptor;
