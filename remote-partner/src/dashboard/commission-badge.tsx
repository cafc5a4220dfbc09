import { useTranslation } from 'react-i18next';
import { Badge } from '@chakra-ui/react';
import type { PartnerBooking, PartnerMonth } from '@rides/contracts/partners';

const COMMISSION_COLOUR = { pending: 'orange', confirmed: 'blue', paid: 'green', reversed: 'gray' } as const;
const PAYOUT_COLOUR = { open: 'gray', approved: 'blue', paid: 'green' } as const;

/** A commission's state in words and colour (the words carry it; colour only helps). */
export function CommissionBadge({ status }: { status: PartnerBooking['commissionStatus'] }) {
  const { t } = useTranslation('partner');
  return (
    <Badge colorPalette={COMMISSION_COLOUR[status]} variant="subtle" data-testid="commission-status">
      {t(`commission.${status}`)}
    </Badge>
  );
}

export function PayoutBadge({ status }: { status: PartnerMonth['status'] }) {
  const { t } = useTranslation('partner');
  return (
    <Badge colorPalette={PAYOUT_COLOUR[status]} variant="subtle">
      {t(`payout.${status}`)}
    </Badge>
  );
}
