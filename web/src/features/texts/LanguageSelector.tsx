import { HStack, SegmentGroup, Text } from '@chakra-ui/react';
import { useId } from 'react';
import { parseLanguage, type TextLanguage } from './language.ts';

const ITEMS = [
  { value: 'hebrew', label: 'Hebrew' },
  { value: 'english', label: 'English' },
  { value: 'both', label: 'Both' },
];

/** Hebrew / English / Both: a labelled radio group. */
export function LanguageSelector({ value, onChange }: { value: TextLanguage; onChange: (language: TextLanguage) => void }) {
  const labelId = useId();
  return (
    <HStack gap="3" wrap="wrap">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        Language
      </Text>
      <SegmentGroup.Root size="sm" value={value} onValueChange={(e) => onChange(parseLanguage(e.value))} aria-labelledby={labelId}>
        <SegmentGroup.Indicator />
        <SegmentGroup.Items items={ITEMS} />
      </SegmentGroup.Root>
    </HStack>
  );
}
