import { Suspense, lazy, useEffect, useRef, useState, type ComponentType } from 'react';
import { Box, Button, Icon } from '@chakra-ui/react';
import { useLocation, useNavigate } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';

/**
 * The help dialog's code is its own chunk, fetched on the first click (or #help): it is not in the
 * page's first download, and nothing preloads it on hover.
 */
type HelpDialogProps = { open: boolean; onClose: () => void; onNavigate: () => void };
const HelpDialog = lazy(
  (): Promise<{ default: ComponentType<HelpDialogProps> }> => import(/* webpackChunkName: "help-dialog" */ './help-dialog').catch(() => ({ default: HelpUnavailable })),
);

/**
 * The dialog's chunk could not be fetched (offline, a deploy in between): the contact page instead,
 * which offers the same ways to reach a person, rather than an error that would take the shell down.
 */
function HelpUnavailable({ onClose }: HelpDialogProps) {
  const navigate = useNavigate();
  useEffect(() => {
    onClose();
    navigate('/contact');
  }, [navigate, onClose]);
  return null;
}

/** `#help` on any page opens the dialog, so pages (the home page's "Need help?", remotes) can link to it. */
export const HELP_HASH = '#help';

function QuestionIcon() {
  return (
    <Icon boxSize={4} aria-hidden="true">
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="12" cy="12" r="10" />
        <path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01" />
      </svg>
    </Icon>
  );
}

/**
 * The header's Help entry (SPEC 2): a small button that opens the help dialog; below `sm` only its
 * icon shows, its name stays "Help". The dialog also opens whenever the address's hash is `#help`;
 * closing it takes the hash away again (same page, same query), so the same link works twice.
 */
export function HelpButton() {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on (the conversation is kept while the page lives).
  const [wanted, setWanted] = useState(false);
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);

  const show = () => {
    setWanted(true);
    setOpen(true);
  };
  useEffect(() => {
    if (location.hash === HELP_HASH) show();
  }, [location.hash, location.key]);
  // A plain <a href="#help"> the router did not see (outside its links) opens it too.
  useEffect(() => {
    const onHash = () => window.location.hash === HELP_HASH && show();
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const hide = () => setOpen(false);
  const close = () => {
    hide();
    const { pathname, search, hash, state } = here.current;
    if (hash === HELP_HASH) navigate({ pathname, search, hash: '' }, { replace: true, state });
  };

  return (
    <>
      <Button
        size="sm"
        variant="outline"
        color="white"
        borderColor="whiteAlpha.700"
        _hover={{ bg: 'brand.600' }}
        aria-label={t('nav.help')}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={show}
      >
        <QuestionIcon />
        <Box as="span" hideBelow="sm">
          {t('nav.help')}
        </Box>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <HelpDialog open={open} onClose={close} onNavigate={hide} />
        </Suspense>
      )}
    </>
  );
}
