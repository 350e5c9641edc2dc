import { Badge, Box, HStack, Image, SimpleGrid, Text } from '@chakra-ui/react';
import { SPONSORSHIP_LEVELS, type SponsorshipLevel } from '#domain/enums.ts';
import type { Sponsor } from '#contract/sponsors.ts';
import { CheckboxField, SelectField, TextareaField, TextField, enumOptions } from '../../forms/fields.tsx';
import { LogoField } from '../../uploads/LogoField.tsx';
import { adminReads, sponsorWrites } from '../api/admin.ts';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { EntityList } from '../EntityList.tsx';
import { RowTitle } from '../RowActions.tsx';
import { useEntityCrud } from '../useEntityCrud.ts';

const LEVELS = enumOptions(SPONSORSHIP_LEVELS);

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
  const crud = useEntityCrud<SponsorValues, Sponsor>({
    writes: sponsorWrites,
    noun: 'Sponsor',
    empty: EMPTY,
    toValues,
    failures: { create: 'Error creating sponsor', update: 'Error updating sponsor' },
    refresh: ['sponsors'],
  });
  const { bind, bindCheck, form } = crud.editor;

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <EntityFormCard noun="Sponsor" editor={crud.editor}>
        <TextField label="Name" required {...bind('name')} />
        <LogoField value={form.values.logoUrl} onChange={(url) => form.set('logoUrl', url)} error={form.errors.logoUrl} />
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField label="Website" type="url" placeholder="https://" {...bind('website')} />
          <TextField label="Contact Email" type="email" {...bind('contactEmail')} />
          <SelectField label="Sponsorship Level" options={LEVELS} {...bind('sponsorshipLevel')} />
          <TextField label="Display Order" inputMode="numeric" helperText="Lower numbers show first" {...bind('displayOrder')} />
        </SimpleGrid>
        <TextareaField label="Description" rows={3} {...bind('description')} />
        <CheckboxField label="Active (shown in the sponsor strip)" {...bindCheck('isActive')} />
      </EntityFormCard>
      <EntityList<Sponsor>
        list={adminReads.sponsors}
        title="Sponsors"
        label="Sponsor list"
        emptyText="No sponsors yet. Add the first one with the form."
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
                <Badge size="sm" variant="subtle" textTransform="capitalize">
                  {s.sponsorshipLevel}
                </Badge>
                <Text textStyle="xs" color="fg.muted">
                  Order {s.displayOrder}
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
