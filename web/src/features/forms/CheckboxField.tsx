// A labelled checkbox for the app's forms, apart from the other fields (fields.tsx): Chakra's
// Checkbox runs Ark's checkbox machine, which a form without a checkbox need not load.
import { Checkbox } from '@chakra-ui/react';
import { checkboxSlotRecipe, checkmarkRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the checkbox (beyond the frame's: app/theme.ts), registered with it.
registerRecipes({ checkbox: checkboxSlotRecipe, checkmark: checkmarkRecipe });

export function CheckboxField({
  label,
  name,
  checked,
  onChange,
}: {
  label: ReactNode;
  name: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <Checkbox.Root name={name} checked={checked} onCheckedChange={(e) => onChange(e.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}
