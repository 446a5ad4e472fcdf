import type { ApiClient } from '../client';
import { ConfigurationSchema, FeatureFlagsSchema } from '../schemas/config';

type Opts = { signal?: AbortSignal };

export const getConfiguration = (api: ApiClient, o: Opts = {}) => api.get('/api/config', ConfigurationSchema, o);
export const getFeatureFlags = (api: ApiClient, o: Opts = {}) => api.get('/api/feature-flags', FeatureFlagsSchema, o);
