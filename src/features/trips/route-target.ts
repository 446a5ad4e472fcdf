import type { RouteTarget } from '../../router/match';
import type { RouteDescriptor } from '../../core/types';

/**
 * Core rules return route descriptors with the spec's param names; the route table names the
 * checkout intent param `intentId` (spec: intent_id).
 */
export function toRouteTarget(d: RouteDescriptor): RouteTarget {
  const { intent_id, ...params } = d.params;
  return { name: d.name, params: intent_id ? { ...params, intentId: intent_id } : params, ...(d.query ? { query: d.query } : {}) };
}
