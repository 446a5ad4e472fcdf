export declare function buildReactHost(mode?: 'development' | 'production'): Promise<string>;
