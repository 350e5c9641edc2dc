import { HStack, SegmentGroup, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TEXT_LANGUAGES, parseLanguage, type TextLanguage } from './language.ts';

/**
 * Hebrew / English / Both, the languages of the texts themselves (whatever the page's): a
 * labelled radio group.
 */
export function LanguageSelector({ value, onChange }: { value: TextLanguage; onChange: (language: TextLanguage) => void }) {
  const t = useT();
  const labelId = useId();
  const items = TEXT_LANGUAGES.map((language) => ({ value: language, label: t(`texts.language.${language}`) }));
  return (
    <HStack gap="3" wrap="wrap">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {t('texts.language.label')}
      </Text>
      <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => onChange(parseLanguage(e.value))} aria-labelledby={labelId}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={items} />
      </SegmentGroup.Root>
    </HStack>
  );
}
