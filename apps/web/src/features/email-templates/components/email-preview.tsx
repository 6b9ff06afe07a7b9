import { Alert, Box, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { SegmentedChoice } from '../../../components/segmented-choice';
import type { EmailPreview as Preview } from '../api/preview-email-template';

type View = 'desktop' | 'phone' | 'text';
const WIDTH: Record<Exclude<View, 'text'>, string> = { desktop: '100%', phone: '390px' };
const VIEWS: readonly { value: View; label: string }[] = [
  { value: 'desktop', label: 'Desktop' },
  { value: 'phone', label: 'Phone' },
  { value: 'text', label: 'Plain text' },
];

interface EmailPreviewProps {
  preview: Preview | undefined;
  loading: boolean;
  error: string | null;
}

/**
 * The server-rendered e-mail at desktop or phone width, or its plain-text part. The HTML sits in a
 * sandboxed frame: no script runs and it cannot reach the page.
 */
export function EmailPreview({ preview, loading, error }: EmailPreviewProps) {
  const [view, setView] = useState<View>('desktop');
  return (
    <Stack gap="sm" component="section" aria-labelledby="email-preview-title">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Group gap="xs">
          <Title order={3} size="h5" id="email-preview-title">
            Preview
          </Title>
          {loading ? <Loader size="xs" aria-label="Updating the preview" /> : null}
        </Group>
        <SegmentedChoice
          name="email-preview-width"
          label="Preview width"
          value={view}
          onChange={setView}
          data={VIEWS}
        />
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
      {preview ? (
        <>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            <strong>Subject:</strong> {preview.subject}
          </Text>
          {view === 'text' ? (
            <Paper withBorder p="sm">
              <Text
                component="pre"
                size="sm"
                m={0}
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit' }}
                aria-label="Plain-text e-mail"
              >
                {preview.text}
              </Text>
            </Paper>
          ) : (
            <Box style={{ overflowX: 'auto' }}>
              <iframe
                title={view === 'phone' ? 'E-mail preview, phone width' : 'E-mail preview, desktop width'}
                srcDoc={preview.html}
                sandbox=""
                style={{
                  display: 'block',
                  width: WIDTH[view],
                  // A column narrower than a phone (the editor on a phone) shows the phone view at
                  // its own width: 390 px in a 358 px column cut the e-mail's right edge off.
                  maxWidth: '100%',
                  height: 640,
                  border: '1px solid var(--mantine-color-gray-4)',
                  borderRadius: 'var(--mantine-radius-sm)',
                  margin: view === 'phone' ? '0 auto' : undefined,
                  background: '#fff',
                }}
              />
            </Box>
          )}
        </>
      ) : null}
    </Stack>
  );
}
