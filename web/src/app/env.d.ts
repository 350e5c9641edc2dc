interface ImportMetaEnv {
  /** The site's origin, fixed at build time by vite.config.ts ('' when unknown). */
  readonly PUBLIC_ORIGIN?: string;
}
