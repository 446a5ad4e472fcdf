declare module 'gp-locale:*' {
  const catalogue: Record<string, Record<string, unknown>>;
  export default catalogue;
}
