import { Box, Button, Flex, Text, chakra, useRecipe } from '@chakra-ui/react';
import { LocateFixed, Search, X } from 'lucide-react';
import { useRef, useState, type MouseEvent } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { AppLink, useLocalizedPath } from '../../i18n/links.tsx';
import { useTypedBeforeStart } from '../forms/typedBeforeStart.ts';
import { SUGGESTION_POPUP_STYLE, useSuggestionCombobox } from '../forms/useSuggestionCombobox.ts';
import type { MapPoint } from './format.ts';
import { locate } from './geolocation.ts';
import { SEARCH_PATH } from './searchState.ts';
import { useCitySuggestions } from './useCitySuggestions.ts';

interface SearchBoxProps {
  /** The search currently shown (e.g. from the address); the box follows it when it changes. */
  value?: string;
  /** The box's placeholder; by default 'Search for synagogues, cities, or zip codes...' in the page's language. */
  placeholder?: string;
  /** A search for the trimmed text; '' (from 'Clear Search') means "all synagogues". */
  onSearch: (text: string) => void;
  onNearMe: (coords: MapPoint) => void;
}

/**
 * The shared search box: suggestions after 2 characters as an ARIA 1.2
 * combobox (up/down with wraparound, Enter, Escape, click to pick, click outside to close),
 * Search, 'Near Me' and 'Clear Search'.
 *
 * It is a plain GET form to the search page, so that it works on a prerendered page before the
 * app has started: Search goes to `/search?q=…`, Near Me to `/search?near=me` (which asks for the
 * position there), and Clear Search is a link to `/search`. Once the app runs, it does the same
 * in place, and text typed before then is kept.
 */
export function SearchBox({ value = '', placeholder, onSearch, onNearMe }: SearchBoxProps) {
  const t = useT();
  const localize = useLocalizedPath();
  const [text, setText] = useState(value);
  const [shownValue, setShownValue] = useState(value);
  // Suggestions are for text the visitor types, not for a search the page arrived with.
  const [typed, setTyped] = useState(false);
  const [locating, setLocating] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  useTypedBeforeStart(inputRef, text, (typed) => {
    setText(typed);
    setTyped(true);
  });
  const { enabled, suggestions, isLoading, error } = useCitySuggestions(typed ? text : '');
  // The input recipe on a plain input: Chakra's <Input> brings Ark's field machinery, which
  // this box does not use, and it sits on the home page (docs/product-rules.md: Budgets).
  const inputStyles = useRecipe({ key: 'input' })({ size: 'lg' });

  if (value !== shownValue) {
    setShownValue(value);
    setText(value);
    setTyped(false);
  }

  const combo = useSuggestionCombobox({
    // What the list would show; up/down on a closed list open it on these.
    available: enabled && !isLoading ? suggestions : [],
    // From 2 characters the popup shows, with a status while there are no suggestions.
    canExpand: enabled,
    // A picked suggestion fills the box and is searched as shown (the index covers the country).
    onPick: (suggestion: string) => {
      setText(suggestion);
      onSearch(suggestion.trim());
    },
  });
  const { options, active } = combo;
  const search = (query: string) => {
    combo.close();
    onSearch(query.trim());
  };

  const nearMe = async (e: MouseEvent) => {
    e.preventDefault();
    combo.close();
    setLocating(true);
    const coords = await locate(t('directory.location.failedManual'), t('directory.location.unsupported'));
    setLocating(false);
    if (coords) onNearMe(coords);
  };

  return (
    <chakra.form
      role="search"
      action={localize(SEARCH_PATH)}
      method="get"
      width="full"
      {...combo.containerProps}
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim()) search(text);
      }}
    >
      <Flex direction={{ base: 'column', md: 'row' }} gap="2">
        <Box position="relative" flex="1">
          <Box
            position="absolute"
            insetY="0"
            insetStart="3"
            display="flex"
            alignItems="center"
            color="fg.muted"
            pointerEvents="none"
            zIndex="1"
          >
            <Search size={18} aria-hidden />
          </Box>
          <chakra.input
            ref={inputRef}
            name="q"
            // Without the app, the browser refuses an empty search; with it, so does onSubmit.
            required
            css={inputStyles}
            ps="10"
            bg="bg"
            type="text"
            value={text}
            placeholder={placeholder ?? t('directory.searchBox.placeholder')}
            aria-label={t('directory.searchBox.label')}
            enterKeyHint="search"
            {...combo.inputProps}
            onChange={(e) => {
              setText(e.target.value);
              setTyped(true);
              combo.reopen();
            }}
          />
          <Box {...combo.popupProps} {...SUGGESTION_POPUP_STYLE} textAlign="start">
            <Box
              as="ul"
              {...combo.listboxProps}
              aria-label={t('directory.searchBox.suggestions')}
              listStyleType="none"
              py={options.length ? '1' : '0'}
            >
              {options.map((suggestion, i) => (
                <Box
                  as="li"
                  key={suggestion}
                  {...combo.optionProps(i)}
                  px="4"
                  py="2"
                  cursor="pointer"
                  bg={i === active ? 'blue.50' : undefined}
                  color={i === active ? 'blue.900' : undefined}
                  _hover={{ bg: 'bg.muted' }}
                >
                  {suggestion}
                </Box>
              ))}
            </Box>
            {options.length === 0 && (
              <Text role="status" px="4" py="3" color="fg.muted" fontSize="sm">
                {isLoading
                  ? t('directory.searchBox.loadingSuggestions')
                  : error
                    ? t('directory.searchBox.suggestionsFailed')
                    : t('directory.searchBox.noLocations')}
              </Text>
            )}
          </Box>
        </Box>
        <Flex gap="2" wrap="wrap">
          <Button type="submit" size="lg" colorPalette="blue" flex={{ base: '1 1 auto', md: 'initial' }}>
            <Search aria-hidden /> {t('directory.searchBox.search')}
          </Button>
          <Button
            type="submit"
            name="near"
            value="me"
            formNoValidate
            size="lg"
            variant="outline"
            bg="bg"
            loading={locating}
            onClick={nearMe}
            flex={{ base: '1 1 auto', md: 'initial' }}
          >
            <LocateFixed aria-hidden /> {t('directory.searchBox.nearMe')}
          </Button>
          <Button asChild size="lg" variant="ghost" flex={{ base: '1 1 auto', md: 'initial' }}>
            <AppLink
              to={SEARCH_PATH}
              onClick={(e) => {
                e.preventDefault();
                setText('');
                search('');
              }}
            >
              <X aria-hidden /> {t('directory.searchBox.clear')}
            </AppLink>
          </Button>
        </Flex>
      </Flex>
    </chakra.form>
  );
}
