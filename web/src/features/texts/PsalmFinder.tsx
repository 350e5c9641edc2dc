import { Button, Field, HStack, Input } from '@chakra-ui/react';
import { useRef, useState, type FormEvent } from 'react';
import { PSALM_MAX, PSALM_MIN } from '#domain/texts.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { useTypedBeforeStart } from '../forms/typedBeforeStart.ts';
import { isPsalmNumber } from './psalmAddress.ts';

/**
 * The number box: a GET form to `/tehillim?psalm=N`, so it works before the app starts; once it
 * has, it jumps in place, only to 1-150, and says so otherwise. A number typed before then is kept.
 */
export function PsalmFinder({ onGo }: { onGo: (n: number) => void }) {
  const t = useT();
  const localize = useLocalizedPath();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(inputRef, value, setValue);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const n = Number(value.trim());
    setInvalid(!isPsalmNumber(n));
    if (isPsalmNumber(n)) {
      onGo(n);
      setValue('');
    }
  };
  return (
    <form method="get" action={localize('/tehillim')} onSubmit={submit} role="search" aria-label={t('texts.tehillim.finder')} noValidate>
      <Field.Root invalid={invalid} maxW={{ md: 'md' }}>
        <Field.Label>{t('texts.tehillim.number')}</Field.Label>
        <HStack gap="2" w="full">
          <Input
            ref={inputRef}
            name="psalm"
            type="number"
            inputMode="numeric"
            min={PSALM_MIN}
            max={PSALM_MAX}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            placeholder={t('texts.tehillim.numberPlaceholder')}
          />
          <Button type="submit" colorPalette="blue">
            {t('texts.tehillim.go')}
          </Button>
        </HStack>
        <Field.ErrorText>{t('texts.tehillim.numberError')}</Field.ErrorText>
      </Field.Root>
    </form>
  );
}
