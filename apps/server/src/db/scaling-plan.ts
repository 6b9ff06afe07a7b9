/**
 * Where each table goes when the database grows past one PostgreSQL onto Citus (docs/scaling.md
 * mirrors this list; scaling-schema.test.ts holds the migrated schema to it, so a new table must be
 * placed here before its migration passes the suite).
 *
 * - distributed: a dealer's data, sharded by `dealer_id`, colocated with `appraisals`.
 * - reference: small, read with everything, rarely written: a copy on every node.
 * - person: keyed by a user, not a dealer: stays on the coordinator (a Citus local table).
 * - coordinator: the instances' own shared state and the sandboxes': stays on the coordinator.
 */
export type Placement = 'distributed' | 'reference' | 'person' | 'coordinator';

export interface TablePlan {
  placement: Placement;
  /**
   * What must change before the table is placed, by catalog object: `dealer_id` (the column), an
   * index or key by name, a foreign key by constraint name. Each is a migration still to write.
   */
  changes?: Readonly<Record<string, string>>;
  /** Indexes of a distributed table that keep not leading with `dealer_id`, each with why. */
  exceptions?: Readonly<Record<string, string>>;
}

const ADD_DEALER_ID = 'add dealer_id not null (filled from its appraisal), colocated with appraisals';
const KEY_WITH_DEALER = 'primary key (dealer_id, id): a distributed key must hold the distribution column';
/** A child of an appraisal: it needs the column, its key and its appraisal's foreign key with the dealer. */
const appraisalChild = (table: string, changes: Record<string, string> = {}): TablePlan => ({
  placement: 'distributed',
  changes: {
    dealer_id: ADD_DEALER_ID,
    [`${table}_appraisal_id_appraisals_id_fk`]:
      'foreign key (dealer_id, appraisal_id) references appraisals (dealer_id, id)',
    ...changes,
  },
});
/** A foreign key to another distributed table: colocated only when it carries the dealer on both sides. */
const withDealer = (column: string, target: string) =>
  `foreign key (dealer_id, ${column}) references ${target} (dealer_id, id) on delete set null (${column}) (PostgreSQL 15+: the dealer stays)`;

