import {
  allowReadVals,
  allowTransfers,
  allowWriteAppraisal,
  allowWriteValues,
  canEnterRoute,
  canFetchFirstUser,
  canGenerateOdometerStatement,
  canManageUsers,
  canRerunValuation,
  canSeeServiceQr,
  canSeeWorksheet,
  canShareForm,
  canStartAppraisal,
  canUploadMailingList,
  ROUTE_ROLES,
  type RoleName,
} from '@dealer/domain';
import type { NewAppraisal } from '../../../src/db/seed/appraisal-generator';

/**
 * Who may call each operation, as the domain's permission functions say (spec part 1 section 6).
 * The role matrix calls every operation as every role and expects a 403 exactly where this says
 * no. A route added without an entry here fails the matrix by name.
 */
export interface RoutePermission {
  /** The domain predicate over the roles held at the dealer (DEALER plus the role under test). */
  allowed: (roles: readonly RoleName[]) => boolean;
  /**
   * No role check at all (public, session-only, or its own credential: a token, a password, a
   * signature): every role gets the same answer.
   */
  roleFree?: true;
  /** The appraisal the call acts on, when the action needs a record of a kind (a lease return ...). */
  record?: Partial<NewAppraisal>;
}

const anyone: RoutePermission = { allowed: () => true, roleFree: true };
/** A dealer route without declared roles: DEALER (canEnterRoute with no list). */
const dealer: RoutePermission = { allowed: (roles) => canEnterRoute(roles) };
const userAdmin: RoutePermission = { allowed: canManageUsers };
const writer: RoutePermission = { allowed: allowWriteAppraisal };
/** Writes of the worksheet's figures (recon, payoff, worksheet, offer, buy, ground): allowWriteValues. */
const valueWriter: RoutePermission = { allowed: allowWriteValues };
/** Dealer settings tabs except Campaigns (part 2 sections 2.6 and 6): dealer admin only. */
const settingsAdmin: RoutePermission = { allowed: (roles) => canEnterRoute(roles, ROUTE_ROLES.dealerSettings) };
/** The Campaigns tab (part 2 section 6): dealer admin, acquisition, finance and sales managers. */
const campaignsTab: RoutePermission = { allowed: (roles) => canEnterRoute(roles, ROUTE_ROLES.campaigns) };
/** Value data read on its own (what was paid for comparable vehicles): the roles that may read valuations. */
const valueReader: RoutePermission = { allowed: (roles) => canEnterRoute(roles) && allowReadVals(roles) };
/** A rerun on the matrix's open record: it may fill the worksheet, so it is a worksheet write too. */
const rerun: RoutePermission = {
  allowed: (roles) => canRerunValuation(roles, { appraisalStatusId: null, deletedAt: null }),
};
const lease: Partial<NewAppraisal> = { appraisalTypeId: 2, appraisalStatusId: null, deletedAt: null };

