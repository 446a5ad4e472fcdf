import { useEffect, useState } from 'react';
import { getMenuPrice } from '../../api/endpoints/store';
import { useElement } from '../../element/context';

export type PriceState = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; total: number } | { status: 'failed' };

/**
 * The server-computed menu total (minor units, before tax). The call runs only when `ready` (every
 * required option chosen and valid); a change of the choice aborts the previous call. A failed call
 * ends in 'failed' and the caller hides the payment section without a message.
 */
export function useMenuPrice(menuId: string | number | null, fields: Record<string, string | number | boolean>, count: number, ready: boolean): PriceState {
  const { api } = useElement().runtime;
  const [state, setState] = useState<PriceState>({ status: 'idle' });
  const query = JSON.stringify(fields);
  useEffect(() => {
    if (menuId == null || !ready) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the total is withdrawn as soon as the choice is incomplete
      setState({ status: 'idle' });
      return;
    }
    const controller = new AbortController();
    setState({ status: 'loading' });
    getMenuPrice(api, menuId, { fields: JSON.parse(query) as Record<string, string | number | boolean>, count }, { signal: controller.signal }).then(
      (res) => setState({ status: 'ready', total: res.total_price }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' });
      },
    );
    return () => controller.abort();
  }, [api, menuId, query, count, ready]);
  return state;
}
