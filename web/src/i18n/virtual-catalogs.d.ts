// The modules of scripts/vite/messageformat-catalogs.ts.
declare module 'virtual:catalog/*' {
  const catalog: Record<string, (values?: Record<string, unknown>) => string>;
  export default catalog;
}
declare module 'virtual:catalog-files' {
  /** The browser file of each language's catalog, in the build-time renderer; {} in the browser. */
  const files: Partial<Record<string, string>>;
  export default files;
}