export const ROUTE_PERMISSIONS: Record<string, RoutePermission> = {
  'GET /api/health': anyone,
  'GET /api/ready': anyone,
  'GET /api/public/client-config': anyone,
  'POST /api/auth/login': anyone,
  'GET /api/auth/logout': anyone,
  'PUT /api/auth/forgot-password': anyone,
  'PUT /api/auth/reset-password': anyone,
  'PUT /api/auth/confirm-account': anyone,
  'GET /api/user': anyone,
  'PUT /api/user': anyone,
  'PUT /api/user/password': anyone,
  // The signed-in person's own invitations: a session, no dealer role (404 for anyone else's).
  'GET /api/user/invitations': anyone,
  'POST /api/user/invitations/{invitationId}/accept': anyone,
  'POST /api/user/invitations/{invitationId}/decline': anyone,
  'PUT /api/auth/confirm-email': anyone,
  'GET /api/users': userAdmin,
  'GET /api/users/{userId}': userAdmin,
  'POST /api/users': userAdmin,
  'PUT /api/users/{userId}': userAdmin,
  'DELETE /api/users/{userId}': userAdmin,
  'GET /api/users/roles': dealer,
  'GET /api/users/deal': dealer,
  'GET /api/user/notification-settings': anyone,
  'PUT /api/user/notification-setting': anyone,
  'PUT /api/user/notification-settings': anyone,
  'GET /api/notifications_log': anyone,
  'PUT /api/notifications_log/update-logs': anyone,
  'POST /api/notifications_log/check': anyone,
  'POST /api/user/send-test-notification': anyone,
  'GET /api/user/connect-pusher': anyone,
  'GET /api/user/generate-pusher-token': anyone,
  'GET /api/public/dealers/{slug}': anyone,
  'GET /api/outbox': { allowed: (roles) => canEnterRoute(roles, ROUTE_ROLES.outbox) },
  'GET /api/dealer_email_templates': settingsAdmin,
  'GET /api/dealer_email_templates/{id}': settingsAdmin,
  'POST /api/dealer_email_templates': settingsAdmin,
  'PUT /api/dealer_email_templates/{id}': settingsAdmin,
  'DELETE /api/dealer_email_templates/{id}': settingsAdmin,
  'POST /api/dealer_email_templates/preview': settingsAdmin,
  'GET /api/dashboards/{type}': { allowed: (roles) => canEnterRoute(roles, ROUTE_ROLES.dashboard) },
  'GET /api/dashboards/{type}/accuracy': {
    allowed: (roles) => canEnterRoute(roles, ROUTE_ROLES.dashboard) && allowReadVals(roles),
  },
  'GET /api/dealer_stats': { allowed: (roles) => canEnterRoute(roles, ROUTE_ROLES.myStats) },
  'GET /api/appraisals': dealer,
  'GET /api/appraisals/counts': dealer,
  'GET /api/missing_payoff_appraisals': dealer,
  'GET /api/awaiting_inspection_appraisals': dealer,
  'GET /api/resend_offer_appraisals': dealer,
  'GET /api/high_equity_appraisals': dealer,
  'GET /api/expiring_offer_appraisals': dealer,
  'GET /api/global_search': dealer,
  'GET /api/dealer_users': dealer,
  'GET /api/users/appraisal': dealer,
  'GET /api/appraisal_deal_types': dealer,
  'GET /api/dealer_bidders': dealer,
  'GET /api/linked_dealers': dealer,
  'GET /api/dealer_campaigns': dealer,
  'GET /api/dealer_campaigns/{id}': dealer,
  'POST /api/dealer_campaigns': campaignsTab,
  'PUT /api/dealer_campaigns/{id}': campaignsTab,
  'DELETE /api/dealer_campaigns/{id}': campaignsTab,
  'GET /api/dealer_campaigns/{id}/qr/{link}/{format}': campaignsTab,
  'GET /api/service_qr': { allowed: canSeeServiceQr },
  'GET /api/service_qr/{format}': { allowed: canSeeServiceQr },
  'GET /api/dealer_campaigns/{id}/documents': { allowed: canUploadMailingList },
  'POST /api/dealer_campaigns/{id}/documents': { allowed: canUploadMailingList },
  'GET /api/dealer_campaigns/document/{id}': { allowed: canUploadMailingList },
  'GET /api/dealer_campaigns/document/{id}/sendEmail': { allowed: canUploadMailingList },
  'POST /api/dealer_campaigns/document/{id}/cancelSend': { allowed: canUploadMailingList },
  'POST /api/public/unsubscribe': anyone,
  'POST /api/appraisals/{id}/recon': valueWriter,
  'POST /api/appraisals/{id}/payoff': valueWriter,
  'POST /api/appraisals/{id}/move-area': writer,
  'DELETE /api/appraisals/{id}': writer,
  'GET /api/appraisals/{id}': dealer,
  'PUT /api/appraisals/{id}': valueWriter,
  'GET /api/appraisals/{id}/documents': dealer,
  'POST /api/appraisals/{id}/documents': writer,
  'GET /api/appraisals/{id}/documents/{docId}/file': anyone,
  'PUT /api/files/upload/{*}': anyone,
  'POST /api/files/uploaded/{*}': anyone,
  'GET /api/files/{*}': anyone,
  'POST /api/appraisals/{id}/odm-stmt': { allowed: canGenerateOdometerStatement },
  'POST /api/appraisals/{id}/send-crm': writer,
  'POST /api/appraisals/{id}/send-to-vauto': writer,
  'POST /api/appraisals/{id}/contact': writer,
  'POST /api/appraisals/{id}/email': writer,
  'POST /api/appraisals/{id}/deal_type': writer,
  'POST /api/appraisals/{id}/finance_bank': writer,
  'POST /api/appraisals/{id}/affiliate': writer,
  'POST /api/appraisals/{id}/sell_strat': writer,
  'POST /api/appraisals/{id}/owner-status': writer,
  'PUT /api/appraisals/{id}/users': writer,
  'POST /api/appraisals/{id}/first_user': { allowed: canFetchFirstUser },
  'POST /api/appraisals/{id}/status': writer,
  'POST /api/appraisals/{id}/undo-status': writer,
  'POST /api/appraisals/{id}/reopen': writer,
  'POST /api/appraisals/{id}/unarchive': writer,
  'POST /api/appraisals/{id}/transfer': { allowed: (roles) => allowWriteAppraisal(roles) && allowTransfers(roles) },
  'GET /api/appraisals/{id}/activity': dealer,
  'GET /api/appraisals/{id}/messages': dealer,
  'POST /api/appraisals/{id}/inspection-link': writer,
  'GET /api/appraisals/{id}/api-results/{resultId}': dealer,
  'GET /api/appraisals/{id}/comparable_purchases': valueReader,
  'GET /api/appraisals/{id}/api-results/{resultId}/info': dealer,
  'POST /api/webhooks/inspection': anyone,
  'POST /api/webhooks/sms/status': anyone,
  'POST /api/webhooks/sms/inbound': anyone,
  'GET /api/appraisals/{id}/sms-consent': dealer,
  'GET /api/appraisals/vin/{vin}': dealer,
  'GET /api/appraisals/plate/{state}/{plate}': dealer,
  'POST /api/appraisals/start': { allowed: (roles) => canStartAppraisal(roles, false) },
  'POST /api/appraisals/share-invite': { allowed: canShareForm },
  'GET /api/public/invites/{token}': anyone,
  'GET /api/public/dealers/{slug}/vin/{vin}': anyone,
  'GET /api/public/dealers/{slug}/plate/{state}/{plate}': anyone,
  'POST /api/public/dealers/{slug}/appraisals': anyone,
  'POST /api/public/dealers/{slug}/service-appraisals': anyone,
  'POST /api/appraisals/{id}/rerun-mmr-valuation': rerun,
  'POST /api/appraisals/{id}/rerun-jdp-valuation': rerun,
  'POST /api/appraisals/{id}/rerun-galves-valuation': rerun,
  'POST /api/appraisals/{id}/rerun-blackbook-valuation': rerun,
  'POST /api/appraisals/{id}/manual-valuation': rerun,
  'GET /api/dealer_provider_calls': settingsAdmin,
  'POST /api/appraisals/{id}/offer': valueWriter,
  // The Inspection tab's preview of "What you told us, what we found": value data (it moves with the valuations).
  'GET /api/appraisals/{id}/offer-comparison': { allowed: canSeeWorksheet },
  'GET /api/offers/{token}': anyone,
  'POST /api/offers/{token}/renewal': anyone,
  'GET /api/offers/{token}/letter': anyone,
  // Staff recording the customer's answer (no token in the body): allowWriteAppraisal.
  'POST /api/appraisals/{id}/respond/{x}': writer,
  'POST /api/appraisals/{id}/worksheet': valueWriter,
  'POST /api/appraisals/{id}/buy': { ...valueWriter, record: lease },
  'POST /api/appraisals/{id}/ground': { ...valueWriter, record: lease },
  // Vehicle history: the connection is the user's own; snapshots and links on any dealer page.
  'POST /api/carfax/connect': anyone,
  'POST /api/carfax/connected': anyone,
  'GET /api/carfax/snapshot/{vin}': dealer,
  'GET /api/carfax/report/{vin}': dealer,
  // The lease-return management steps (domain leaseStepRefusal), each from the stage it leaves.
  'POST /api/appraisals/{id}/grounded': { ...writer, record: { ...lease, financeBank: null } },
  'POST /api/appraisals/{id}/picked-up': { ...writer, record: { ...lease, financeBank: null, appraisalStatusId: 200 } },
  'POST /api/appraisals/{id}/returned': { ...writer, record: lease },
  'POST /api/appraisals/{id}/location': { ...writer, record: lease },
  // Every signed-in user lists the dealers they belong to.
  'GET /api/dealers': anyone,
  'GET /api/dealers/{id}': settingsAdmin,
  'PUT /api/dealers/{id}': settingsAdmin,
  'POST /api/dealers/{id}/logo': settingsAdmin,
  'DELETE /api/dealers/{id}/logo': settingsAdmin,
  'GET /api/public/dealers/{slug}/logo': anyone,
  'GET /api/dealer_settings': settingsAdmin,
  'GET /api/dealer_settings/{id}': settingsAdmin,
  'PUT /api/dealer_settings/{id}': settingsAdmin,
  'GET /api/dealer_offer_terms': dealer,
  'PUT /api/dealer_offer_terms': settingsAdmin,
  'GET /api/dealer_affiliates': settingsAdmin,
  'POST /api/dealer_affiliates': settingsAdmin,
  'GET /api/dealer_affiliates/{id}': settingsAdmin,
  'PUT /api/dealer_affiliates/{id}': settingsAdmin,
  'DELETE /api/dealer_affiliates/{id}': settingsAdmin,
  'GET /api/dealer_banks': settingsAdmin,
  'POST /api/dealer_banks': settingsAdmin,
  'GET /api/dealer_banks/{id}': settingsAdmin,
  'PUT /api/dealer_banks/{id}': settingsAdmin,
  'DELETE /api/dealer_banks/{id}': settingsAdmin,
};
