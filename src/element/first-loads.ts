import type { FirstLoad, ResourceSpec } from '../state/store-resource';
import { configResource } from './config-resource';
import { firstCalls, type AttributeReader, type ElementDescriptor } from './descriptor';

/** What an element says of its first calls: its descriptor, and the resource behind each call beyond the configuration. */
export interface FirstLoadsSpec {
  descriptor: ElementDescriptor;
  /**
   * The resource behind each of the descriptor's first calls beyond the configuration, by the call's
   * `resource` name (`session`, when the descriptor needs one, and its own `firstCalls`).
   */
  loads?: Readonly<Record<string, (attr: AttributeReader) => ResourceSpec<unknown>>>;
}

/**
 * An element's first calls (its descriptor's: the configuration, the session check, its own), each with
 * the resource its answer fills: the one mapping the browser's warm start and the server render share.
 */
export function firstLoadsOf(spec: FirstLoadsSpec, attr: AttributeReader): FirstLoad[] {
  return firstCalls(spec.descriptor, attr).map((call) => {
    if (call.resource === 'configuration') return { ...configResource, path: call.path };
    const resource = spec.loads?.[call.resource]?.(attr);
    if (!resource) throw new Error(`<${spec.descriptor.tag}>: no load for its first call "${call.resource}"`);
    return { key: resource.key, load: resource.load, path: call.path };
  });
}
