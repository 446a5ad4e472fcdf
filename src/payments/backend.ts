import * as v from 'valibot';
import { joinUrl } from '../core/url';
import { fromErrorBody, PaymentBackendError, toPaymentBackendError } from './errors';
import type { PaymentBackend } from './types';

/**
 * The transport the backend runs on: sends one JSON request and resolves with the parsed JSON body
 * of a 2xx answer, or throws (an `ApiError`-like object with kind/status/body, or a
 * `PaymentBackendError`). The lead binds it to the shared API client; `fetchRequest` is a plain
 * fetch implementation for the payment iframe and tests.
 */
export type PaymentRequest = (method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>) => Promise<unknown>;

const IDEMPOTENCY_HEADER = 'Idempotency-Key';

export function fetchRequest(apiBase: string, init: { fetch?: typeof fetch; credentials?: RequestCredentials; headers?: () => Record<string, string> } = {}): PaymentRequest {
  const f = init.fetch ?? ((...a: Parameters<typeof fetch>) => fetch(...a));
  return async (method, path, body, headers) => {
    let res: Response;
    try {
      res = await f(joinUrl(apiBase, path), {
        method,
        credentials: init.credentials ?? 'include',
        headers: { Accept: 'application/json', ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), ...init.headers?.(), ...headers },
        body: body !== undefined ? JSON.stringify(body) : undefined,
      });
    } catch (e) {
      throw toPaymentBackendError(e);
    }
    const raw = await res.text().catch(() => '');
    let parsed: unknown = null;
    if (raw.trim()) {
      try {
        parsed = JSON.parse(raw);
      } catch {
        throw new PaymentBackendError({ kind: res.ok ? 'malformed' : 'http', status: res.status });
      }
    }
    if (!res.ok) throw fromErrorBody(res.status, parsed);
    return parsed;
  };
}

const settled = v.picklist(['succeeded', 'requires_capture']);
const ChargeOutcome = v.object({ status: settled, payment_intent_id: v.string() });
const SandboxConfirm = v.object({
  status: v.picklist(['succeeded', 'requires_capture', 'requires_action']),
  payment_intent_id: v.string(),
  challenge_id: v.optional(v.string()),
  url: v.optional(v.string()),
});
const Token = v.object({ token: v.string(), card_bin: v.string(), last4: v.string() });
const CashierPurchase = v.union([
  v.object({ status: v.literal('approved'), payment_intent_status: v.optional(settled) }),
  v.object({ url: v.string(), challenge_id: v.optional(v.string()) }),
]);
const AdyenResult = v.object({ resultCode: v.string(), action: v.optional(v.unknown()), refusalReason: v.optional(v.string()) });

function parse<T>(schema: v.GenericSchema<unknown, T>, data: unknown): T {
  const r = v.safeParse(schema, data);
  if (!r.success) throw new PaymentBackendError({ kind: 'malformed', body: data });
  return r.output;
}

/** The default `PaymentBackend`: one method per payment call, responses shape-checked. */
export function createPaymentBackend(request: PaymentRequest, apiBase = ''): PaymentBackend {
  const idem = (key: string) => ({ [IDEMPOTENCY_HEADER]: key });
  const send = async (path: string, body: unknown, key?: string): Promise<unknown> => {
    try {
      return await request('POST', path, body, key ? idem(key) : undefined);
    } catch (e) {
      throw toPaymentBackendError(e);
    }
  };
  const call = async <T>(schema: v.GenericSchema<unknown, T>, path: string, body: unknown, key?: string): Promise<T> => parse(schema, await send(path, body, key));
  /**
   * A charge call (capture, purchase). The spec names no answer for them: a 2xx without a status is
   * the charge going through; a status we do not know is still malformed (never read as paid).
   */
  const charge = async (path: string, body: { payment_intent_id: string }, key: string): Promise<v.InferOutput<typeof ChargeOutcome>> => {
    const out = await send(path, body, key);
    const bare = out === null || (typeof out === 'object' && !Array.isArray(out) && !('status' in out));
    return bare ? { status: 'succeeded', payment_intent_id: body.payment_intent_id } : parse(ChargeOutcome, out);
  };
  return {
    sandboxConfirm: (body, key) => call(SandboxConfirm, '/api/sandbox/confirm', body, key),
    tokenize: (body) => call(Token, '/api/sandbox/tokenize', body),
    tokenizerCapture: (body, key) => charge('/api/tokenizer/capture', body, key),
    vaultPurchase: (body, key) => charge('/api/vault/purchase', body, key),
    cashierPurchase: (body, key) => call(CashierPurchase, '/api/cashier/purchase', body, key),
    cashierCapture: (body, key) => charge('/api/cashier/capture', body, key),
    cashierFingerprintUrl: (q) => `${joinUrl(apiBase, '/api/cashier/fingerprint')}?${new URLSearchParams({ ...q }).toString()}`,
    stripePurchase: (body, key) => charge('/api/stripe/purchase', body, key),
    adyenPayments: (body, key) => call(AdyenResult, '/api/adyen/payments', body, key),
    adyenPaymentDetails: (body, key) => call(AdyenResult, '/api/adyen/payments/details', body, key),
  };
}
