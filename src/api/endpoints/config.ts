import type { ApiClient, EndpointOptions } from '../client';
import { ConfigurationSchema, FeatureFlagsSchema } from '../schemas/config';

export const getConfiguration = (api: ApiClient, o: EndpointOptions = {}) => api.get('/api/config', ConfigurationSchema, o);
export const getFeatureFlags = (api: ApiClient, o: EndpointOptions = {}) => api.get('/api/feature-flags', FeatureFlagsSchema, o);
