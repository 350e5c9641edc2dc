import { Text } from '@chakra-ui/react';
import type { VersionCredit } from '#contract/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';

const LANGUAGE = { he: 'texts.credits.hebrew', en: 'texts.credits.english' } as const;

/** The versions a text was shown in, with their licences, as each licence asks (credit the version). */
export function Credits({ credits }: { credits: readonly VersionCredit[] }) {
  const t = useT();
  if (!credits.length) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="version-credit">
      {t('texts.credits.intro')}{' '}
      {credits.map((c, i) => (
        <span key={`${c.language}-${c.versionTitle}`}>
          {i > 0 && '; '}
          {t(LANGUAGE[c.language])} — <cite dir="auto">{c.versionTitle}</cite> (<bdi>{c.license}</bdi>)
        </span>
      ))}
    </Text>
  );
}
