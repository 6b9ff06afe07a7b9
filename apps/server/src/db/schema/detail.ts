import {
  bigint,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { appraisals } from './appraisals';
import { ts } from './columns';
import { dealers } from './dealers';
import { users } from './users';

/** A dealer's value of one setting (ids 40107-40118); a missing row means the domain default. */
export const dealerSettings = pgTable(
  'dealer_settings',
  {
    dealerId: integer('dealer_id')
      .notNull()
      .references(() => dealers.id, { onDelete: 'cascade' }),
    settingId: integer('setting_id').notNull(),
    value: text('value').notNull(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.settingId] })],
);

/**
 * A file attached to an appraisal. The row is created when the upload URL is handed out and
 * `uploadedAt` is set when the file arrives, so a document half-uploaded is never listed.
 */
export const appraisalDocuments = pgTable(
  'appraisal_documents',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    /** payoff, photos, groundingReceipt or billOfLading. */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Where the storage port keeps the bytes. */
    storageKey: text('storage_key').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    uploadedAt: ts('uploaded_at'),
  },
  (t) => [
    index('appraisal_documents_appraisal_idx').on(t.appraisalId, t.kind, t.id),
    uniqueIndex('appraisal_documents_storage_key').on(t.storageKey),
  ],
);

/**
 * What an outside service answered about an appraisal (GET /appraisals/{id}/api-results/{resultId}):
 * for now inspection condition reports; appraisals.pave_inspect_result_id points at the latest.
 */
export const apiResults = pgTable(
  'api_results',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** The provider's own id for it (the inspection session key). */
    externalId: text('external_id'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('api_results_appraisal_idx').on(t.appraisalId, t.provider, t.id)],
);

/** Inspection sessions we opened with the inspection provider, one per capture link sent. */
export const inspectionSessions = pgTable(
  'inspection_sessions',
  {
    id: serial('id').primaryKey(),
    appraisalId: integer('appraisal_id')
      .notNull()
      .references(() => appraisals.id, { onDelete: 'cascade' }),
    sessionKey: text('session_key').notNull(),
    captureUrl: text('capture_url').notNull(),
    status: text('status').notNull().default('Idle'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    completedAt: ts('completed_at'),
  },
  (t) => [
    uniqueIndex('inspection_sessions_key').on(t.sessionKey),
    index('inspection_sessions_appraisal_idx').on(t.appraisalId, t.id),
  ],
);

/**
 * State of the inspection provider's sandbox (DESIGN.md 5): it stands for an outside service, so
 * it keeps its own table and never reads ours.
 */
export const sandboxInspections = pgTable('sandbox_inspections', {
  sessionKey: text('session_key').primaryKey(),
  /** What the client sent to POST /sessions (vehicle, webhook URL, reference). */
  request: jsonb('request').$type<Record<string, unknown>>().notNull(),
  status: text('status').notNull().default('Idle'),
  photos: jsonb('photos').$type<{ label: string; file: string; type: string }[]>().notNull().default([]),
  answers: jsonb('answers').$type<Record<string, unknown>>(),
  grade: numeric('grade', { precision: 2, scale: 1, mode: 'number' }),
  createdAt: ts('created_at').notNull().defaultNow(),
  completedAt: ts('completed_at'),
});
