import { NewAppraisalDialog, ShareFormDialog, START_KINDS, type StartKind } from '../../intake';
import type { WelcomeCard, WelcomeCardKey } from '../lib/welcome-cards';

interface StartDialogProps {
  card: WelcomeCard | null;
  onClose: () => void;
}

const KINDS: Record<Exclude<WelcomeCardKey, 'share'>, StartKind> = {
  tradein: START_KINDS.tradein,
  lease: START_KINDS.lease,
  service: START_KINDS.service,
};

/** The dialog a Welcome card opens: the Share-form dialog, or the New appraisal dialog of its kind. */
export function StartDialog({ card, onClose }: StartDialogProps) {
  const kind = card && card.key !== 'share' ? KINDS[card.key] : null;
  return (
    <>
      <ShareFormDialog opened={card?.key === 'share'} title={card?.dialogTitle ?? ''} onClose={onClose} />
      <NewAppraisalDialog opened={kind !== null} kind={kind} onClose={onClose} />
    </>
  );
}
