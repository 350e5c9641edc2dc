// Labelled form controls with their message underneath (Chakra Field wires label, aria-invalid
// and aria-describedby). Required fields show '*'.
import { Field, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { fieldSlotRecipe, inputRecipe, nativeSelectSlotRecipe, textareaRecipe } from '@chakra-ui/react/theme';
import { registerRecipes } from '../../app/theme.ts';

// The recipes of the form fields below (beyond the frame's: app/theme.ts), registered with them for every form.
registerRecipes({
  field: fieldSlotRecipe,
  input: inputRecipe,
  nativeSelect: nativeSelectSlotRecipe,
  textarea: textareaRecipe,
});

interface BaseProps {
  label: ReactNode;
  name: string;
  error?: string;
  required?: boolean;
  helperText?: ReactNode;
}

/** The label, required mark, helper text and error around a control (`name` is the control's). */
function FieldShell({ label, error, required, helperText, children }: Omit<BaseProps, 'name'> & { name?: string; children: ReactNode }) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}

type InputProps = Omit<ComponentProps<typeof Input>, 'onChange' | 'value' | 'name'>;

export function TextField({
  label,
  name,
  error,
  required,
  helperText,
  value,
  onChange,
  ...input
}: BaseProps & InputProps & { value: string; onChange: (value: string) => void }) {
  return (
    <FieldShell label={label} error={error} required={required} helperText={helperText}>
      <Input name={name} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </FieldShell>
  );
}

export function TextareaField({
  value,
  onChange,
  rows = 4,
  ...field
}: BaseProps & { value: string; onChange: (value: string) => void; rows?: number }) {
  return (
    <FieldShell {...field}>
      <Textarea name={field.name} value={value} rows={rows} onChange={(e) => onChange(e.target.value)} />
    </FieldShell>
  );
}

export interface Option {
  value: string;
  label: string;
  /** The label's language when it is not the page's (a language named in its own). */
  lang?: string;
}

export function SelectField({
  value,
  onChange,
  options,
  placeholder,
  ...field
}: BaseProps & { value: string; onChange: (value: string) => void; options: readonly Option[]; placeholder?: string }) {
  return (
    <FieldShell {...field}>
      <NativeSelect.Root>
        <NativeSelect.Field name={field.name} value={value} onChange={(e) => onChange(e.target.value)}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
          {options.map((o) => (
            <option key={o.value} value={o.value} lang={o.lang}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </FieldShell>
  );
}

/** Title-cases an enum value for a select ('ashkenaz' → 'Ashkenaz'). */
export const enumOptions = (values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) }));
