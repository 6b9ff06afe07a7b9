import { Button, Group, Modal, Text } from '@mantine/core';
import type { WelcomeCard } from '../lib/welcome-cards';

interface StartDialogProps {
  card: WelcomeCard | null;
  onClose: () => void;
}

/** The dialog a Welcome card opens. Its form (new appraisal, share form) arrives in a later issue. */
export function StartDialog({ card, onClose }: StartDialogProps) {
  return (
    <Modal opened={card !== null} onClose={onClose} title={card?.dialogTitle} centered>
      <Text>This form is coming in a later release.</Text>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onClose}>
          Close
        </Button>
      </Group>
    </Modal>
  );
}
