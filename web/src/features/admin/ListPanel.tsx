import { Box, Card, HStack, Heading, Stack, Text, type BoxProps, type StackProps } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';
import { LoadFailed } from '../../app/LoadFailed.tsx';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

/** Admin lists scroll within about 24rem. */
export const LIST_MAX_HEIGHT = '24rem';

/**
 * A tab's list: the title with its count, a loading text, an error with retry, the
 * empty text, or the rows.
 */
export function ListPanel({
  title,
  loadingText,
  failedText,
  count,
  loading,
  error,
  onRetry,
  emptyText,
  toolbar,
  children,
}: {
  title: string;
  /** 'Loading sponsors...' */
  loadingText: string;
  /** 'Could not load sponsors' */
  failedText: string;
  count: number;
  loading: boolean;
  error?: Error;
  onRetry: () => void;
  emptyText: string;
  toolbar?: ReactNode;
  children: ReactNode;
}) {
  const t = useT();
  const format = useFormat();
  const empty = !loading && !error && count === 0;
  return (
    <Card.Root>
      <Card.Header>
        <Stack gap="3">
          <Heading as="h3" size="md">
            {t('admin.list.heading', { title, count: format.integer(count) })}
          </Heading>
          {toolbar}
        </Stack>
      </Card.Header>
      <Card.Body pt="2">
        {loading ? (
          <Text color="fg.muted" role="status">
            {loadingText}
          </Text>
        ) : error ? (
          <LoadFailed title={failedText} detail={error.message} onRetry={onRetry} />
        ) : empty ? (
          <Text color="fg.muted">{emptyText}</Text>
        ) : (
          children
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** The scrolling box of a list; focusable so keyboard users can scroll it. */
export const ListScroll = forwardRef<HTMLDivElement, BoxProps & { label: string }>(function ListScroll({ label, children, ...rest }, ref) {
  return (
    <Box ref={ref} maxH={LIST_MAX_HEIGHT} overflowY="auto" tabIndex={0} role="region" aria-label={label} {...rest}>
      {children}
    </Box>
  );
});

/** One row of a list: main content and the action buttons (a ref, for measuring virtual rows). */
export const ListRow = forwardRef<HTMLDivElement, StackProps & { actions: ReactNode }>(function ListRow(
  { children, actions, ...rest },
  ref,
) {
  return (
    <HStack ref={ref} role="listitem" justify="space-between" align="flex-start" gap="3" py="3" borderBottomWidth="1px" {...rest}>
      <Box minW="0" flex="1">
        {children}
      </Box>
      {actions}
    </HStack>
  );
});
