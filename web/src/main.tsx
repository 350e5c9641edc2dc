import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { SWRConfig } from 'swr';
import { router } from './app/router.tsx';
import { system } from './app/theme.ts';
import { Toaster } from './app/toaster.tsx';
import { swrConfig } from './lib/api.ts';

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
