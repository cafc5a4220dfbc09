import { useTranslation } from 'react-i18next';
import { Alert, Button, Card, Heading, Link, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useParams } from '@rides/platform/router';
import { isNotFound } from '@rides/platform/refusal';
import { useSession } from '@rides/platform/session';
import { Page } from '@rides/ui/page';
import { Waiting } from '@rides/ui/waiting';
import { PageSection } from '@rides/ui/page-section';
import { RoleTags } from '../users/role-tags';
import { UserAccess } from '../users/user-access';
import { UserBookings } from '../users/user-bookings';
import { UserEvents } from '../users/user-events';
import { UserProfile } from '../users/user-profile';
import { UserRolesForm } from '../users/user-roles-form';
import { useUserChanges } from '../users/use-user-changes';
import { useUserDetail } from '../users/use-user-detail';

/**
 * /admin/users/{id}: one account: its profile, its roles (edited and saved as a whole), whether it may
 * sign in (disable after a confirmation, enable), its bookings and its latest security events.
 */
export default function UserPage() {
  const { t } = useTranslation('admin');
  const { id = '' } = useParams();
  const detail = useUserDetail(id);
  const changes = useUserChanges();
  const me = useSession((s) => s.user?.id ?? null);
  const back = (
    <Link asChild colorPalette="brand" mb={4} display="inline-block">
      <RouterLink to="/admin/users">{t('users.back')}</RouterLink>
    </Link>
  );

  if (detail.isPending) {
    return (
      <Page wide title={t('pages.adminUser.title')}>
        <Waiting text={t('users.loadingOne')} />
      </Page>
    );
  }
  if (detail.isError) {
    const missing = isNotFound(detail.error);
    return (
      <Page wide title={t('pages.adminUser.title')}>
        {back}
        <Alert.Root status={missing ? 'warning' : 'error'} role="alert" alignItems="center">
          <Alert.Indicator />
          <Alert.Description flex="1">{t(missing ? 'users.notFound' : 'users.loadOneFailed')}</Alert.Description>
          {!missing && (
            <Button size="sm" colorPalette="brand" onClick={() => void detail.refetch()}>
              {t('board.retry')}
            </Button>
          )}
        </Alert.Root>
      </Page>
    );
  }

  const { user, bookings, moreBookings, securityEvents } = detail.data;
  return (
    <Page wide title={user.fullName ?? user.email ?? t('pages.adminUser.title')} lead={t('pages.adminUser.lead')}>
      {back}
      <Stack gap={8}>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap={6}>
          <Card.Root size="sm">
            <Card.Body gap={3}>
              <Heading as="h2" size="md">
                {t('users.profile.title')}
              </Heading>
              <UserProfile user={user} />
              <RoleTags roles={user.roles} />
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm">
            <Card.Body gap={3}>
              <Heading as="h2" size="md">
                {t('users.roles.title')}
              </Heading>
              {/* Fresh from the server after each save: the form starts from the roles it holds. */}
              <UserRolesForm key={user.roles.join()} user={user} saving={changes.savingRoles} onSave={(roles) => changes.saveRoles(user.id, roles)} />
            </Card.Body>
          </Card.Root>
          <Card.Root size="sm">
            <Card.Body gap={3}>
              <Heading as="h2" size="md">
                {t('users.access.title')}
              </Heading>
              <UserAccess user={user} isSelf={me === user.id} saving={changes.savingDisabled} onChange={(disabled) => changes.setDisabled(user.id, disabled)} />
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
        <PageSection size="md" title={t('users.bookings.title')}>
          <UserBookings bookings={bookings} more={moreBookings} email={user.email} />
        </PageSection>
        <PageSection size="md" title={t('users.events.title')}>
          <UserEvents events={securityEvents} />
        </PageSection>
      </Stack>
    </Page>
  );
}
