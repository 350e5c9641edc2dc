import { Link } from '@chakra-ui/react';
import { BookOpen } from 'lucide-react';
import { NUSACH_OF_SHUL } from '#domain/siddur.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink } from '../../i18n/links.tsx';

/**
 * A listing's way into the siddur, in the shul's nusach (docs/domain.md: Siddur; `?nusach=` takes a
 * shul's nusach, so Nusach Ari opens Siddur Sefard); a shul without one opens the default.
 */
export function SiddurLink({ nusach }: { nusach: string | null }) {
  const t = useT();
  const siddur = nusach ? NUSACH_OF_SHUL[nusach] : undefined;
  return (
    <Link asChild colorPalette="blue" alignSelf="flex-start">
      <AppLink to={siddur ? `/siddur?nusach=${nusach}` : '/siddur'}>
        <BookOpen aria-hidden size="1em" />{' '}
        {siddur ? t('siddur.link.siddurNusach', { nusach: t(`siddur.nusach.${siddur}`) }) : t('siddur.link.siddur')}
      </AppLink>
    </Link>
  );
}

/** The calendar's way into the siddur at its place: the service of the hour by the place's zmanim, its customs (Israel's in Israel). */
export function SiddurAtPlaceLink({ geonameid, label }: { geonameid: number; label: string }) {
  const t = useT();
  return (
    <Link asChild colorPalette="blue" alignSelf="flex-start">
      <AppLink to={`/siddur?place=${geonameid}`}>
        <BookOpen aria-hidden size="1em" /> {t('siddur.link.atPlace', { place: label })}
      </AppLink>
    </Link>
  );
}
