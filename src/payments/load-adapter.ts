import type { PaymentAdapter, ProviderName } from './types';

/**
 * The only way to reach an adapter: one dynamic import per provider, so each provider (and its SDK)
 * is a separate chunk loaded only when a checkout needs it.
 */
export async function loadAdapter(provider: ProviderName): Promise<PaymentAdapter> {
  switch (provider) {
    case 'sandbox':
      return (await import('./sandbox/index')).default;
    case 'stripe':
      return (await import('./stripe/index')).default;
    case 'adyen':
      return (await import('./adyen/index')).default;
    case 'cashier':
      return (await import('./cashier/index')).default;
    case 'tokenizer':
      return (await import('./tokenizer/index')).default;
    case 'vault':
      return (await import('./vault/index')).default;
    default: {
      const never: never = provider;
      throw new Error(`Unknown payment provider: ${String(never)}`);
    }
  }
}
