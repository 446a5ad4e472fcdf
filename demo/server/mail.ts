// Outgoing mail: written to the `outbox` table (the demo has no SMTP; /api/dev/outbox reads it).
// Every mail to one address counts against a per-address budget, so no endpoint can be used to flood
// somebody's inbox; over budget the mail is dropped silently (the caller's answer must not change).
import { nowIso, run, type DB } from './db.js';
import type { Limiter } from './limits/limiter.js';

export function sendMail(db: DB, limiter: Limiter, mail: { tenantId: number; to: string; subject: string; body: string }): boolean {
  if (!limiter.take(`mail:${mail.tenantId}:${mail.to.toLowerCase()}`, 1, limiter.settings.mailsPerAddress)) return false;
  run(
    db,
    'INSERT INTO outbox (tenant_id, to_email, subject, body, created_at) VALUES (?, ?, ?, ?, ?)',
    mail.tenantId,
    mail.to,
    mail.subject,
    mail.body,
    nowIso(),
  );
  return true;
}
