import type { FastifyRequest } from 'fastify';
import type { Session } from '../auth/sessions.js';
import { parseJson } from '../db.js';
import { holdsIntent as holdsIntentRule, intentVisibleTo } from '../reservations/access.js';
import { createIntent, onIntentSettled, serializeIntent } from '../reservations/intents.js';
import { getListing, getReservation, getTenant, reservationByCode, type IntentRow as HostIntentRow } from '../reservations/rows.js';
import type { Db, IntentRow } from './db';

/**
 * Everything the payments plugin reads from or writes to the server's own tables (tenants,
 * reservations, listings, sessions, new intents, settlement), through the server's domain functions;
 * the plugin's routes and engine touch only the intents and their own tables (./db). The origin
 * lookup can be overridden by a plugin option.
 */
export type { Session };

export interface ReservationSummary {
  id: number;
  confirmation_code: string;
  balance_due: number;
  currency: string;
  check_in: string;
  check_out: string;
  listing: { id: number; title: string; city_name: string; picture: string | null };
}

export interface TenantPaymentSettings {
  allowedOrigins: string[];
  requireAddressFields: boolean;
  termsOfUse: string | null;
  keys: {
    stripe_public_key: string;
    adyen_client_key: string;
    adyen_environment: 'test';
    cashier_token: string;
    tokenizer_public_key: string;
  };
}

export interface HostOptions {
  /** Overrides the allowed origins of a tenant (default: tenants.allowed_origins + GP_ALLOWED_ORIGINS). */
  allowedOrigins?: (tenantId: number) => string[];
}

export function sessionOf(request: FastifyRequest): Session | null {
  return request.session ?? null;
}

function envList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((s) => s.trim().replace(/\/$/, ''))
    .filter(Boolean);
}

export function createHost(db: Db, opts: HostOptions = {}) {
  function allowedOrigins(tenantId: number): string[] {
    if (opts.allowedOrigins) return opts.allowedOrigins(tenantId);
    const tenant = getTenant(db, tenantId);
    return [...new Set([...parseJson<string[]>(tenant?.allowed_origins, []), ...envList(process.env.GP_ALLOWED_ORIGINS)])];
  }

  function settings(tenantId: number): TenantPaymentSettings {
    const tenant = getTenant(db, tenantId);
    const keys = parseJson<Record<string, unknown>>(tenant?.public_keys, {});
    const str = (k: string) => (typeof keys[k] === 'string' && keys[k] ? (keys[k] as string) : null);
    const checkin = parseJson<Record<string, unknown>>(tenant?.checkin_settings, {});
    return {
      allowedOrigins: allowedOrigins(tenantId),
      requireAddressFields: keys.require_address_fields === true || checkin.require_address_fields === true,
      termsOfUse: tenant?.terms_of_use ?? null,
      keys: {
        stripe_public_key: str('stripe_public_key') ?? str('stripe') ?? 'pk_test_sandbox',
        adyen_client_key: str('adyen_client_key') ?? str('adyen') ?? 'test_SANDBOXCLIENTKEY',
        adyen_environment: 'test',
        cashier_token: str('cashier_token') ?? str('cashier') ?? `cashier_sandbox_${tenantId}`,
        tokenizer_public_key: str('tokenizer_public_key') ?? str('vault_public_key') ?? str('tokenizer') ?? 'tok_pk_sandbox',
      },
    };
  }

  /** The reservation's guest (or tenant staff) may see the intent; intents without reservation: staff only. */
  function canAccessIntent(session: Session, intent: IntentRow): boolean {
    return intentVisibleTo(db, session, intent);
  }

  function reservationSummary(id: number): ReservationSummary | null {
    const r = getReservation(db, id);
    if (!r) return null;
    const l = getListing(db, r.listing_id);
    return {
      id: r.id,
      confirmation_code: r.confirmation_code,
      balance_due: r.balance_due,
      currency: r.currency,
      check_in: r.check_in,
      check_out: r.check_out,
      listing: { id: l.id, title: l.title, city_name: l.city_name, picture: l.picture },
    };
  }

  function serialize(intent: IntentRow) {
    return serializeIntent(db, intent as HostIntentRow);
  }

  /** Id and currency of a tenant's reservation by confirmation code, or null. */
  function reservationByCodeOf(tenantId: number, code: string): { id: number; currency: string } | null {
    const r = reservationByCode(db, tenantId, code);
    return r ? { id: r.id, currency: r.currency } : null;
  }

  /** Whether a caller holds the intent's capability: its client secret, or a session of its guest or tenant staff. */
  function holdsIntent(session: Session | null, intent: IntentRow, clientSecret: string | undefined): boolean {
    return holdsIntentRule(db, session, intent as HostIntentRow, clientSecret);
  }

  /** A new open intent on a reservation (dev route); the server owns the intent rows' creation. */
  function openIntent(input: Parameters<typeof createIntent>[1]): string {
    return createIntent(db, input).id;
  }

  /** Tells the server an intent changed status (it updates balance, deposit or purchase). */
  function intentSettled(intentId: string): void {
    onIntentSettled(db, intentId);
  }

  return { allowedOrigins, settings, canAccessIntent, reservationSummary, serialize, reservationByCode: reservationByCodeOf, openIntent, intentSettled, holdsIntent };
}

export type Host = ReturnType<typeof createHost>;
