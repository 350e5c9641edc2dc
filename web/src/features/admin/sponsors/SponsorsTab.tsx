import { Badge, Box, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { SPONSORSHIP_LEVELS, type SponsorshipLevel } from '#domain/enums.ts';
import type { Sponsor } from '#contract/sponsors.ts';
import { codeOptions, codeWord } from '../../../i18n/codes.ts';
import { useFormat } from '../../../i18n/format.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { CheckboxField } from '../../forms/CheckboxField.tsx';
import { SelectField, TextareaField, TextField } from '../../forms/fields.tsx';
import { LogoField } from '../../uploads/LogoField.tsx';
import { adminReads, sponsorWrites } from '../api/admin.ts';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { EntityList } from '../EntityList.tsx';
import { RowTitle } from '../RowActions.tsx';
import { useEntityCrud } from '../useEntityCrud.ts';
import { URL_PLACEHOLDER } from '../formHints.ts';

/** Defaults: level bronze, active, order 0. */
const EMPTY = {
  name: '',
  logoUrl: '',
  website: '',
  contactEmail: '',
  sponsorshipLevel: 'bronze' as SponsorshipLevel,
  displayOrder: '0',
  description: '',
  isActive: true,
};
type SponsorValues = typeof EMPTY;

const toValues = (s: Sponsor): SponsorValues => ({
  name: s.name,
  logoUrl: s.logoUrl ?? '',
  website: s.website ?? s.websiteUrl ?? '',
  contactEmail: s.contactEmail ?? '',
  sponsorshipLevel: s.sponsorshipLevel,
  displayOrder: String(s.displayOrder),
  description: s.description ?? '',
  isActive: s.isActive,
});

export function SponsorsTab() {
  const t = useT();
  const format = useFormat();
  const crud = useEntityCrud<SponsorValues, Sponsor>({
    writes: sponsorWrites,
    entity: 'sponsor',
    empty: EMPTY,
    toValues,
    refresh: ['sponsors'],
  });
  const { bind, bindCheck, form } = crud.editor;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <EntityFormCard entity="sponsor" editor={crud.editor}>
        <TextField label={t('admin.form.name')} required {...bind('name')} />
        <LogoField value={form.values.logoUrl} onChange={(url) => form.set('logoUrl', url)} error={form.errors.logoUrl} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label={t('admin.form.website')} type="url" placeholder={URL_PLACEHOLDER} dir="ltr" {...bind('website')} />
          <TextField label={t('admin.form.contactEmail')} type="email" dir="ltr" {...bind('contactEmail')} />
          <SelectField
            label={t('admin.form.sponsorshipLevel')}
            options={codeOptions(t, 'sponsorshipLevel', SPONSORSHIP_LEVELS)}
            {...bind('sponsorshipLevel')}
          />
          <TextField
            label={t('admin.form.displayOrder')}
            inputMode="numeric"
            helperText={t('admin.form.displayOrderHelp')}
            {...bind('displayOrder')}
          />
        </SimpleGrid>
        <TextareaField label={t('admin.form.description')} rows={3} {...bind('description')} />
        <CheckboxField label={t('admin.form.sponsorActive')} {...bindCheck('isActive')} />
      </EntityFormCard>
      <EntityList<Sponsor>
        list={adminReads.sponsors}
        title={t('admin.tabs.sponsors')}
        loadingText={t('admin.sponsors.loading')}
        failedText={t('admin.sponsors.loadFailed')}
        label={t('admin.sponsors.listLabel')}
        emptyText={t('admin.sponsors.empty')}
        name={(s) => s.name}
        href={(s) => s.website ?? s.websiteUrl}
        crud={crud}
      >
        {(s) => (
          <HStack gap="3" align="center">
            <Box boxSize="10" flexShrink={0} borderWidth="1px" rounded="md" bg="bg.subtle" overflow="hidden">
              {s.logoUrl && <Image src={s.logoUrl} alt="" boxSize="full" objectFit="contain" />}
            </Box>
            <Box minW="0">
              <RowTitle name={s.name} isActive={s.isActive} />
              <HStack gap="2">
                <Badge size="sm" variant="subtle">
                  {codeWord(t, 'sponsorshipLevel', s.sponsorshipLevel)}
                </Badge>
                <Text textStyle="xs" color="fg.muted">
                  {t('admin.row.order', { order: format.integer(s.displayOrder) })}
                </Text>
              </HStack>
            </Box>
          </HStack>
        )}
      </EntityList>
      {crud.remove.dialog}
    </SimpleGrid>
  );
}
