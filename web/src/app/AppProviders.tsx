import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { StrictMode, type ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { swrConfig } from '../lib/api.ts';
import { Toaster } from './toaster.tsx';

/** Everything around the router, the same in the browser and in the build's prerendering. */
export function AppProviders({ system, children }: { system: SystemContext; children: ReactNode }) {
  return (
    <StrictMode>
      <ChakraProvider value={system}>
        <SWRConfig value={swrConfig}>
          {children}
          <Toaster />
        </SWRConfig>
      </ChakraProvider>
    </StrictMode>
  );
}
