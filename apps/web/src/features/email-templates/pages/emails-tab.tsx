import { Alert, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useParams } from 'react-router';
import { useCurrentDealer } from '../../auth';
import { useEmailTemplates } from '../api/get-email-templates';
import { useSetEmailTemplateEnabled } from '../api/set-email-template-enabled';
import { TemplateRow } from '../components/template-row';
import { emailTemplateEditorPath } from '../lib/editor-path';

/** The Emails tab (part 2 section 2.6): every customer e-mail's template, customised or not. */
export function EmailsTab() {
  const { dealer } = useCurrentDealer();
  const { dslug = '' } = useParams();
  const templates = useEmailTemplates(dealer.id);
  const toggle = useSetEmailTemplateEnabled(dealer.id);

  const onToggle = (id: number, enabled: boolean) =>
    toggle.mutate({ id, enabled }, { onError: (e) => notifications.show({ color: 'red', message: e.message }) });

  return (
    <Stack gap="md">
      <Title order={2}>E-mail templates</Title>
      <Text size="sm">
        The e-mails your customers receive. Open one to write your own text; a customised template can be switched off
        to send the default again.
      </Text>
      {templates.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading templates" />
        </Center>
      ) : templates.isError ? (
        <Alert color="red" role="alert">
          {templates.error.message}
        </Alert>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="E-mail templates">
          {templates.data.map((t) => (
            <TemplateRow
              key={t.id}
              template={t}
              editPath={emailTemplateEditorPath(dslug, t.id)}
              toggling={toggle.isPending && toggle.variables?.id === t.id}
              onToggle={(enabled) => onToggle(t.id, enabled)}
            />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
