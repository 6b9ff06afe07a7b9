import { NOTIFICATION_TEXTS } from '@dealer/domain';
import { Alert, Button, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { showAlert } from '../../../components/alert-dialog';
import { useCurrentDealer } from '../../auth';
import { useNotificationSettings, useSaveNotificationSettings } from '../api/notification-settings';
import { useSendTestNotification } from '../api/send-test-notification';
import { DealerSettingsTable } from '../components/dealer-settings-table';

/** /my/settings/notifications: the user's switches per dealer and notification, and a test notification. */
export function NotificationSettingsPage() {
  const { dealer } = useCurrentDealer();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const test = useSendTestNotification();

  const sendTest = () =>
    test.mutate(dealer.id, {
      onSuccess: (r) => {
        if (!r.sent) void showAlert(NOTIFICATION_TEXTS.testNotSent);
        else
          notifications.show({
            message: NOTIFICATION_TEXTS.testSent,
            color: 'green',
            closeButtonProps: { 'aria-label': 'Close notification' },
          });
      },
      onError: () => void showAlert(NOTIFICATION_TEXTS.testError),
    });

  return (
    <Stack gap="lg" maw={960}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>{NOTIFICATION_TEXTS.settingsTitle}</Title>
        <Button onClick={sendTest} loading={test.isPending} variant="light">
          {NOTIFICATION_TEXTS.testButton}
        </Button>
      </Group>
      {settings.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading notification settings" />
        </Center>
      ) : settings.isError ? (
        <Alert color="red" role="alert">
          {settings.error.message}
        </Alert>
      ) : settings.data.dealers.length === 0 ? (
        <Text>{NOTIFICATION_TEXTS.empty}</Text>
      ) : (
        settings.data.dealers.map((d) => (
          <DealerSettingsTable
            key={d.id}
            data={settings.data}
            dealer={d}
            disabled={save.isPending}
            onChange={(changes) => save.mutate(changes, { onError: (err) => void showAlert(err.message) })}
          />
        ))
      )}
    </Stack>
  );
}
