import { Badge, HStack, SimpleGrid, Text } from '@chakra-ui/react';
import type { Ad } from '#contract/ads.ts';
import { AD_PLACEMENTS, AD_TYPES, type AdPlacement, type AdType } from '#domain/enums.ts';
import { codeOptions, codeWord } from '../../../i18n/codes.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useLocale, useT } from '../../../i18n/I18nProvider.tsx';
import { CheckboxField } from '../../forms/CheckboxField.tsx';
import { SelectField, TextareaField, TextField } from '../../forms/fields.tsx';
import { adWrites, adminReads } from '../api/admin.ts';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { EntityList } from '../EntityList.tsx';
import { RowTitle } from '../RowActions.tsx';
import { useEntityCrud } from '../useEntityCrud.ts';
import { runWindow, windowDay } from './runWindow.ts';
import { URL_PLACEHOLDER } from '../formHints.ts';

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
  const t = useT();
  const locale = useLocale();
  const format = useFormat();
  const crud = useEntityCrud<AdValues, Ad>({
    writes: adWrites,
    entity: 'ad',
    empty: EMPTY,
    toValues,
    refresh: ['ads'],
  });
  const { bind, bindCheck } = crud.editor;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <EntityFormCard entity="ad" editor={crud.editor}>
        <TextField label={t('admin.form.title')} required {...bind('title')} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t('admin.form.imageUrl')} type="url" placeholder={URL_PLACEHOLDER} dir="ltr" {...bind('imageUrl')} />
          <TextField label={t('admin.form.linkUrl')} type="url" placeholder={URL_PLACEHOLDER} dir="ltr" {...bind('linkUrl')} />
          <SelectField label={t('admin.form.adType')} options={codeOptions(t, 'adType', AD_TYPES)} {...bind('adType')} />
          <SelectField label={t('admin.form.placement')} options={codeOptions(t, 'adPlacement', AD_PLACEMENTS)} {...bind('placement')} />
          <TextField label={t('admin.form.startDate')} type="date" {...bind('startDate')} />
          <TextField label={t('admin.form.endDate')} type="date" {...bind('endDate')} />
          <TextField
            label={t('admin.form.displayOrder')}
            inputMode="numeric"
            helperText={t('admin.form.displayOrderHelp')}
            {...bind('displayOrder')}
          />
        </SimpleGrid>
        <TextareaField label={t('admin.form.description')} rows={3} {...bind('description')} />
        <CheckboxField label={t('admin.form.active')} {...bindCheck('isActive')} />
      </EntityFormCard>
      <EntityList<Ad>
        list={adminReads.ads}
        title={t('admin.tabs.ads')}
        loadingText={t('admin.ads.loading')}
        failedText={t('admin.ads.loadFailed')}
        label={t('admin.ads.listLabel')}
        emptyText={t('admin.ads.empty')}
        name={(a) => a.title}
        href={(a) => a.linkUrl}
        crud={crud}
      >
        {(a) => {
          const run = runWindow(a, locale);
          return (
            <>
              <RowTitle name={a.title} isActive={a.isActive} />
              <HStack gap="2" wrap="wrap">
                <Badge size="sm" variant="subtle">
                  {codeWord(t, 'adType', a.adType)}
                </Badge>
                <Badge size="sm" variant="outline">
                  {codeWord(t, 'adPlacement', a.placement)}
                </Badge>
                <Text textStyle="xs" color="fg.muted">
                  {t('admin.row.order', { order: format.integer(a.displayOrder) })}
                </Text>
                {run && (
                  <Text textStyle="xs" color="fg.muted">
                    {run}
                  </Text>
                )}
              </HStack>
            </>
          );
        }}
      </EntityList>
      {crud.remove.dialog}
    </SimpleGrid>
  );
}
