import { ERROR_MESSAGES } from '@dealer/domain';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMailOpened } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { showAlert } from '../../../components/alert-dialog';
import { showConfirm } from '../../../components/confirm-dialog';
import { isApiError } from '../../../lib/api-error';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useDeclineInvitation } from '../api/decline-invitation';
import { INVITATIONS_KEY, type Invitation, useInvitations } from '../api/get-invitations';
import { focusAfterNotice } from '../lib/focus-after-notice';
import { declineConfirmation, INVITATION_GONE, invitationText, invitedByText } from '../lib/invitation-texts';

/**
 * The signed-in person's open invitations to other dealers, at the top of the page in its flow
 * (issue 35): each says who invited them and as what, with Accept and Decline. Nothing is drawn
 * while there are none or the list cannot be read.
 */
export function InvitationNotices() {
  const invitations = useInvitations();
  const listRef = useRef<HTMLDivElement>(null);
  // Set by an answer; the focus moves once the answered notice has left the page.
  const [answered, setAnswered] = useState(0);
  const list = invitations.data ?? [];

  useEffect(() => {
    if (answered > 0) focusAfterNotice(listRef.current);
  }, [answered]);

  if (list.length === 0) return null;
  return (
    <Stack ref={listRef} component="section" aria-label="Invitations" gap="sm" mb="md">
      {list.map((invitation) => (
        <InvitationNotice key={invitation.id} invitation={invitation} onAnswered={() => setAnswered((n) => n + 1)} />
      ))}
    </Stack>
  );
}

function InvitationNotice({ invitation, onAnswered }: { invitation: Invitation; onAnswered: () => void }) {
  const textId = useId();
  const queryClient = useQueryClient();
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const pending = accept.isPending || decline.isPending;

  const answer = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (error) {
      await showAlert(isApiError(error) && error.status === 404 ? INVITATION_GONE : ERROR_MESSAGES.generic);
      await queryClient.invalidateQueries({ queryKey: INVITATIONS_KEY });
    }
    onAnswered();
  };
  const onAccept = () => answer(() => accept.mutateAsync(invitation.id));
  const onDecline = async () => {
    if (!(await showConfirm(declineConfirmation(invitation)))) return;
    await answer(() => decline.mutateAsync(invitation.id));
  };

  return (
    <Paper withBorder radius="md" p="sm" bg="blue.0" data-invitation={invitation.id}>
      <Group justify="space-between" align="center" gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: '1 1 16rem' }}>
          <IconMailOpened size={22} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
          <div id={textId}>
            <Text fw={500}>{invitationText(invitation)}</Text>
            <Text size="sm">{invitedByText(invitation)}</Text>
          </div>
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button
            data-invitation-accept
            aria-describedby={textId}
            loading={accept.isPending}
            disabled={pending && !accept.isPending}
            onClick={() => void onAccept()}
          >
            Accept
          </Button>
          <Button
            variant="default"
            aria-describedby={textId}
            loading={decline.isPending}
            disabled={pending && !decline.isPending}
            onClick={() => void onDecline()}
          >
            Decline
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}
