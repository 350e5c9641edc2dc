import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%' },
  },
  theme: {
    tokens: {
      fonts: {
        heading: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        body: { value: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif" },
        hebrew: { value: "'Noto Serif Hebrew', 'David', 'Times New Roman', serif" },
        serif: { value: "Georgia, 'Times New Roman', serif" },
      },
    },
  },
});

export const system = createSystem(defaultConfig, config);
