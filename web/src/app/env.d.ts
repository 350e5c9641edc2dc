interface ImportMetaEnv {
  /** The site's origin, fixed at build time by vite.config.ts ('' when unknown). */
  readonly PUBLIC_ORIGIN?: string;
  /** A MapLibre style URL to use instead of OpenStreetMap's raster tiles. */
  readonly VITE_MAP_STYLE_URL?: string;
}
