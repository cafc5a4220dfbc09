import { useTranslation } from 'react-i18next';
import { Button, Dialog } from '@chakra-ui/react';

interface Props {
  /** The submit button's words ("Cancel booking", "Mark paid"). */
  confirmLabel: string;
  pending?: boolean;
  /** Red: the step takes something away (cancel, unassign, decline). */
  destructive?: boolean;
  onBack: () => void;
}

/** The footer of every admin dialog form: "Back" (not while the call runs), then the step's submit button. */
export function DialogFooter({ confirmLabel, pending = false, destructive = false, onBack }: Props) {
  const { t } = useTranslation('admin');
  return (
    <Dialog.Footer>
      <Button variant="outline" onClick={onBack} disabled={pending}>
        {t('dialog.back')}
      </Button>
      <Button type="submit" colorPalette={destructive ? 'red' : 'brand'} loading={pending}>
        {confirmLabel}
      </Button>
    </Dialog.Footer>
  );
}
