import { Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { useT } from '../../i18n/I18nProvider.tsx';

/** A listing's page while it loads: the places of its name, details and schedule. */
export function ListingSkeleton() {
  const t = useT();
  return (
    <Stack gap="6" aria-busy="true" aria-live="polite">
      <Text srOnly>{t('minyanim.listing.loading')}</Text>
      <Skeleton height="10" width="70%" />
      <SkeletonText noOfLines={3} />
      <Skeleton height="48" />
    </Stack>
  );
}
