import { Button, HStack } from '@chakra-ui/react';
import { CalendarPlus, Navigation, PencilLine, Share2 } from 'lucide-react';
import type { SynagogueDetail } from '#contract/minyanim.ts';
import { siteOrigin } from '../../app/Seo.tsx';
import { notify } from '../../app/toaster.tsx';
import { useLocale, useT, type Translate } from '../../i18n/I18nProvider.tsx';
import { useLocalizedPath } from '../../i18n/links.tsx';
import { shulPath, toPoint } from '../directory/format.ts';
import { calendarFeedPath } from './api/listing.ts';
import { directionsHref } from './format.ts';

/** navigator.share where the device has it (phones), else the link copied to the clipboard. */
async function share(t: Translate, title: string, url: string) {
  if (navigator.share) {
    try {
      await navigator.share({ title, url });
    } catch (error) {
      // The visitor closed the share sheet: nothing to report.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      notify('error', t('minyanim.share.failed'), t('minyanim.share.failedText'));
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    notify('success', t('minyanim.share.copied'), url);
  } catch {
    notify('info', t('minyanim.share.copy'), url);
  }
}

interface ListingActionsProps {
  listing: SynagogueDetail;
  onSuggestEdit: () => void;
}

/** 'Add to calendar', share, directions and 'Suggest an edit' for a listing. */
export function ListingActions({ listing, onSuggestEdit }: ListingActionsProps) {
  const t = useT();
  const locale = useLocale();
  const localize = useLocalizedPath();
  const point = toPoint(listing);
  const hasTimes = listing.tzid !== null && listing.minyanim.length > 0;
  return (
    <HStack gap="2" wrap="wrap">
      {hasTimes && (
        <Button asChild size="sm" colorPalette="blue">
          <a href={calendarFeedPath(listing.id, locale)}>
            <CalendarPlus aria-hidden /> {t('minyanim.actions.calendar')}
          </a>
        </Button>
      )}
      {point && (
        <Button asChild size="sm" variant="outline">
          <a href={directionsHref(point.lat, point.lng, listing.name)} target="_blank" rel="noopener">
            <Navigation aria-hidden /> {t('minyanim.now.directions')}
          </a>
        </Button>
      )}
      <Button size="sm" variant="outline" onClick={() => share(t, listing.name, `${siteOrigin()}${localize(shulPath(listing.id))}`)}>
        <Share2 aria-hidden /> {t('minyanim.actions.share')}
      </Button>
      <Button size="sm" variant="outline" onClick={onSuggestEdit}>
        <PencilLine aria-hidden /> {t('minyanim.actions.suggestEdit')}
      </Button>
    </HStack>
  );
}