export const SCALING_PLAN: Readonly<Record<string, TablePlan>> = {
  // Distributed by dealer_id.
  appraisals: {
    placement: 'distributed',
    changes: {
      appraisals_pkey: KEY_WITH_DEALER,
      appraisals_affiliate_id_affiliates_id_fk: withDealer('affiliate_id', 'affiliates'),
      appraisals_dealer_bank_id_dealer_banks_id_fk: withDealer('dealer_bank_id', 'dealer_banks'),
      appraisals_campaign_id_campaigns_id_fk: withDealer('campaign_id', 'campaigns'),
    },
    exceptions: {
      appraisals_offer_expiry_idx:
        'the notification scan reads offers of every dealer that just ran out: it scans shard by shard, like the outbox',
    },
  },
  appraisal_activity: appraisalChild('appraisal_activity', {
    appraisal_activity_pkey: KEY_WITH_DEALER,
    appraisal_activity_appraisal_idx: 'index (dealer_id, appraisal_id, id)',
  }),
  appraisal_messages: appraisalChild('appraisal_messages', {
    appraisal_messages_pkey: KEY_WITH_DEALER,
    appraisal_messages_appraisal_idx: 'index (dealer_id, appraisal_id, id)',
    appraisal_messages_outbox_idx: 'index (dealer_id, outbox_id): a reply finds the record of its dealer’s text',
  }),
  appraisal_users: appraisalChild('appraisal_users', {
    appraisal_users_appraisal_id_user_id_pk: 'primary key (dealer_id, appraisal_id, user_id)',
    appraisal_users_user_idx: 'index (dealer_id, user_id): a user’s assignments are read at one dealer',
  }),
  bids: appraisalChild('bids', {
    bids_pkey: KEY_WITH_DEALER,
    bids_appraisal_idx: 'index (dealer_id, appraisal_id)',
    bids_one_preferred: 'unique (dealer_id, appraisal_id) where is_preferred',
  }),
  valuation_results: appraisalChild('valuation_results', {
    valuation_results_pkey: KEY_WITH_DEALER,
    valuation_results_appraisal_idx: 'index (dealer_id, appraisal_id, provider, id)',
  }),
  appraisal_documents: appraisalChild('appraisal_documents', {
    appraisal_documents_pkey: KEY_WITH_DEALER,
    appraisal_documents_appraisal_idx: 'index (dealer_id, appraisal_id, kind, id)',
    appraisal_documents_storage_key: 'unique (dealer_id, storage_key)',
  }),
  api_results: appraisalChild('api_results', {
    api_results_pkey: KEY_WITH_DEALER,
    api_results_appraisal_idx: 'index (dealer_id, appraisal_id, provider, id)',
  }),
  inspection_sessions: appraisalChild('inspection_sessions', {
    inspection_sessions_pkey: KEY_WITH_DEALER,
    inspection_sessions_appraisal_idx: 'index (dealer_id, appraisal_id, id)',
    inspection_sessions_key:
      'unique (dealer_id, session_key); the provider’s webhook names the dealer (its reference field) so the lookup is one shard',
  }),
  appraisal_offers: {
    placement: 'distributed',
    changes: {
      appraisal_offers_pkey: KEY_WITH_DEALER,
      appraisal_offers_appraisal_idx: 'index (dealer_id, appraisal_id, id)',
      appraisal_offers_idempotency_key: 'unique (dealer_id, appraisal_id, idempotency_key)',
      appraisal_offers_appraisal_id_appraisals_id_fk:
        'foreign key (dealer_id, appraisal_id) references appraisals (dealer_id, id)',
    },
  },
  appraisal_versions: { placement: 'distributed' },
  appraisal_day_counts: { placement: 'distributed' },
  appraisal_month_counts: { placement: 'distributed' },
  audit_log: { placement: 'distributed', changes: { audit_log_pkey: KEY_WITH_DEALER } },
  affiliates: { placement: 'distributed', changes: { affiliates_pkey: KEY_WITH_DEALER } },
  dealer_banks: { placement: 'distributed', changes: { dealer_banks_pkey: KEY_WITH_DEALER } },
  bidders: { placement: 'distributed', changes: { bidders_pkey: KEY_WITH_DEALER } },
  campaigns: { placement: 'distributed', changes: { campaigns_pkey: KEY_WITH_DEALER } },
  dealer_settings: { placement: 'distributed' },
  dealer_email_templates: {
    placement: 'distributed',
    changes: { dealer_email_templates_pkey: KEY_WITH_DEALER },
  },
  share_invites: {
    placement: 'distributed',
    changes: {
      share_invites_pkey: KEY_WITH_DEALER,
      share_invites_token:
        'unique (dealer_id, token); the public link names the dealer (a dealer prefix in the token) so the form is read from one shard',
      share_invites_campaign_id_campaigns_id_fk: withDealer('campaign_id', 'campaigns'),
    },
  },
  campaign_mailing_lists: {
    placement: 'distributed',
    changes: {
      campaign_mailing_lists_pkey: KEY_WITH_DEALER,
      campaign_mailing_lists_uid: 'unique (dealer_id, uid): every call that names a list carries its dealer',
      campaign_mailing_lists_campaign_id_campaigns_id_fk:
        'foreign key (dealer_id, campaign_id) references campaigns (dealer_id, id) on delete cascade',
    },
  },
  mailing_unsubscribes: { placement: 'distributed' },
  sms_consents: { placement: 'distributed' },
  sms_consent_events: { placement: 'distributed', changes: { sms_consent_events_pkey: KEY_WITH_DEALER } },
  valuation_provider_calls: { placement: 'distributed' },
  notification_settings: {
    placement: 'distributed',
    changes: {
      notification_settings_user_id_dealer_id_notification_pk:
        'primary key (dealer_id, user_id, notification): a dealer’s event finds its recipients by dealer',
    },
  },
  dealer_invitations: {
    placement: 'distributed',
    changes: { dealer_invitations_pkey: KEY_WITH_DEALER },
    exceptions: {
      dealer_invitations_user_idx:
        'a person’s open invitations (sign-in, profile): one small index read on each shard, a cross-shard query by design',
    },
  },
  notification_once: {
    placement: 'distributed',
    changes: {
      dealer_id: 'add dealer_id not null: every once-only event is one dealer’s (a maturing lease, a daily summary)',
      notification_once_notification_key_pk: 'primary key (dealer_id, notification, key)',
    },
  },
  outbox_messages: {
    placement: 'distributed',
    changes: {
      dealer_id:
        'not null: a person’s credential messages (reset, confirm, e-mail change, invitation; dealer_id null today) move to a person outbox on the coordinator',
      outbox_messages_pkey: KEY_WITH_DEALER,
      outbox_idempotency_key: 'unique (dealer_id, idempotency_key)',
      outbox_user_idx: 'moves with the person’s messages to the person outbox',
      outbox_provider_message_idx:
        'index (dealer_id, provider_message_id): the status callback URL names the dealer, so a delivery report updates one shard',
      outbox_sms_recipient_idx:
        'index (dealer_id, right(digits of recipient, 10)): an inbound text is matched to its dealer by the number it was sent to',
      outbox_sms_from_idx:
        'becomes a reference table of the numbers each dealer’s texts went from (number → dealer_id, written with the send and the status callback): an inbound text to a messaging service’s number finds its dealer without reading every shard',
    },
    exceptions: {
      outbox_due_idx:
        'the worker’s claim loop reads due messages of every dealer: it claims shard by shard (see docs/scaling.md)',
    },
  },
  jobs: {
    placement: 'distributed',
    changes: {
      dealer_id: 'add dealer_id not null: every job kind is one dealer’s (valuations of an appraisal, a mailing send)',
      jobs_pkey: KEY_WITH_DEALER,
    },
    exceptions: {
      jobs_due_idx: 'the worker’s claim loop reads due jobs of every dealer: it claims shard by shard',
      jobs_running_idx: 'the claim loop’s takeover of lapsed claims, shard by shard',
    },
  },

  // Reference tables: a copy on every node, so every shard joins them locally.
  roles: { placement: 'reference' },
  deal_types: { placement: 'reference' },
  dealer_groups: { placement: 'reference' },
  dealers: { placement: 'reference' },
  linked_dealers: { placement: 'reference' },
  users: { placement: 'reference' },
  dealer_user_roles: { placement: 'reference' },
  vehicle_history_snapshots: { placement: 'reference' },

  // Per person, on the coordinator.
  sessions: { placement: 'person' },
  user_tokens: { placement: 'person' },
  vehicle_history_connections: { placement: 'person' },
  vehicle_history_connect_states: { placement: 'person' },
  notifications_log: {
    placement: 'person',
    changes: {
      notifications_log_appraisal_id_appraisals_id_fk:
        'drop: a coordinator table cannot reference a distributed one; the id stays a plain number beside the link',
    },
  },

  // The instances' shared state and the sandboxes, on the coordinator.
  rate_limit_hits: { placement: 'coordinator' },
  valuation_provider_breakers: { placement: 'coordinator' },
  sandbox_inspections: { placement: 'coordinator' },
  sandbox_sms_messages: { placement: 'coordinator' },
  sandbox_vehicle_history_tokens: { placement: 'coordinator' },
};
