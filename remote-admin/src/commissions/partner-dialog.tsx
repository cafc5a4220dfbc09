import { useTranslation } from 'react-i18next';
import { Alert, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { slugSchema, type Partner } from '@rides/contracts/partners';
import { useContractForm } from '@rides/platform/contract-form';
import { z } from 'zod';
import { TextField } from '@rides/ui/text-field';
import { DialogFooter } from '../dialog-footer';

/** "10", "8.5", "8,25" (a percentage, two decimals at most, 0 to 50) as basis points, else null. */
export function bpOfPercent(text: string): number | null {
  const m = /^(\d{1,2})(?:[.,](\d{1,2}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!m) return null;
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
  return bp <= 5000 ? bp : null;
}
const percentOfBp = (bp: number) => String(bp / 100);

/** The link name as typed, if the contract takes it, and the rate as basis points. */
const partnerForm = z.object({
  slug: z.string().refine((slug) => slugSchema.safeParse(slug).success, 'commissions.partners.slugInvalid'),
  rate: z.string().transform((text, ctx) => {
    const bp = bpOfPercent(text);
    if (bp === null) ctx.addIssue({ code: 'custom', message: 'commissions.partners.rateInvalid' });
    return bp ?? z.NEVER;
  }),
});

interface Props {
  partner: Partner | null;
  pending: boolean;
  /** The server's refusal: under the link name when the name is taken, above the fields otherwise. */
  error: { text: string; onSlug: boolean } | null;
  onSave: (change: { slug?: string; commissionBp?: number }) => void;
  onClose: () => void;
}

function PartnerForm({ partner, pending, error, onSave, onClose }: Omit<Props, 'partner'> & { partner: Partner }) {
  const { t } = useTranslation('admin');
  const form = useContractForm(partnerForm, { slug: partner.slug, rate: percentOfBp(partner.commissionBp) }, {
    words: (_message, field) => (field === 'slug' ? t('commissions.partners.slugInvalid') : t('commissions.partners.rateInvalid')),
  });
  const save = ({ slug, rate }: z.output<typeof partnerForm>) => onSave({ ...(slug !== partner.slug && { slug }), ...(rate !== partner.commissionBp && { commissionBp: rate }) });
  return (
    <form ref={form.ref} onSubmit={form.submit(save)} noValidate>
      <Dialog.Header>
        <Dialog.Title>{t('commissions.partners.editTitle', { partner: partner.companyName })}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <Stack gap={4}>
          {error && !error.onSlug && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Description>{error.text}</Alert.Description>
            </Alert.Root>
          )}
          <TextField label={t('commissions.partners.slug')} hint={t('commissions.partners.slugHint')} {...form.bind('slug')} error={form.errorOf('slug') ?? (error?.onSlug ? error.text : undefined)} autoCapitalize="none" required />
          <TextField label={t('commissions.partners.rate')} hint={t('commissions.partners.rateHint')} {...form.bind('rate')} error={form.errorOf('rate')} inputMode="decimal" required />
          <Text fontSize="sm" color="fg.muted">
            {t('commissions.partners.frozen')}
          </Text>
        </Stack>
      </Dialog.Body>
      <DialogFooter confirmLabel={t('commissions.partners.save')} pending={pending} onBack={onClose} />
    </form>
  );
}

/** Changes a partner's slug (old links keep working) or rate (bookings made from now on). */
export function PartnerDialog({ partner, ...rest }: Props) {
  return (
    <Dialog.Root open={partner !== null} onOpenChange={(e) => !e.open && !rest.pending && rest.onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{partner && <PartnerForm partner={partner} {...rest} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
