import { Button, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';

/**
 * The shared "Alert" dialog (spec part 1, "Shared widgets": titles Alert, Please confirm,
 * Input required; buttons Cancel and OK). Resolves when the user closes it.
 */
export function showAlert(message: string): Promise<void> {
  return new Promise((resolve) => {
    const id = modals.open({
      title: 'Alert',
      centered: true,
      onClose: () => resolve(),
      children: (
        <>
          <Text>{message}</Text>
          <Group justify="flex-end" mt="md">
            <Button data-autofocus onClick={() => modals.close(id)}>
              OK
            </Button>
          </Group>
        </>
      ),
    });
  });
}
