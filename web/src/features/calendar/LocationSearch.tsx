// The location card (spec §2): a box for a city or ZIP code (Enter searches), Search and
// 'Near Me'. Suggestions from the places table open after 2 characters, as an ARIA 1.2
// combobox: arrows move, Enter picks the highlighted one, Escape closes.
import { Box, Button, Card, Flex, Heading, Input, VisuallyHidden } from '@chakra-ui/react';
import { LocateFixed, MapPin, Search } from 'lucide-react';
import { useId, useState, type KeyboardEvent } from 'react';
import type { Place } from '../../../../schema/places.ts';
import { usePlaceSuggestions } from './useCalendarData.ts';

interface LocationSearchProps {
  busy: boolean;
  onSearch: (text: string) => void;
  onPick: (place: Place) => void;
  onNearMe: () => void;
}

export function LocationSearch({ busy, onSearch, onPick, onNearMe }: LocationSearchProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-suggestions`;
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(text);
  const options = open ? suggestions : [];
  const expanded = options.length > 0;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (place: Place) => {
    setText(place.label);
    close();
    onPick(place);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if ((e.key === 'ArrowDown' || e.key === 'ArrowUp') && n > 0) {
      e.preventDefault();
      setActive((i) => (e.key === 'ArrowDown' ? (i + 1) % n : i <= 0 ? n - 1 : i - 1));
    } else if (e.key === 'Enter' && active >= 0 && active < n) {
      e.preventDefault();
      pick(options[active]!);
    } else if (e.key === 'Escape' && expanded) {
      e.preventDefault();
      close();
    }
  };

  return (
    <Card.Root as="section" aria-labelledby={`${id}-heading`}>
      <Card.Header pb="2">
        <Heading as="h2" size="md" id={`${id}-heading`}>
          Location
        </Heading>
      </Card.Header>
      <Card.Body pt="2">
        <Flex
          as="form"
          role="search"
          direction={{ base: 'column', md: 'row' }}
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            close();
            onSearch(text);
          }}
        >
          <Box
            position="relative"
            flex="1"
            onBlur={(e) => {
              if (!e.currentTarget.contains(e.relatedTarget as Node | null)) close();
            }}
          >
            <VisuallyHidden asChild>
              <label htmlFor={inputId}>City or ZIP code</label>
            </VisuallyHidden>
            <Input
              id={inputId}
              value={text}
              placeholder="Enter a city or ZIP code"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={expanded}
              aria-controls={listboxId}
              aria-activedescendant={active >= 0 && active < options.length ? `${listboxId}-${active}` : undefined}
              autoComplete="off"
              enterKeyHint="search"
              onChange={(e) => {
                setText(e.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
            />
            <Box
              as="ul"
              role="listbox"
              id={listboxId}
              aria-label="Places"
              hidden={!expanded}
              position="absolute"
              top="calc(100% + 4px)"
              insetX="0"
              zIndex="dropdown"
              bg="bg"
              borderWidth="1px"
              rounded="md"
              shadow="lg"
              maxH="15rem"
              overflowY="auto"
              listStyleType="none"
              py="1"
              // Keep focus in the input while a suggestion is clicked.
              onMouseDown={(e) => e.preventDefault()}
            >
              {options.map((place, i) => (
                <Box
                  as="li"
                  key={`${place.geonameid ?? place.zip}`}
                  id={`${listboxId}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  display="flex"
                  alignItems="center"
                  gap="2"
                  px="3"
                  py="2"
                  cursor="pointer"
                  bg={i === active ? 'blue.50' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => pick(place)}
                >
                  <MapPin size={14} aria-hidden />
                  {place.label}
                </Box>
              ))}
            </Box>
          </Box>
          <Flex gap="2">
            <Button type="submit" colorPalette="blue" disabled={busy} flex={{ base: '1', md: 'initial' }}>
              <Search aria-hidden /> Search
            </Button>
            <Button type="button" variant="outline" disabled={busy} onClick={onNearMe} flex={{ base: '1', md: 'initial' }}>
              <LocateFixed aria-hidden /> Near Me
            </Button>
          </Flex>
        </Flex>
      </Card.Body>
    </Card.Root>
  );
}
