import { Link } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { NUSACH_LABELS, NUSACH_OF_SHUL } from '#contract/siddur.ts';

/**
 * A listing's way into the siddur, in the shul's nusach (docs/domain.md: Siddur; `?nusach=` takes a
 * shul's nusach, so Nusach Ari opens Siddur Sefard); a shul without one opens the default.
 */
export function SiddurLink({ nusach }: { nusach: string | null }) {
  const siddur = nusach ? NUSACH_OF_SHUL[nusach] : undefined;
  return (
    <Link asChild colorPalette="blue" alignSelf="flex-start">
      <RouterLink to={siddur ? `/siddur?nusach=${nusach}` : '/siddur'}>
        <BookOpen aria-hidden size="1em" /> {siddur ? `Pray from the siddur, Nusach ${NUSACH_LABELS[siddur]}` : 'Pray from the siddur'}
      </RouterLink>
    </Link>
  );
}

/** The calendar's way into the siddur at its place: the service of the hour by the place's zmanim, its customs (Israel's in Israel). */
export function SiddurAtPlaceLink({ geonameid, label }: { geonameid: number; label: string }) {
  return (
    <Link asChild colorPalette="blue" alignSelf="flex-start">
      <RouterLink to={`/siddur?place=${geonameid}`}>
        <BookOpen aria-hidden size="1em" /> {`Today's prayers in ${label}, in the siddur`}
      </RouterLink>
    </Link>
  );
}
