declare module 'gp-locale-loaders:*' {
  type Catalogue = Record<string, Record<string, unknown>>;
  const loaders: Record<import('../core/locales').Locale, () => Promise<{ default: Catalogue }>>;
  export default loaders;
}
