import { useState } from 'react';
import { Field, IconButton, Input, InputGroup } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  name: string;
  invalid?: boolean;
  error?: string;
  hint?: string;
}

/** A password input with a show/hide toggle that says what it does to screen readers. */
export function PasswordField({ label, value, onChange, autoComplete, name, invalid, error, hint }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <Field.Root invalid={invalid}>
      <Field.Label>{label}</Field.Label>
      <InputGroup
        endElement={
          <IconButton
            size="xs"
            variant="ghost"
            aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
            aria-pressed={shown}
            onClick={() => setShown((s) => !s)}
          >
            <span aria-hidden="true">{shown ? '🙈' : '👁'}</span>
          </IconButton>
        }
      >
        <Input type={shown ? 'text' : 'password'} name={name} autoComplete={autoComplete} value={value} onChange={(e) => onChange(e.target.value)} />
      </InputGroup>
      {hint && !invalid && <Field.HelperText>{hint}</Field.HelperText>}
      {error && <Field.ErrorText>{error}</Field.ErrorText>}
    </Field.Root>
  );
}
