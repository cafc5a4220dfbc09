import { useTranslation } from 'react-i18next';
import { Button, Table } from '@chakra-ui/react';
import type { Partner } from '@rides/contracts/partners';
import { formatRate } from '@rides/i18n/format';

/** Every partner with their referral slug and rate, each editable. */
export function PartnersTable({ partners, onEdit }: { partners: Partner[]; onEdit: (p: Partner) => void }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md">
      <Table.Root size="sm">
        <Table.Caption srOnly>{t('commissions.partners.caption')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('commissions.table.partner')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('commissions.partners.link')}</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">{t('commissions.partners.rate')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('commissions.table.action')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {partners.map((p) => (
            <Table.Row key={p.id}>
              <Table.Cell fontWeight="semibold">{p.companyName}</Table.Cell>
              <Table.Cell fontFamily="mono">/p/{p.slug}</Table.Cell>
              <Table.Cell textAlign="end">{formatRate(p.commissionBp, i18n.language)}</Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="outline" onClick={() => onEdit(p)} aria-label={t('commissions.partners.editOf', { partner: p.companyName })}>
                  {t('commissions.partners.edit')}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
