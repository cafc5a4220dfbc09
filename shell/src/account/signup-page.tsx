import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from '@rides/platform/router';
import { useTranslation } from 'react-i18next';
import { Button, Card, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Page } from '@rides/ui/page';
import { useSession } from '@rides/platform/session';
import { useAccountNamespace } from './account-namespace';
import { SignUpForm } from './signup-form';
import { CheckEmail } from './check-email';
import { Waiting } from '@rides/ui/waiting';

const CHOICES = [
  { kind: 'customer', to: '/signup?as=customer' },
  { kind: 'driver', to: '/signup/driver' },
  { kind: 'partner', to: '/signup/partner' },
] as const;

/**
 * /signup (SPEC 2): choose how you will use the service. The customer form opens here
 * (`?as=customer`, so a reload keeps it); drivers and partners have their own routes.
 */
export default function SignupPage() {
  const ready = useAccountNamespace();
  const { t } = useTranslation('account');
  const { t: tc } = useTranslation();
  const signedIn = useSession((s) => s.status === 'signedIn');
  const [params] = useSearchParams();
  const [done, setDone] = useState<{ email: string; sent: boolean } | null>(null);
  if (!ready) return <Waiting text={tc('remote.loading')} />;

  if (params.get('as') === 'customer' && !signedIn) {
    return (
      <Page title={t('signup.customerHeading')}>
        <Stack maxW="lg" gap={6}>
          {done ? (
            <CheckEmail email={done.email} verificationSent={done.sent} applied={false} />
          ) : (
            <>
              <SignUpForm kind="customer" signedIn={false} onSignedUp={(email, sent) => setDone({ email, sent })} onApplied={() => undefined} />
              <Link asChild color="brand.fg">
                <RouterLink to="/signup">{t('signup.backToChoice')}</RouterLink>
              </Link>
            </>
          )}
        </Stack>
      </Page>
    );
  }

  const choices = signedIn ? CHOICES.filter((c) => c.kind !== 'customer') : CHOICES;
  return (
    <Page title={t('signup.title')} lead={t('signup.lead')}>
      <Heading as="h2" size="lg" mb={4}>
        {t('signup.choose')}
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 3 }} gap={4}>
        {choices.map((c) => (
          <Card.Root as="li" key={c.kind}>
            <Card.Body gap={2}>
              <Card.Title as="h3">{t(`signup.${c.kind}Title`)}</Card.Title>
              <Card.Description>{t(`signup.${c.kind}Body`)}</Card.Description>
            </Card.Body>
            <Card.Footer>
              <Button asChild colorPalette="brand" variant={c.kind === 'customer' ? 'solid' : 'outline'}>
                <RouterLink to={c.to}>{t(`signup.${c.kind}Cta`)}</RouterLink>
              </Button>
            </Card.Footer>
          </Card.Root>
        ))}
      </SimpleGrid>
      {!signedIn && (
        <Text mt={8}>
          {t('signup.haveAccount')}{' '}
          <Link asChild color="brand.fg" fontWeight="semibold">
            <RouterLink to="/auth">{t('signup.signIn')}</RouterLink>
          </Link>
        </Text>
      )}
    </Page>
  );
}
