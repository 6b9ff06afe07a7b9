import { Button, Group, Text } from '@mantine/core';
import { openDialog } from './dialog-host';

/**
 * The shared "Alert" dialog (spec part 1, "Shared widgets": titles Alert, Please confirm,
 * Input required; buttons Cancel and OK). Resolves when the user closes it.
 */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    openDialog({
      title: 'Alert',
      onClose: () => resolve(),
      body: (close) => (
        <>
          <Text>{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button data-autofocus onClick={close}>
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}
