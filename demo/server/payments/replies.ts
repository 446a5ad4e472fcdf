// How the payment routes answer: JSON replies, the hosted pages' headers, and the sandbox's decoding of
// the values the fake provider SDKs send.
import type { FastifyReply } from 'fastify';
import type { IntentRow } from './db';
import type { Reply } from './engine';
import type { Page } from './pages';

// ---------------------------------------------------------------------------------------------

export const NOT_FOUND: Reply = { statusCode: 404, body: { error: 'Payment intent not found', code: 'not_found' } };

export function send(reply: FastifyReply, r: Reply): FastifyReply {
  return reply.code(r.statusCode).type('application/json; charset=utf-8').send(r.body);
}

export function sendPage(reply: FastifyReply, status: number, page: Page): FastifyReply {
  return reply
    .code(status)
    .header('Content-Security-Policy', page.csp)
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .header('X-Content-Type-Options', 'nosniff')
    .type('text/html; charset=utf-8')
    .send(page.html);
}

export function decodeAdyen(value: string): string | null {
  // Adyen test mode accepts unencrypted values prefixed with `test_`; the sandbox accepts only those.
  return value.startsWith('test_') ? value.slice(5) : null;
}

export function decodeCvv(value: string): string | null {
  if (!value.startsWith('sbx1.')) return null;
  const cvc = Buffer.from(value.slice(5), 'base64').toString('utf8');
  return /^\d{3,4}$/.test(cvc) ? cvc : null;
}

export function amountText(intent: IntentRow): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency: intent.currency.toUpperCase() }).format(intent.amount / 100);
  } catch {
    return `${(intent.amount / 100).toFixed(2)} ${intent.currency}`;
  }
}
