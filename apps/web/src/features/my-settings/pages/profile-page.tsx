import { Divider, Stack, Title } from '@mantine/core';
import { usePageTitle } from '../../../app/use-page-title';
import { useSession } from '../../auth';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';
import { MySettingsTabs } from '../components/settings-tabs';

/** /my/settings/profile (part 2 section 2.7): the user's own profile and password. */
export function ProfilePage() {
  const title = usePageTitle();
  const { user } = useSession();
  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <MySettingsTabs />
      <ProfileForm user={user} />
      <Divider />
      <PasswordForm />
    </Stack>
  );
}
