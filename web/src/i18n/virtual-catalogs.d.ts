// The modules of scripts/vite/messageformat-catalogs.ts.
declare module 'virtual:catalog/*' {
  const catalog: Record<string, (values?: Record<string, unknown>) => string>;
  export default catalog;
}
