// The route table is a rule of the spec (section 2), in src/core: the reference server resolves routes with it too.
export * from '../core/routes';
