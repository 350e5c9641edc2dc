import { Box, IconButton, HStack, Text, VisuallyHidden } from '@chakra-ui/react';
import { ExternalLink, Pencil, Trash2, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';

/** External link (when there is one), Edit and Delete for a list row. */
export function RowActions({
  name,
  href,
  onEdit,
  onDelete,
}: {
  name: string;
  href?: string | null;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <HStack gap="1" flexShrink={0}>
      {href && (
        <IconButton asChild size="sm" variant="ghost" aria-label={t('admin.row.openLink', { name })}>
          <a href={href} target="_blank" rel="noopener noreferrer">
            <ExternalLink />
          </a>
        </IconButton>
      )}
      <IconButton size="sm" variant="ghost" aria-label={t('admin.row.edit', { name })} onClick={onEdit}>
        <Pencil />
      </IconButton>
      <IconButton size="sm" variant="ghost" colorPalette="red" aria-label={t('admin.row.delete', { name })} onClick={onDelete}>
        <Trash2 />
      </IconButton>
    </HStack>
  );
}

/** Inactive sponsors and ads carry a warning icon. */
export function InactiveMark() {
  const t = useT();
  return (
    <Box as="span" display="inline-flex" color="orange.500" title={t('admin.row.inactive')} verticalAlign="middle">
      <TriangleAlert size="1em" aria-hidden />
      <VisuallyHidden>{t('admin.row.inactive')}</VisuallyHidden>
    </Box>
  );
}

/** A row's first line: the name, the inactive mark, then any badges. */
export function RowTitle({ name, isActive, children }: { name: string; isActive: boolean; children?: ReactNode }) {
  return (
    <HStack gap="2">
      <Text fontWeight="semibold" truncate dir="auto">
        {name}
      </Text>
      {!isActive && <InactiveMark />}
      {children}
    </HStack>
  );
}
