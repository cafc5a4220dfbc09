import { useTranslation } from 'react-i18next';
import { Box, Button, Field, HStack, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import type { UserFilters } from '@rides/contracts/admin-users';
import { ROLES, roleSchema, type Role } from '@rides/contracts/roles';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { TextField } from '@rides/ui/text-field';
import { hasUserFilters } from './filters';

/** The search as typed, applied trimmed; an empty field or "any role" filters nothing. */
const searchForm = z
  .object({ q: z.string(), role: z.union([roleSchema, z.literal('')]) })
  .transform(({ q, role }): UserFilters => ({ q: q.trim() || undefined, role: role || undefined }));

interface Props {
  /** The filters in force (from the address); the form starts from them. */
  filters: UserFilters;
  onApply: (filters: UserFilters) => void;
}

/** Search (the start of an e-mail, a phone number in any format, or of a name's words) and the role filter, applied on submit. */
export function UsersSearch({ filters, onApply }: Props) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation();
  const form = useContractForm(searchForm, { q: filters.q ?? '', role: filters.role ?? '' });
  const role = form.bind('role');

  return (
    <Box asChild borderWidth="1px" borderRadius="lg" p={4} mb={6}>
      <form ref={form.ref} role="search" aria-label={t('users.search.label')} onSubmit={form.submit(onApply)} noValidate>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={4}>
          <Box gridColumn={{ md: 'span 2' }}>
            <TextField label={t('users.search.q')} hint={t('users.search.qHint')} {...form.bind('q')} />
          </Box>
          <Field.Root>
            <Field.Label>{t('users.search.role')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name={role.name} value={role.value} onChange={(e) => role.onChange(e.target.value as Role | '')}>
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
