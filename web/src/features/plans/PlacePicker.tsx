// A place for a plan: type two letters, pick one of the gazetteer's suggestions, or use the
// browser's position (a point; nothing is sent until a plan is asked for).
import { Box, Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { LocateFixed, MapPin } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';
import { usePlaceSuggestions } from '../calendar/useCalendarData.ts';
import type { ChosenPlace } from './places.ts';

interface PlacePickerProps {
  label: string;
  value: ChosenPlace | null;
  onChange: (place: ChosenPlace | null) => void;
}

export function PlacePicker({ label, value, onChange }: PlacePickerProps) {
  const t = useT();
  const [text, setText] = useState('');
  const [locating, setLocating] = useState(false);
  const suggestions = usePlaceSuggestions(value ? '' : text);

  const here = () => {
    if (!('geolocation' in navigator)) return;
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        const latitude = Math.round(pos.coords.latitude * 10_000) / 10_000;
        const longitude = Math.round(pos.coords.longitude * 10_000) / 10_000;
        onChange({ label: t('plans.place.here'), latitude, longitude });
      },
      () => setLocating(false),
    );
  };

  if (value) {
    return (
      <Stack gap="1">
        <Text fontWeight="medium">{label}</Text>
        <HStack gap="2" wrap="wrap">
          <MapPin size={16} aria-hidden />
          <Text>
            <bdi>{value.label}</bdi>
          </Text>
          <Button size="xs" variant="outline" onClick={() => onChange(null)}>
            {t('plans.place.change')}
          </Button>
        </HStack>
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <Field.Root>
        <Field.Label>{label}</Field.Label>
        <Input value={text} placeholder={t('plans.place.placeholder')} onChange={(e) => setText(e.target.value)} autoComplete="off" />
      </Field.Root>
      {suggestions.length > 0 && (
        <Box as="ul" aria-label={t('plans.place.suggestions')} listStyleType="none" display="flex" flexWrap="wrap" gap="2">
          {suggestions.map((p) => (
            <li key={`${p.geonameid ?? p.label}`}>
              <Button
                size="sm"
                variant="subtle"
                onClick={() => {
                  onChange({
                    label: p.label,
                    latitude: p.latitude,
                    longitude: p.longitude,
                    ...(p.geonameid !== undefined ? { geonameid: p.geonameid } : {}),
                  });
                  setText('');
                }}
              >
                <bdi>{p.label}</bdi>
              </Button>
            </li>
          ))}
        </Box>
      )}
      <Box>
        {/* Its label wraps where a language's words are long (Russian at 375 px). */}
        <Button size="sm" variant="ghost" onClick={here} loading={locating} whiteSpace="normal" h="auto" minH="8" textAlign="start">
          <LocateFixed size={16} aria-hidden /> {t('plans.place.useHere')}
        </Button>
      </Box>
    </Stack>
  );
}
