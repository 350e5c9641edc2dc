import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { config as zodConfig } from 'zod/v4/core';
import { router } from './app/router.tsx';
import { system } from './app/theme.ts';
import { Toaster } from './app/toaster.tsx';
import { swrConfig } from './lib/api.ts';

// zod would otherwise probe `new Function` for its fast path, which the CSP (no 'unsafe-eval') refuses.
zodConfig({ jitless: true });

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ChakraProvider value={system}>
      <SWRConfig value={swrConfig}>
        <RouterProvider router={router} />
        <Toaster />
      </SWRConfig>
    </ChakraProvider>
  </StrictMode>,
);
