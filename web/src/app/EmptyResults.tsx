import { EmptyState, VStack } from '@chakra-ui/react';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** The empty state of a search or filter that matched nothing, with an optional way out. */
export function EmptyResults({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <EmptyState.Root borderWidth="1px" rounded="lg">
      <EmptyState.Content>
        <EmptyState.Indicator>
          <SearchX />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>{title}</EmptyState.Title>
          {description && <EmptyState.Description>{description}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
