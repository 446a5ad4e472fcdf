// Route matching lives in src/core with the route table: the reference server resolves routes with it too.
export * from '../core/route-match';
