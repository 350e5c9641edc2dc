import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { ShieldAlert } from 'lucide-react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

/** A signed-in member gets a clear answer, not a dashboard that fails (docs/product-rules.md: Roles). */
export function NoAdminAccess({ email }: { email: string }) {
  const t = useT();
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator>
          <ShieldAlert />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title as="h1">{t('admin.noAccess.title')}</EmptyState.Title>
          <EmptyState.Description>{t('admin.noAccess.text', { email })}</EmptyState.Description>
        </VStack>
        <Button asChild variant="outline">
          <AppLink to="/">{t('admin.noAccess.home')}</AppLink>
        </Button>
      </EmptyState.Content>
    </EmptyState.Root>
  );
}
