import { SUCCESS_MESSAGES } from '@dealer/domain';
import { Button, Group, Paper, Text } from '@mantine/core';

interface WorksheetActionBarProps {
  formId: string;
  dirty: boolean;
  lease: boolean;
  editable: boolean;
  canGround: boolean;
  busy: boolean;
  onGround: () => void;
  onReset: () => void;
}

/**
 * The worksheet's state and its Ground, Reset and Save buttons, kept at the bottom of the screen
 * (sticky) wherever the tab is scrolled, on a phone too. Save submits the worksheet form by its id.
 */
export function WorksheetActionBar(p: WorksheetActionBarProps) {
  return (
    <Paper
      withBorder
      shadow="sm"
      p="xs"
      data-testid="worksheet-actions"
      role="group"
      aria-label="Worksheet actions"
      style={{ position: 'sticky', bottom: 0, zIndex: 20 }}
    >
      {/* Right padding keeps the buttons clear of the shell's floating logo button. */}
      <Group justify="flex-end" gap="xs" pr={64}>
        <Text size="sm" role="status" mr="auto">
          {p.dirty ? 'Unsaved changes' : SUCCESS_MESSAGES.worksheetSaved}
        </Text>
        {p.lease ? (
          <Button variant="outline" color="orange" disabled={!p.editable || !p.canGround} onClick={p.onGround}>
            Ground
          </Button>
        ) : null}
        <Button variant="default" disabled={!p.editable} onClick={p.onReset}>
          Reset worksheet
        </Button>
        <Button type="submit" form={p.formId} disabled={!p.editable} loading={p.busy}>
          Save worksheet
        </Button>
      </Group>
    </Paper>
  );
}
