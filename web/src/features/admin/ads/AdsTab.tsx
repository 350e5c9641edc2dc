import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { Ad } from '#contract/ads.ts';
import { AD_PLACEMENTS, AD_TYPES, type AdPlacement, type AdType } from '#domain/enums.ts';
import { CheckboxField, SelectField, TextareaField, TextField, enumOptions } from '../../forms/fields.tsx';
import { adWrites, adminReads } from '../api/admin.ts';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { EntityList } from '../EntityList.tsx';
import { RowTitle } from '../RowActions.tsx';
import { useEntityCrud } from '../useEntityCrud.ts';
import { runWindow, windowDay } from './runWindow.ts';

const TYPES = enumOptions(AD_TYPES);
const PLACEMENTS = enumOptions(AD_PLACEMENTS);

/** Defaults: type banner, placement header, active, order 0. */
const EMPTY = {
  title: '',
  imageUrl: '',
  linkUrl: '',
  description: '',
  adType: 'banner' as AdType,
  placement: 'header' as AdPlacement,
  displayOrder: '0',
  startDate: '',
  endDate: '',
  isActive: true,
};
type AdValues = typeof EMPTY;

/** A window's day for a date input (./runWindow.ts). */
const day = (iso: string | null) => (iso ? windowDay(iso) : '');

const toValues = (a: Ad): AdValues => ({
  title: a.title,
  imageUrl: a.imageUrl ?? '',
  linkUrl: a.linkUrl ?? '',
  description: a.description ?? '',
  adType: a.adType,
  placement: a.placement,
  displayOrder: String(a.displayOrder),
  startDate: day(a.startDate),
  endDate: day(a.endDate),
  isActive: a.isActive,
});

export function AdsTab() {
  const crud = useEntityCrud<AdValues, Ad>({
    writes: adWrites,
    noun: 'Ad',
    empty: EMPTY,
    toValues,
    failures: { create: 'Failed to create ad', update: 'Failed to update ad' },
    refresh: ['ads'],
  });
  const { bind, bindCheck } = crud.editor;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <EntityFormCard noun="Ad" editor={crud.editor}>
        <TextField label="Title" required {...bind('title')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="Image URL" type="url" placeholder="https://" {...bind('imageUrl')} />
          <TextField label="Link URL" type="url" placeholder="https://" {...bind('linkUrl')} />
          <SelectField label="Ad Type" options={TYPES} {...bind('adType')} />
          <SelectField label="Placement" options={PLACEMENTS} {...bind('placement')} />
          <TextField label="Start Date" type="date" {...bind('startDate')} />
          <TextField label="End Date" type="date" {...bind('endDate')} />
          <TextField label="Display Order" inputMode="numeric" helperText="Lower numbers show first" {...bind('displayOrder')} />
        </SimpleGrid>
        <TextareaField label="Description" rows={3} {...bind('description')} />
        <CheckboxField label="Active (shown to visitors)" {...bindCheck('isActive')} />
      </EntityFormCard>
      <EntityList<Ad>
        list={adminReads.ads}
        title="Advertisements"
        label="Advertisement list"
        emptyText="No advertisements yet. Add the first one with the form."
        name={(a) => a.title}
        href={(a) => a.linkUrl}
        crud={crud}
      >
        {(a) => (
          <>
            <RowTitle name={a.title} isActive={a.isActive} />
            <HStack gap="2" wrap="wrap">
              <Badge size="sm" variant="subtle" textTransform="capitalize">
                {a.adType}
              </Badge>
              <Badge size="sm" variant="outline" textTransform="capitalize">
                {a.placement}
              </Badge>
              <Text textStyle="xs" color="fg.muted">
                Order {a.displayOrder}
                {runWindow(a) && ` · ${runWindow(a)}`}
              </Text>
            </HStack>
          </>
        )}
      </EntityList>
      {crud.remove.dialog}
    </SimpleGrid>
  );
}
