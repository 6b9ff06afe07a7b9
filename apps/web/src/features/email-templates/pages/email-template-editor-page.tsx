import { Alert, Anchor, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { Link, useParams, useSearchParams } from 'react-router';
import { useCurrentDealer } from '../../auth';
import { useEmailTemplate } from '../api/get-email-template';
import { TemplateEditor } from '../components/template-editor';
import { emailsTabPath } from '../lib/editor-path';

/** /{dslug}/settings/email-templates?id=N: the editor of one template (part 2 section 2.6). */
export function EmailTemplateEditorPage() {
  const { dealer } = useCurrentDealer();
  const { dslug = '' } = useParams();
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const template = useEmailTemplate(dealer.id, Number.isInteger(id) ? id : 0);
  const listPath = emailsTabPath(dslug);

  return (
    <Stack gap="md">
      <Anchor component={Link} to={listPath} size="sm">
        ← All e-mail templates
      </Anchor>
      {!(id > 0) ? (
        <Alert color="red" role="alert">
          Choose a template.
        </Alert>
      ) : template.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading the template" />
        </Center>
      ) : template.isError ? (
        <Alert color="red" role="alert">
          {template.error.message}
        </Alert>
      ) : (
        <>
          <Stack gap={4}>
            <Title order={2}>{template.data.name} e-mail</Title>
            <Text size="sm" c="dimmed">
              {template.data.description}
            </Text>
          </Stack>
          {/* Keyed by the saved version: a reset or save elsewhere starts the form afresh. */}
          <TemplateEditor
            key={`${template.data.id}:${template.data.updatedAt ?? 'default'}`}
            dealerId={dealer.id}
            template={template.data}
            listPath={listPath}
          />
        </>
      )}
    </Stack>
  );
}
