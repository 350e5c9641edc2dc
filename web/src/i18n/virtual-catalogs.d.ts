// The modules of scripts/vite/messageformat-catalogs.ts.
declare module 'virtual:catalog/*' {
  const catalog: Record<string, (values?: Record<string, unknown>) => string>;
  export default catalog;
}
declare module 'virtual:catalog-loaders' {
  type Loader = () => Promise<{ default: Record<string, (values?: Record<string, unknown>) => string> }>;
  const loaders: Record<'en' | 'he' | 'fr' | 'es' | 'ru', Record<string, Loader>>;
  export default loaders;
}
