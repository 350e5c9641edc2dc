import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Ad } from '../../../../../schema/ads.ts';
import { AD_PLACEMENTS, AD_TYPES } from '../../../../../schema/enums.ts';
import { CheckboxField, SelectField, TextareaField, TextField, enumOptions } from '../../forms/fields.tsx';
import { ADMIN_URLS, useAdminData } from '../adminData.ts';
import { useConfirmDelete } from '../ConfirmDelete.tsx';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { ListPanel, ListRow, ListScroll } from '../ListPanel.tsx';
import { InactiveMark, RowActions } from '../RowActions.tsx';
import { useEntityEditor } from '../useEntityEditor.ts';

const TYPES = enumOptions(AD_TYPES);
const PLACEMENTS = enumOptions(AD_PLACEMENTS);

/** Spec §9 defaults: type banner, placement header, active, order 0. */
const EMPTY = {
  title: '',
  imageUrl: '',
  linkUrl: '',
  description: '',
  adType: 'banner',
  placement: 'header',
  displayOrder: '0',
  startDate: '',
  endDate: '',
  isActive: true,
};
type AdValues = typeof EMPTY;

/** The date part of an ISO timestamp, for a date input. */
const day = (iso: string | null) => (iso ? iso.slice(0, 10) : '');

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

function runWindow(a: Ad): string | null {
  if (!a.startDate && !a.endDate) return null;
  const fmt = (iso: string | null) => (iso ? new Date(iso).toLocaleDateString() : '…');
  return `${fmt(a.startDate)} – ${fmt(a.endDate)}`;
}

export function AdsTab() {
  const { data, error, isLoading, mutate } = useAdminData<Ad[]>(ADMIN_URLS.ads);
  const editor = useEntityEditor<AdValues, Ad>({
    url: '/api/ads',
    noun: 'Ad',
    empty: EMPTY,
    toValues,
    failures: { create: 'Failed to create ad', update: 'Failed to update ad' },
    refresh: ['/api/ads'],
  });
  const remove = useConfirmDelete({
    url: '/api/ads',
    noun: 'ad',
    success: 'Ad deleted successfully',
    failure: 'Failed to delete ad. Please try again.',
    refresh: ['/api/ads'],
    onDeleted: (id) => {
      if (editor.editing?.id === id) editor.cancel();
    },
  });
  const { bind, bindCheck } = editor;
  const ads = data ?? [];

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <EntityFormCard
        noun="Ad"
        editing={editor.editing !== null}
        submitting={editor.submitting}
        onSubmit={editor.submit}
        onCancel={editor.cancel}
        formRef={editor.formRef}
      >
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
      <ListPanel
        title="Advertisements"
        count={ads.length}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText="No advertisements yet. Add the first one with the form."
      >
        <ListScroll label="Advertisement list">
          <Stack role="list" gap="0">
            {ads.map((a) => (
              <ListRow
                key={a.id}
                actions={
                  <RowActions
                    name={a.title}
                    href={a.linkUrl}
                    onEdit={() => editor.edit(a)}
                    onDelete={() => remove.ask({ id: a.id, name: a.title })}
                  />
                }
              >
                <HStack gap="2">
                  <Text fontWeight="semibold" truncate>
                    {a.title}
                  </Text>
                  {!a.isActive && <InactiveMark />}
                </HStack>
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
              </ListRow>
            ))}
          </Stack>
        </ListScroll>
      </ListPanel>
      {remove.dialog}
    </SimpleGrid>
  );
}
