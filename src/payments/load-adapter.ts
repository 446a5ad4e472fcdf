import type { PaymentAdapter, ProviderName } from './types';

/**
 * The only way to reach an adapter: one dynamic import per provider, so each provider (and its SDK)
 * is a separate chunk loaded only when a checkout needs it.
 */
export async function loadAdapter(provider: ProviderName): Promise<PaymentAdapter> {
  switch (provider) {
    case 'sandbox':
      return (await import('./sandbox/index')).sandboxAdapter;
    case 'stripe':
      return (await import('./stripe/index')).stripeAdapter;
    case 'adyen':
      return (await import('./adyen/index')).adyenAdapter;
    case 'cashier':
      return (await import('./cashier/index')).cashierAdapter;
    case 'tokenizer':
      return (await import('./tokenizer/index')).tokenizerAdapter;
    case 'vault':
      return (await import('./vault/index')).vaultAdapter;
    default: {
      const never: never = provider;
      throw new Error(`Unknown payment provider: ${String(never)}`);
    }
  }
}
