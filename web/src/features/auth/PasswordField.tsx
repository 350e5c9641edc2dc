import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/I18nProvider.tsx';

/** A password input with a show/hide toggle (a real button, announced with its state). */
export function PasswordField({
  label,
  name = 'password',
  value,
  onChange,
  error,
  autoComplete,
  helperText,
}: {
  label?: string;
  name?: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  autoComplete: 'current-password' | 'new-password';
  helperText?: string;
}) {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Field.Root invalid={Boolean(error)} required>
      <Field.Label>
        {label ?? t('auth.field.password')}
        <Field.RequiredIndicator />
      </Field.Label>
      <InputGroup
        endElement={
          <IconButton
            type="button"
            variant="ghost"
            size="sm"
            aria-label={visible ? t('auth.password.hide') : t('auth.password.show')}
            aria-pressed={visible}
            onClick={() => setVisible((v) => !v)}
            me="-2"
          >
            {visible ? <EyeOff /> : <Eye />}
          </IconButton>
        }
      >
        <Input
          name={name}
          type={visible ? 'text' : 'password'}
          autoComplete={autoComplete}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </InputGroup>
      {helperText && !error && <Field.HelperText>{helperText}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
