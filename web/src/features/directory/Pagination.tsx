import { Button, HStack, Icon, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useFormat } from '../../i18n/format.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

/** Back and forward follow the reading direction: the chevrons turn round in right-to-left pages. */
const MIRRORED = { _rtl: { transform: 'scaleX(-1)' } } as const;

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The count was capped: there are more pages than `pageCount` ('Page 50 of 50+'). */
  more?: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next with 'Page {n} of {total}', only when there is more than one page. */
export function Pagination({ page, pageCount, more = false, onPage }: PaginationProps) {
  const t = useT();
  const format = useFormat();
  if (pageCount <= 1) return null;
  const values = { page: format.integer(page), total: format.integer(more ? Math.max(page, pageCount) : pageCount) };
  return (
    <HStack as="nav" aria-label={t('directory.pagination.label')} justify="center" gap="4" mt="8">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <Icon asChild {...MIRRORED}>
          <ChevronLeft aria-hidden />
        </Icon>{' '}
        {t('directory.pagination.previous')}
      </Button>
      <Text aria-live="polite">{more ? t('directory.pagination.pageOfMore', values) : t('directory.pagination.page', values)}</Text>
      <Button variant="outline" disabled={page >= pageCount && !more} onClick={() => onPage(page + 1)}>
        {t('directory.pagination.next')}{' '}
        <Icon asChild {...MIRRORED}>
          <ChevronRight aria-hidden />
        </Icon>
      </Button>
    </HStack>
  );
}
