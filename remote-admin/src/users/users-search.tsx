import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { UserFilters } from '@rides/contracts/admin-users';
import { ROLES, type Role } from '@rides/contracts/roles';
import { TextField } from '@rides/ui/text-field';
import { hasUserFilters } from './filters';

interface Props {
  /** The filters in force (from the address); the form starts from them. */
  filters: UserFilters;
  onApply: (filters: UserFilters) => void;
}

/** Search (the start of an e-mail, a phone number in any format, or of a name's words) and the role filter, applied on submit. */
export function UsersSearch({ filters, onApply }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const [q, setQ] = useState(filters.q ?? '');
  const [role, setRole] = useState<Role | ''>(filters.role ?? '');

  function submit(e: FormEvent) {
    e.preventDefault();
    onApply({ q: q.trim() || undefined, role: role || undefined });
  }

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form role="search" aria-label={t('users.search.label')} onSubmit={submit} noValidate>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <Box gridColumn={{ md: 'span 2' }}>
            <TextField name="q" label={t('users.search.q')} hint={t('users.search.qHint')} value={q} onChange={setQ} />
          </Box>
          <Field.Root>
            <Field.Label>{t('users.search.role')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="role" value={role} onChange={(e) => setRole(e.target.value as Role | '')}>
                <option value="">{t('users.search.anyRole')}</option>
                {ROLES.map((r) => (
                  <option key={r} value={r}>
                    {tc(`roles.${r}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </SimpleGrid>
        <HStack mt={4} gap={3}>
          <Button type="submit" colorPalette="brand">
            {t('users.search.apply')}
          </Button>
          {hasUserFilters(filters) && (
            <Button variant="outline" onClick={() => onApply({})}>
              {t('users.search.clear')}
            </Button>
          )}
        </HStack>
      </form>
    </Box>
  );
}
