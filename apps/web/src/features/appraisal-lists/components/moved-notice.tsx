import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';

interface MovedNotice {
  rowId: number;
  /** "Moved to Finalize payoff & Make offer". */
  text: string;
  onUndo: () => void;
}

const noticeId = (rowId: number) => `row-moved-${rowId}`;

/**
 * Says that an inline edit moved the record to another stage, with an Undo that puts the old
 * values back. Long enough on screen to reach the button; one notice per row.
 */
export function showMovedNotice({ rowId, text, onUndo }: MovedNotice): void {
  const id = noticeId(rowId);
  notifications.hide(id);
  notifications.show({
    id,
    autoClose: 10_000,
    message: (
      <Group justify="space-between" gap="sm" wrap="nowrap">
        <Text size="sm">{text}</Text>
        <Button
          size="compact-sm"
          variant="light"
          onClick={() => {
            notifications.hide(id);
            onUndo();
          }}
        >
          Undo
        </Button>
      </Group>
    ),
  });
}

/** A plain line about a row (the undo's result). */
export function showRowNotice(rowId: number, text: string): void {
  notifications.hide(noticeId(rowId));
  notifications.show({ id: `${noticeId(rowId)}-done`, message: text });
}
