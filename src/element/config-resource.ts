import { getConfiguration } from '../api/endpoints/config';
import type { Configuration } from '../api/schemas/config';
import { keys } from '../state/keys';
import type { ResourceSpec } from '../state/use-resource';

/** The tenant's configuration: what every element reads first (its root, and the warm start before it). */
export const configResource: ResourceSpec<Configuration> = { key: keys.config, load: (api, signal) => getConfiguration(api, { signal }) };
