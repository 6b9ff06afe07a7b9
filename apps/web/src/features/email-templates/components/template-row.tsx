import { Anchor, Badge, Button, Group, Paper, Stack, Switch, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { EmailTemplate } from '../api/get-email-templates';

interface TemplateRowProps {
  template: EmailTemplate;
  editPath: string;
  onToggle: (enabled: boolean) => void;
  toggling: boolean;
}

/**
 * One template of the Emails tab: its name (to the editor), whether it is customised and, only
 * for a custom one (part 2 section 4), its enabled switch. Wraps onto two lines on a phone.
 */
export function TemplateRow({ template, editPath, onToggle, toggling }: TemplateRowProps) {
  return (
    <Paper withBorder p="md" component="li" aria-label={template.name}>
      <Group justify="space-between" align="flex-start" gap="sm" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 260px', minWidth: 0 }}>
          <Group gap="xs">
            <Anchor component={Link} to={editPath} fw={600}>
              {template.name}
            </Anchor>
            {template.customised ? (
              <Badge color="blue.8" variant="filled">
                Customised
              </Badge>
            ) : (
              <Badge color="gray.7" variant="outline">
                Default
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
        </Stack>
        <Group gap="md" wrap="nowrap">
          {template.customised ? (
            <Switch
              label="Enabled"
              aria-label={`Enabled: ${template.name}`}
              checked={template.enabled ?? false}
              disabled={toggling}
              onChange={(e) => onToggle(e.currentTarget.checked)}
            />
          ) : null}
          <Button component={Link} to={editPath} variant="light" size="xs" aria-label={`Edit ${template.name}`}>
            Edit
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
