import { getConfiguration } from '../api/endpoints/config';
import type { Configuration } from '../api/schemas/config';
import { keys } from '../state/keys';
import type { Runtime } from '../state/runtime';
import type { ResourceSpec, ResourceView } from '../state/store-resource';
import { useResource } from './use-element-resource';

/** The tenant's configuration: what every element reads first (its root, and the warm start before it). */
export const configResource: ResourceSpec<Configuration> = { key: keys.config, load: (api, signal) => getConfiguration(api, { signal }) };

/** The configuration in a component: one load for the page, cancelled if the element leaves first. */
export function useConfiguration(): ResourceView<Configuration> {
  return useResource(configResource.key, configResource.load);
}

/** The configuration outside a component: the store's answer, or a new load when there is none or it failed. */
export function loadConfiguration(runtime: Runtime): Promise<Configuration> {
  return runtime.resources.ensure(configResource.key, (signal) => configResource.load(runtime.api, signal));
}
