// The location card: a box for a city or ZIP code (Enter searches), Search and
// 'Near Me'. Suggestions from the places table open after 2 characters, as an ARIA 1.2
// combobox: arrows move, Enter picks the highlighted one, Escape closes. A place found by an
// alternate name says which ('Bnei Brak, Israel — matched ‘בני ברק’').
// Before the page's script has run it is a plain GET form: Search sends /calendar?q=…, Near Me
// /calendar?near=me (read on arrival by useCalendarLocation), and text typed is kept at start.
import { Box, Button, Card, Flex, Heading, Input, VisuallyHidden } from '@chakra-ui/react';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import type { Place } from '#domain/places.ts';
import { useT } from '../../i18n/I18nProvider.tsx';
import { slots, withElements } from '../../i18n/rich.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { useTypedBeforeStart } from '../forms/typedBeforeStart.ts';
import { SUGGESTION_POPUP_STYLE, useSuggestionCombobox } from '../forms/useSuggestionCombobox.ts';
import { usePlaceSuggestions } from './useCalendarData.ts';
import { NEAR_ME_PARAM, NEAR_ME_VALUE } from './location.ts';

interface LocationSearchProps {
  busy: boolean;
  onSearch: (text: string) => void;
  onPick: (place: Place) => void;
  onNearMe: () => void;
}

export function LocationSearch({ busy, onSearch, onPick, onNearMe }: LocationSearchProps) {
  const t = useT();
  const localize = useLocalizedPath();
  // Flex renders a form here: its GET attributes pass through as they are.
  const plainForm = { method: 'get', action: localize('/calendar') };
  const id = useId();
  const inputId = `${id}-input`;
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(inputRef, text, setText);
  const suggestions = usePlaceSuggestions(text);
  const combo = useSuggestionCombobox({
    available: suggestions,
    canExpand: suggestions.length > 0,
    onPick: (place: Place) => {
      setText(place.label);
      onPick(place);
    },
  });

  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Header pb="2">
        <Heading as="h2" size="md" id={`${id}-heading`}>
          {t('calendar.location.heading')}
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Flex
          as="form"
          {...plainForm}
          role="search"
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          {...combo.containerProps}
          onSubmit={(e) => {
            e.preventDefault();
            combo.close();
            onSearch(text);
          }}
        >
          <Box position="relative" flex="1">
            <VisuallyHidden asChild>
              <label htmlFor={inputId}>{t('calendar.location.label')}</label>
            </VisuallyHidden>
            <Input
              ref={inputRef}
              id={inputId}
              name="q"
              value={text}
              placeholder={t('calendar.location.placeholder')}
              enterKeyHint="search"
              {...combo.inputProps}
              onChange={(e) => {
                setText(e.target.value);
                combo.reopen();
              }}
            />
            <Box
              as="ul"
              {...combo.listboxProps}
              {...combo.popupProps}
              aria-label={t('calendar.location.places')}
              {...SUGGESTION_POPUP_STYLE}
              listStyleType="none"
              py="1"
            >
              {combo.options.map((place, i) => (
                <Box
                  as="li"
                  key={place.geonameid ?? place.zip ?? place.label}
                  {...combo.optionProps(i)}
                  display="flex"
                  flexWrap="wrap"
                  alignItems="center"
                  columnGap="2"
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={i === combo.active ? 'blue.50' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                >
                  <MapPin size={14} aria-hidden />
                  <bdi>{place.label}</bdi>
                  {place.context && !place.label.endsWith(place.context) && (
                    <Box as="bdi" color="fg.muted" fontSize="sm">
                      {place.context}
                    </Box>
                  )}
                  {place.matched && (
                    <Box as="span" color="fg.muted" fontSize="sm" fontStyle="italic">
                      {withElements(t('places.suggestion.matched', slots(['name'])), [<bdi key="name">{place.matched}</bdi>])}
                    </Box>
                  )}
                </Box>
              ))}
            </Box>
          </Box>
          <Flex gap="2">
            <Button type="submit" colorPalette="blue" disabled={busy} flex={{ base: '1', md: 'initial' }}>
              <Search aria-hidden /> {t('calendar.location.search')}
            </Button>
            <Button
              type="submit"
              name={NEAR_ME_PARAM}
              value={NEAR_ME_VALUE}
              variant="outline"
              disabled={busy}
              onClick={(e) => {
                e.preventDefault();
                combo.close();
                onNearMe();
              }}
              flex={{ base: '1', md: 'initial' }}
            >
              <LocateFixed aria-hidden /> {t('calendar.location.nearMe')}
            </Button>
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
