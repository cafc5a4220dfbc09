import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from '@rides/platform/router';
import { Page } from '@rides/ui/page';
import { recordPartner } from '../booking/partner-attribution';

/**
 * /p/{partnerSlug} (SPEC 2): records the partner whose link brought the visitor (first-party, 30
 * days, last click wins: booking/partner-attribution.ts) and goes to the home page's booking form.
 */
export default function PartnerRedirectPage() {
  const { t } = useTranslation('public');
  const { partnerSlug } = useParams();
  const navigate = useNavigate();
  useEffect(() => {
    recordPartner(partnerSlug);
    navigate('/', { replace: true });
  }, [partnerSlug, navigate]);
  return <Page title={t('pages.partnerRedirect.title')} lead={t('pages.partnerRedirect.lead')} />;
}
