import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A section whose data did not load: what failed, why, and 'Try again' (left out where trying
 * again cannot help, such as a listing that no longer exists).
 */
export function LoadFailed({ title, detail, onRetry, size = 'md', headingAs }: { title: ReactNode; detail: ReactNode; onRetry?: () => void; size?: 'sm' | 'md'; headingAs?: 'h1' | 'h2' }) {
  return (
    <Alert.Root status="error" size={size}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title as={headingAs}>{title}</Alert.Title>
        <Alert.Description>{detail}</Alert.Description>
      </Alert.Content>
      {onRetry && (
        <Button size={size === 'sm' ? 'xs' : 'sm'} variant="outline" onClick={onRetry}>
          Try again
        </Button>
      )}
    </Alert.Root>
  );
}
