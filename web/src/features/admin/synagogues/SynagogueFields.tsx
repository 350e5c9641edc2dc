import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { NUSACH } from '#domain/enums.ts';
import { codeOptions } from '../../../i18n/codes.ts';
import { useT } from '../../../i18n/I18nProvider.tsx';
import { CheckboxField } from '../../forms/CheckboxField.tsx';
import { SelectField, TextareaField, TextField } from '../../forms/fields.tsx';
import type { useZodForm } from '../../forms/useZodForm.ts';
import type { SynagogueValues } from './synagogueForm.ts';
import { URL_PLACEHOLDER } from '../formHints.ts';

type Binding = Pick<ReturnType<typeof useZodForm<SynagogueValues>>, 'bind' | 'bindCheck'>;

/**
 * A listing's fields, for the admin's form and a manager's ('My shuls'). A manager does not
 * decide whether the listing is shown: `manager` leaves out 'Active'.
 */
export function SynagogueFields({ editor, manager = false }: { editor: Binding; manager?: boolean }) {
  const t = useT();
  const { bind, bindCheck } = editor;
  return (
    <>
      <TextField label={t('codes.field.name')} required {...bind('name')} />
      <TextField label={t('codes.field.address')} required {...bind('address')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label={t('codes.field.city')} required {...bind('city')} />
        <TextField label={t('codes.field.state')} {...bind('state')} />
        <TextField label={t('codes.field.zipCode')} {...bind('zipCode')} />
        <TextField label={t('codes.field.country')} {...bind('country')} />
        <TextField
          label={t('codes.field.latitude')}
          inputMode="decimal"
          placeholder={t('admin.form.latitudeExample')}
          {...bind('latitude')}
        />
        <TextField
          label={t('codes.field.longitude')}
          inputMode="decimal"
          placeholder={t('admin.form.longitudeExample')}
          {...bind('longitude')}
        />
        <TextField label={t('codes.field.phone')} type="tel" dir="ltr" {...bind('phone')} />
        <TextField label={t('codes.field.website')} type="url" placeholder={URL_PLACEHOLDER} dir="ltr" {...bind('website')} />
      </SimpleGrid>
      <SelectField
        label={t('codes.field.nusach')}
        options={codeOptions(t, 'nusach', NUSACH)}
        placeholder={t('admin.form.notSpecified')}
        {...bind('nusach')}
      />
      <Fieldset.Root>
        <Fieldset.Legend>{t(manager ? 'admin.form.amenities' : 'admin.form.amenitiesAndStatus')}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
          <CheckboxField label={t('codes.field.hasWheelchairAccess')} {...bindCheck('hasWheelchairAccess')} />
          <CheckboxField label={t('codes.field.hasMikve')} {...bindCheck('hasMikve')} />
          <CheckboxField label={t('codes.field.hasParking')} {...bindCheck('hasParking')} />
          <CheckboxField label={t('codes.field.hasYouthPrograms')} {...bindCheck('hasYouthPrograms')} />
          {!manager && <CheckboxField label={t('codes.field.isActive')} {...bindCheck('isActive')} />}
        </SimpleGrid>
      </Fieldset.Root>
      <TextareaField label={t('codes.field.minyanTimes')} rows={3} {...bind('minyanTimes')} />
      <TextareaField label={t('codes.field.notes')} rows={3} {...bind('notes')} />
    </>
  );
}
