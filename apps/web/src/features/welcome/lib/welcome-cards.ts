import { allowService, NEW_APPRAISAL_TEXTS, onlyService, type RoleName } from '@dealer/domain';

export type WelcomeCardKey = 'share' | 'tradein' | 'lease' | 'service';

export interface WelcomeCard {
  key: WelcomeCardKey;
  label: string;
  description: string;
  /** Title of the dialog the card opens. */
  dialogTitle: string;
}

const CARDS: Record<WelcomeCardKey, WelcomeCard> = {
  share: {
    key: 'share',
    label: 'Share the customer form',
    description: 'Send a customer the form by link, e-mail or text message.',
    dialogTitle: 'Share customer form',
  },
  tradein: {
    key: 'tradein',
    label: 'Start a trade-in',
    description: 'Appraise a vehicle the customer wants to trade in.',
    dialogTitle: NEW_APPRAISAL_TEXTS.titleTradeIn,
  },
  lease: {
    key: 'lease',
    label: 'Start a lease return',
    description: 'Check in a vehicle coming back at the end of its lease.',
    dialogTitle: NEW_APPRAISAL_TEXTS.titleLease,
  },
  service: {
    key: 'service',
    label: 'Start a service appraisal',
    description: 'Appraise a vehicle visiting the service lane.',
    dialogTitle: NEW_APPRAISAL_TEXTS.titleService,
  },
};

/**
 * Spec part 1 section 2, Welcome page: share, trade-in and lease return (all three hidden for
 * service-only users); service appraisal only if service is allowed.
 */
export function welcomeCards(roles: readonly RoleName[]): WelcomeCard[] {
  const cards: WelcomeCard[] = [];
  if (!onlyService(roles)) cards.push(CARDS.share, CARDS.tradein, CARDS.lease);
  if (allowService(roles)) cards.push(CARDS.service);
  return cards;
}
