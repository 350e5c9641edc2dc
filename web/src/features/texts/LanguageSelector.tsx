import { HStack, Text, chakra } from '@chakra-ui/react';
import { useId } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { TEXT_LANGUAGES, type TextLanguage } from './language.ts';

/**
 * Hebrew / English / Both, the languages of the texts themselves (whatever the page's): a
 * labelled group of the browser's own radio buttons, drawn as one segmented control. Native
 * radios move with the arrow keys and work before the page's script has started, with no state
 * machine to load (Chakra's SegmentGroup brings Ark's radio group, about 11 kB, to every text page).
 */
export function LanguageSelector({ value, onChange }: { value: TextLanguage; onChange: (language: TextLanguage) => void }) {
  const t = useT();
  const labelId = useId();
  const name = useId();
  return (
    <HStack gap="3" wrap="wrap">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {t('texts.language.label')}
      </Text>
      <HStack role="radiogroup" aria-labelledby={labelId} gap="0.5" p="0.5" bg="bg.muted" rounded="md" fontSize="sm">
        {TEXT_LANGUAGES.map((language) => (
          <chakra.label
            key={language}
            px="3"
            py="1"
            rounded="sm"
            cursor="pointer"
            fontWeight="medium"
            color="fg.muted"
            _hover={{ color: 'fg' }}
            css={{
              '&:has(input:checked)': { bg: 'bg', color: 'fg', shadow: 'xs' },
              '&:has(input:focus-visible)': { outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '1px' },
            }}
          >
            <chakra.input
              type="radio"
              srOnly
              name={name}
              value={language}
              checked={value === language}
              onChange={() => onChange(language)}
            />
            {t(`texts.language.${language}`)}
          </chakra.label>
        ))}
      </HStack>
    </HStack>
  );
}
