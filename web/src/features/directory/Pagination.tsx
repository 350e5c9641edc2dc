import { Button, HStack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pageCount: number;
  /** The count was capped: there are more pages than `pageCount` ('Page 50 of 50+'). */
  more?: boolean;
  onPage: (page: number) => void;
}

/** Previous / Next with 'Page {n} of {total}', only when there is more than one page. */
export function Pagination({ page, pageCount, more = false, onPage }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <HStack as="nav" aria-label="Pagination" justify="center" gap="4" mt="8">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden /> Previous
      </Button>
      <Text aria-live="polite">
        Page {page} of {more ? `${Math.max(page, pageCount)}+` : pageCount}
      </Text>
      <Button variant="outline" disabled={page >= pageCount && !more} onClick={() => onPage(page + 1)}>
        Next <ChevronRight aria-hidden />
      </Button>
    </HStack>
  );
}
