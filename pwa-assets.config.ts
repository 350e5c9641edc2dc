// The app's icons (192 and 512 px, a maskable one, the Apple touch icon), drawn from the logo
// (web/public/favicon.svg) by @vite-pwa/assets-generator: `npm run icons` rewrites them in
// web/public, where they are committed. The web manifest lists them (scripts/vite/web-manifest.ts).
import { defineConfig, minimal2023Preset } from '@vite-pwa/assets-generator/config';

export default defineConfig({
  preset: {
    ...minimal2023Preset,
    // The logo's own blue fills the maskable icon's safe area, so launchers can crop it to any shape.
    maskable: { ...minimal2023Preset.maskable, resizeOptions: { background: '#1e3a8a' } },
    apple: { ...minimal2023Preset.apple, resizeOptions: { background: '#1e3a8a' } },
  },
  images: ['web/public/favicon.svg'],
});
