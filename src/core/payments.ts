// Payment rules, one module per concern so an element bundles only the rules it uses; this module
// re-exports them for callers that want them all.
export * from './intents';
export * from './balance';
export * from './deposit';
export * from './waiver';
export * from './checkout-dialog';
export * from './payment-attempt';
