import { Alert, Button, Grid, Group, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useMemo, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { showConfirm } from '../../../components/confirm-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { isApiError } from '../../../lib/api-error';
import type { EmailTemplate } from '../api/get-email-templates';
import { useEmailPreview } from '../api/preview-email-template';
import { useResetEmailTemplate } from '../api/reset-email-template';
import { useSaveEmailTemplate } from '../api/save-email-template';
import { insertAtCursor, variableToken } from '../lib/insert-at-cursor';
import { formValues, type TemplateForm, templateResolver, toFieldErrors } from '../lib/template-form';
import { EmailPreview } from './email-preview';
import { SectionField } from './section-field';
import { UsableVars } from './usable-vars';

export const RESET_TEMPLATE_CONFIRMATION =
  'Reset this template to its default text? Your own text for it will be lost.';
/** Spec part 1 section 9: "Default debounce 500 ms". */
const PREVIEW_DEBOUNCE_MS = 500;

interface TemplateEditorProps {
  dealerId: number;
  template: EmailTemplate;
  listPath: string;
}

/** One field per section, the variables to insert and the live preview beside them. */
export function TemplateEditor({ dealerId, template, listPath }: TemplateEditorProps) {
  const navigate = useNavigate();
  const form = useForm<TemplateForm>({
    defaultValues: formValues(template),
    resolver: templateResolver(template),
    mode: 'onChange',
  });
  const save = useSaveEmailTemplate(dealerId);
  const reset = useResetEmailTemplate(dealerId);
  const lastField = useRef<HTMLInputElement | HTMLTextAreaElement | null>(null);

  const values = form.watch('values');
  const [debounced] = useDebouncedValue(JSON.stringify(values), PREVIEW_DEBOUNCE_MS);
  const body = useMemo(() => JSON.parse(debounced) as Record<string, string>, [debounced]);
  const preview = useEmailPreview(dealerId, template.id, body);

  const insert = (name: string) => {
    const el = lastField.current;
    const field = el?.name.replace(/^values\./, '');
    if (!el || !field) return;
    const next = insertAtCursor(el.value, el.selectionStart, el.selectionEnd, variableToken(name));
    form.setValue(`values.${field}`, next.text, { shouldDirty: true, shouldValidate: true });
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(next.caret, next.caret);
    });
  };

  const onSubmit = form.handleSubmit((data) =>
    save.mutate(
      { id: template.id, values: data.values, enabled: template.enabled ?? true },
      {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: `${template.name} saved.` });
          navigate(listPath);
        },
        onError: (e) => {
          const fields = isApiError(e) ? toFieldErrors(e.fields).values : undefined;
          if (fields)
            for (const [k, v] of Object.entries(fields)) form.setError(`values.${k}`, { message: v?.message });
          else notifications.show({ color: 'red', message: e.message });
        },
      },
    ),
  );

  const onReset = async () => {
    if (!(await showConfirm(RESET_TEMPLATE_CONFIRMATION))) return;
    reset.mutate(template.id, {
      onSuccess: (fresh) => {
        form.reset(formValues(fresh, true));
        notifications.show({ color: 'teal', message: `${template.name} is back to its default text.` });
      },
      onError: (e) => notifications.show({ color: 'red', message: e.message }),
    });
  };

  const fieldErrors = form.formState.errors.values;
  const previewError = preview.isError ? preview.error.message : null;
  return (
    <Grid gap="xl">
      <UnsavedChangesGuard dirty={form.formState.isDirty && !save.isPending && !save.isSuccess} />
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <form onSubmit={onSubmit} noValidate>
          <Stack gap="md">
            {template.customised && template.enabled === false ? (
              <Alert color="yellow">Your version is switched off: customers get the default text.</Alert>
            ) : null}
            {template.info.sections.map((s) => (
              <SectionField
                key={s.var}
                section={s}
                registration={s.readonly ? undefined : form.register(`values.${s.var}`)}
                error={fieldErrors?.[s.var]?.message}
                onFocusField={(el) => {
                  lastField.current = el;
                }}
              />
            ))}
            <Group gap="sm" wrap="wrap">
              <Button type="submit" loading={save.isPending}>
                Save
              </Button>
              <Button variant="default" onClick={() => navigate(listPath)}>
                Cancel
              </Button>
              {template.customised ? (
                <Button variant="outline" color="red.8" onClick={onReset} loading={reset.isPending}>
                  Reset to default
                </Button>
              ) : null}
            </Group>
            <UsableVars vars={template.info.usable_vars} onInsert={insert} canInsert />
          </Stack>
        </form>
      </Grid.Col>
      <Grid.Col span={{ base: 12, lg: 6 }}>
        <EmailPreview preview={preview.data} loading={preview.isFetching} error={previewError} />
      </Grid.Col>
    </Grid>
  );
}
