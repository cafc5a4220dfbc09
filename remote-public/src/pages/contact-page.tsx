import { useTranslation } from 'react-i18next';
import { Grid } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { PageSection } from '@rides/ui/page-section';
import { ContactChannels } from '../contact/contact-channels';
import { ContactForm } from '../contact/contact-form';

/** /contact (SPEC 2, issue [G] 4): the form to support, and e-mail and WhatsApp with the 24/7 1-hour promise. */
export default function ContactPage() {
  const { t } = useTranslation('public');
  return (
    <Page title={t('pages.contact.title')} lead={t('pages.contact.lead')}>
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr' }} gap={{ base: 10, md: 12 }} alignItems="start">
        <PageSection title={t('contact.form.heading')}>
          <ContactForm />
        </PageSection>
        <ContactChannels />
      </Grid>
    </Page>
  );
}
