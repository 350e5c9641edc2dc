import { Text } from '@chakra-ui/react';
import type { VersionCredit } from '#contract/texts.ts';

const LANGUAGE = { he: 'Hebrew', en: 'English' } as const;

/** The versions a text was shown in, with their licences, as each licence asks (credit the version). */
export function Credits({ credits }: { credits: readonly VersionCredit[] }) {
  if (!credits.length) return null;
  return (
    <Text fontSize="xs" color="fg.muted" data-testid="version-credit">
      {'Text from Sefaria: '}
      {credits.map((c, i) => (
        <span key={`${c.language}-${c.versionTitle}`}>
          {i > 0 && '; '}
          {LANGUAGE[c.language]} — <cite>{c.versionTitle}</cite> ({c.license})
        </span>
      ))}
    </Text>
  );
}
