import { Badge, Box, HStack, Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { SPONSORSHIP_LEVELS } from '../../../../../schema/enums.ts';
import type { Sponsor } from '../../../../../schema/sponsors.ts';
import { CheckboxField, SelectField, TextareaField, TextField, enumOptions } from '../../forms/fields.tsx';
import { LogoField } from '../../uploads/LogoField.tsx';
import { ADMIN_URLS, useAdminData } from '../adminData.ts';
import { useConfirmDelete } from '../ConfirmDelete.tsx';
import { EntityFormCard } from '../EntityFormCard.tsx';
import { ListPanel, ListRow, ListScroll } from '../ListPanel.tsx';
import { InactiveMark, RowActions } from '../RowActions.tsx';
import { useEntityEditor } from '../useEntityEditor.ts';

const LEVELS = enumOptions(SPONSORSHIP_LEVELS);

/** Spec §9 defaults: level bronze, active, order 0. */
const EMPTY = {
  name: '',
  logoUrl: '',
  website: '',
  contactEmail: '',
  sponsorshipLevel: 'bronze',
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
  const { data, error, isLoading, mutate } = useAdminData<Sponsor[]>(ADMIN_URLS.sponsors);
  const editor = useEntityEditor<SponsorValues, Sponsor>({
    url: '/api/sponsors',
    noun: 'Sponsor',
    empty: EMPTY,
    toValues,
    failures: { create: 'Error creating sponsor', update: 'Error updating sponsor' },
    refresh: ['/api/sponsors'],
  });
  const remove = useConfirmDelete({
    url: '/api/sponsors',
    noun: 'sponsor',
    success: 'Sponsor deleted successfully',
    failure: 'Failed to delete sponsor. Please try again.',
    refresh: ['/api/sponsors'],
    onDeleted: (id) => {
      if (editor.editing?.id === id) editor.cancel();
    },
  });
  const { bind, bindCheck, form } = editor;
  const sponsors = data ?? [];

  return (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
      <EntityFormCard
        noun="Sponsor"
        editing={editor.editing !== null}
        submitting={editor.submitting}
        onSubmit={editor.submit}
        onCancel={editor.cancel}
        formRef={editor.formRef}
      >
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
      <ListPanel
        title="Sponsors"
        count={sponsors.length}
        loading={isLoading}
        error={error}
        onRetry={() => void mutate()}
        emptyText="No sponsors yet. Add the first one with the form."
      >
        <ListScroll label="Sponsor list">
          <Stack role="list" gap="0">
            {sponsors.map((s) => (
              <ListRow
                key={s.id}
                actions={
                  <RowActions
                    name={s.name}
                    href={s.website ?? s.websiteUrl}
                    onEdit={() => editor.edit(s)}
                    onDelete={() => remove.ask({ id: s.id, name: s.name })}
                  />
                }
              >
                <HStack gap="3" align="center">
                  <Box boxSize="10" flexShrink={0} borderWidth="1px" rounded="md" bg="bg.subtle" overflow="hidden">
                    {s.logoUrl && <Image src={s.logoUrl} alt="" boxSize="full" objectFit="contain" />}
                  </Box>
                  <Box minW="0">
                    <HStack gap="2">
                      <Text fontWeight="semibold" truncate>
                        {s.name}
                      </Text>
                      {!s.isActive && <InactiveMark />}
                    </HStack>
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
              </ListRow>
            ))}
          </Stack>
        </ListScroll>
      </ListPanel>
      {remove.dialog}
    </SimpleGrid>
  );
}
