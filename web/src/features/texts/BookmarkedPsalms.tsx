import { Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { BookmarkCheck } from 'lucide-react';
import { useT } from '../../i18n/I18nProvider.tsx';

/** The psalms bookmarked in this session, each a button to it; nothing when there are none. */
export function BookmarkedPsalms({ bookmarks, onGo }: { bookmarks: readonly number[]; onGo: (n: number) => void }) {
  const t = useT();
  if (bookmarks.length === 0) return null;
  return (
    <Stack gap="2" as="nav" aria-label={t('texts.tehillim.bookmarked')}>
      <Heading as="h2" size="md">
        {t('texts.tehillim.bookmarked')}
      </Heading>
      <Wrap gap="2">
        {bookmarks.map((p) => (
          <Button key={p} size="sm" variant="subtle" colorPalette="yellow" onClick={() => onGo(p)}>
            <BookmarkCheck aria-hidden /> {t('texts.tehillim.psalm', { n: p })}
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
