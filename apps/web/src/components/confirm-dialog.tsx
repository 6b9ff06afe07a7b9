import { DIALOG_TITLES } from '@dealer/domain';
import { Button, Group, Text } from '@mantine/core';
import { openDialog } from './dialog-host';

/**
 * The shared "Please confirm" dialog (spec part 1, "Shared widgets": buttons Cancel and OK).
 * Resolves true on OK, false on Cancel, Esc or closing it. OK takes the focus, as a browser's
 * confirm does, so Enter confirms.
 */
export function showConfirm(message: string): Promise<boolean> {
  return new Promise((resolve) => {
    let confirmed = false;
    openDialog({
      title: DIALOG_TITLES.confirm,
      onClose: () => resolve(confirmed),
      body: (close) => (
        <>
          <Text>{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                confirmed = true;
                close();
              }}
            >
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}
