import { Fieldset, SimpleGrid } from '@chakra-ui/react';
import { NUSACH } from '#domain/enums.ts';
import { CheckboxField, SelectField, TextareaField, TextField, enumOptions } from '../../forms/fields.tsx';
import type { useZodForm } from '../../forms/useZodForm.ts';
import type { SynagogueValues } from './synagogueForm.ts';

const NUSACH_OPTIONS = enumOptions(NUSACH);

type Binding = Pick<ReturnType<typeof useZodForm<SynagogueValues>>, 'bind' | 'bindCheck'>;

/**
 * A listing's fields, for the admin's form and a manager's ('My shuls'). A manager does not
 * decide whether the listing is shown: `manager` leaves out 'Active'.
 */
export function SynagogueFields({ editor, manager = false }: { editor: Binding; manager?: boolean }) {
  const { bind, bindCheck } = editor;
  return (
    <>
      <TextField label="Name" required {...bind('name')} />
      <TextField label="Address" required {...bind('address')} />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        <TextField label="City" required {...bind('city')} />
        <TextField label="State" {...bind('state')} />
        <TextField label="ZIP Code" {...bind('zipCode')} />
        <TextField label="Country" {...bind('country')} />
        <TextField label="Latitude" inputMode="decimal" placeholder="e.g. 40.7580" {...bind('latitude')} />
        <TextField label="Longitude" inputMode="decimal" placeholder="e.g. -73.9855" {...bind('longitude')} />
        <TextField label="Phone" type="tel" {...bind('phone')} />
        <TextField label="Website" type="url" placeholder="https://" {...bind('website')} />
      </SimpleGrid>
      <SelectField label="Nusach" options={NUSACH_OPTIONS} placeholder="Not specified" {...bind('nusach')} />
      <Fieldset.Root>
        <Fieldset.Legend>{manager ? 'Amenities' : 'Amenities and status'}</Fieldset.Legend>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" mt="2">
          <CheckboxField label="Wheelchair accessible" {...bindCheck('hasWheelchairAccess')} />
          <CheckboxField label="Mikve" {...bindCheck('hasMikve')} />
          <CheckboxField label="Parking" {...bindCheck('hasParking')} />
          <CheckboxField label="Youth programs" {...bindCheck('hasYouthPrograms')} />
          {!manager && <CheckboxField label="Active (shown to visitors)" {...bindCheck('isActive')} />}
        </SimpleGrid>
      </Fieldset.Root>
      <TextareaField label="Minyan Times" rows={3} {...bind('minyanTimes')} />
      <TextareaField label="Notes" rows={3} {...bind('notes')} />
    </>
  );
}
