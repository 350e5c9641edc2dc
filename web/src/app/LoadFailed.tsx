import { Alert, Button } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/I18nProvider.tsx';

interface LoadFailedProps {
  /** What did not load. */
  title: ReactNode;
  /** Why, when the answer says (the server's message). */
  detail?: ReactNode;
  /** 'Try again', left out where trying again cannot help (a listing that no longer exists). */
  onRetry?: () => void;
  size?: 'sm' | 'md';
  headingAs?: 'h1' | 'h2';
  /** 'warning' where the visitor can put it right (a location the browser would not give). */
  status?: 'error' | 'warning';
}

/** A section whose data did not load: what failed, why, and 'Try again'. */
export function LoadFailed({ title, detail, onRetry, size = 'md', headingAs, status = 'error' }: LoadFailedProps) {
  const t = useT();
  return (
    <Alert.Root status={status} size={size}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title as={headingAs}>{title}</Alert.Title>
        {detail !== undefined && <Alert.Description>{detail}</Alert.Description>}
      </Alert.Content>
      {onRetry && (
        <Button size={size === 'sm' ? 'xs' : 'sm'} variant="outline" onClick={onRetry}>
          {t('frame.loadFailed.retry')}
        </Button>
      )}
    </Alert.Root>
  );
}
