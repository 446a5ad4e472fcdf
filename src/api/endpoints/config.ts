import type { ApiClient, EndpointOptions } from '../client';
import { CONFIGURATION_PATH } from '../first-call-paths';
import { ConfigurationSchema, FeatureFlagsSchema } from '../schemas/config';

export const getConfiguration = (api: ApiClient, o: EndpointOptions = {}) => api.get(CONFIGURATION_PATH, ConfigurationSchema, o);
export const getFeatureFlags = (api: ApiClient, o: EndpointOptions = {}) => api.get('/api/feature-flags', FeatureFlagsSchema, o);
