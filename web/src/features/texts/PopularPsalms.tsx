import { Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { POPULAR_PSALMS } from '#domain/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';
import { psalmHref } from './psalmAddress.ts';

/** Links to the most read psalms, the one shown (`current`) marked. */
export function PopularPsalms({ current }: { current: number }) {
  const t = useT();
  return (
    <Stack gap="2" as="nav" aria-label={t('texts.tehillim.popular')}>
      <Heading as="h2" size="md">
        {t('texts.tehillim.popular')}
      </Heading>
      <Wrap gap="2">
        {POPULAR_PSALMS.map((p) => (
          <Button key={p} asChild size="sm" variant={p === current ? 'solid' : 'outline'} colorPalette="blue">
            <AppLink to={psalmHref(p)} aria-current={p === current ? 'page' : undefined}>
              {t('texts.tehillim.psalm', { n: p })}
            </AppLink>
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
