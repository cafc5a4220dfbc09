import { Button, Dialog, List, Portal, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

/** SPEC 2 'Having trouble logging in?': common causes, and who to ask; Try Again closes it. */
interface Props {
  open: boolean;
  onClose: () => void;
  /** Where focus goes when the dialog closes (the e-mail field, to try again). */
  finalFocus: () => HTMLElement | null;
}

export function HelpDialog({ open, onClose, finalFocus }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} finalFocusEl={finalFocus}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('auth.help.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <List.Root gap={2} ps={5}>
                <List.Item>{t('auth.help.typos')}</List.Item>
                <List.Item>{t('auth.help.caseAndSpaces')}</List.Item>
                <List.Item>{t('auth.help.password')}</List.Item>
              </List.Root>
              <Text mt={4}>{t('auth.help.admin')}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button colorPalette="brand" onClick={onClose}>
                {t('auth.help.tryAgain')}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
