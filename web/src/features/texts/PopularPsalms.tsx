import { Button, Heading, Stack, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { POPULAR_PSALMS } from '#contract/texts.ts';
import { psalmHref } from './psalmAddress.ts';

/** Links to the most read psalms, the one shown (`current`) marked. */
export function PopularPsalms({ current }: { current: number }) {
  return (
    <Stack gap="2" as="nav" aria-label="Popular Psalms">
      <Heading as="h2" size="md">
        Popular Psalms
      </Heading>
      <Wrap gap="2">
        {POPULAR_PSALMS.map((p) => (
          <Button key={p} asChild size="sm" variant={p === current ? 'solid' : 'outline'} colorPalette="blue">
            <RouterLink to={psalmHref(p)} aria-current={p === current ? 'page' : undefined}>
              Psalm {p}
            </RouterLink>
          </Button>
        ))}
      </Wrap>
    </Stack>
  );
}
