import { LOGO_MESSAGES, LOGO_MIME_TYPES } from '@dealer/domain';
import { Button, FileButton, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { showConfirm } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useDealerLogo } from '../api/dealer-logo';
import type { DealerProfile } from '../api/dealer-profile';

/** The logo customers see on the offer page and the public forms: upload, replace or remove. */
export function LogoField({ profile }: { profile: DealerProfile }) {
  const { upload, remove } = useDealerLogo(profile.id);
  const [error, setError] = useState<string | null>(null);
  const busy = upload.isPending || remove.isPending;

  const onFile = async (file: File | null) => {
    if (!file) return;
    setError(null);
    try {
      await upload.mutateAsync(file);
      notifications.show({ message: 'Logo saved' });
    } catch (err) {
      setError(isApiError(err) ? (err.fields.file ?? err.message) : LOGO_MESSAGES.type);
    }
  };
  const onRemove = async () => {
    if (!(await showConfirm('Remove the logo? Customers will see the dealer name alone.'))) return;
    setError(null);
    try {
      await remove.mutateAsync();
      notifications.show({ message: 'Logo removed' });
    } catch (err) {
      setError(isApiError(err) ? err.message : 'The logo was not removed.');
    }
  };

  return (
    <Stack gap="xs" role="group" aria-labelledby="dealer-logo-label">
      <Text id="dealer-logo-label" fw={500} size="sm">
        Logo
      </Text>
      <Group gap="md" align="center">
        <Paper
          withBorder
          p="xs"
          w={180}
          h={72}
          display="flex"
          style={{ alignItems: 'center', justifyContent: 'center' }}
        >
          {profile.logoUrl ? (
            <Image src={profile.logoUrl} alt={`${profile.name} logo`} mah={56} maw={160} w="auto" fit="contain" />
          ) : (
            <Text size="sm" c="dimmed">
              No logo
            </Text>
          )}
        </Paper>
        <FileButton onChange={onFile} accept={LOGO_MIME_TYPES.join(',')} disabled={busy}>
          {(props) => (
            <Button {...props} variant="default" loading={upload.isPending}>
              {profile.logoUrl ? 'Replace logo' : 'Upload logo'}
            </Button>
          )}
        </FileButton>
        {profile.logoUrl ? (
          <Button variant="subtle" color="red" onClick={onRemove} loading={remove.isPending} disabled={busy}>
            Remove logo
          </Button>
        ) : null}
      </Group>
      <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
        {error ?? 'PNG, JPEG or WebP, up to 1 MB. Shown to customers on their offer and the dealer forms.'}
      </Text>
    </Stack>
  );
}
