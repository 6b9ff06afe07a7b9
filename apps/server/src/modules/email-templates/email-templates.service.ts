import {
  customOptions,
  EMAIL_TEMPLATE_MESSAGES,
  EMAIL_TEMPLATES,
  type EmailTemplateDefinition,
  type EmailTemplateExternalId,
  type EmailTemplateListQuery,
  type EmailTemplatePreview,
  type EmailTemplateSave,
  type EmailTemplateUpdate,
  type EmailTemplateView,
  type EmailVarValues,
  emailTemplateByExternalId,
  emailTemplateById,
  emailTemplateValueErrors,
  sampleValues,
  templateSectionTexts,
} from '@dealer/domain';
import type { AppContext } from '../../context';
import type { DbOrTx } from '../../db/client';
import { NotFoundError, RuleError, ValidationError } from '../../lib/errors';
import { findAppraisal } from '../appraisals';
import { requireDealerContact } from '../dealers/dealers.service';
import { appraisalOfferValues } from './email-offer-values';
import {
  type CustomTemplateRow,
  deleteCustomTemplate,
  findCustomTemplate,
  listCustomTemplates,
  upsertCustomTemplate,
} from './email-templates.repository';
import {
  appraisalValues,
  type CustomerColumns,
  customerValues,
  dealerValues,
  emailDealer,
  type VehicleColumns,
  vehicleValues,
} from './email-values';
import { type RenderedEmail, renderEmail } from './render/render-email';
import { manyEmailsRenderer } from './render/render-many';

function view(t: EmailTemplateDefinition, custom: CustomTemplateRow | undefined): EmailTemplateView {
  return {
    id: t.id,
    externalId: t.externalId,
    name: t.name,
    description: t.description,
    info: t.info,
    options: custom ? custom.options : null,
    enabled: custom ? custom.enabled : null,
    customised: Boolean(custom),
    updatedAt: custom ? custom.updatedAt.toISOString() : null,
  };
}

function templateOf(id: number): EmailTemplateDefinition {
  const t = emailTemplateById(id);
  if (!t) throw new NotFoundError('E-mail template not found.');
  return t;
}

function checkValues(t: EmailTemplateDefinition, values: Record<string, string>, field: string) {
  const fields = emailTemplateValueErrors(t, values, field);
  if (Object.keys(fields).length) throw new ValidationError('Check the template texts.', fields);
}

/**
 * GET /dealer_email_templates: every default (or those of filter.id), each with the dealer's custom
 * version, in the list protocol's order and range; the total goes to x-total-count.
 */
export async function listEmailTemplates(db: DbOrTx, dealerId: number, query: EmailTemplateListQuery) {
  const ids = query.filter.id && new Set(query.filter.id);
  const chosen = EMAIL_TEMPLATES.filter((t) => !ids || ids.has(t.id)).sort((a, b) =>
    query.sort[1] === 'ASC' ? a.id - b.id : b.id - a.id,
  );
  const [start, end] = query.range;
  const custom = new Map((await listCustomTemplates(db, dealerId)).map((r) => [r.externalId, r]));
  const rows: EmailTemplateView[] = chosen.slice(start, end + 1).map((t) => view(t, custom.get(t.externalId)));
  return { rows, total: chosen.length };
}

export async function getEmailTemplate(db: DbOrTx, dealerId: number, id: number): Promise<EmailTemplateView> {
  const t = templateOf(id);
  return view(t, await findCustomTemplate(db, dealerId, t.externalId));
}

/** POST /dealer_email_templates (id, values, enabled): creates or replaces the custom version. */
export async function saveEmailTemplate(ctx: AppContext, dealerId: number, input: EmailTemplateSave) {
  const t = templateOf(input.id);
  checkValues(t, input.values, 'values');
  const row = await upsertCustomTemplate(ctx.db, {
    dealerId,
    externalId: t.externalId,
    options: customOptions(t, input.values),
    enabled: input.enabled,
    updatedAt: ctx.now(),
  });
  return view(t, row);
}

/**
 * PUT /dealer_email_templates/{id} (values, enabled). Without values only the enabled flag
 * changes, which only a custom template has (part 2 section 4).
 */
export async function updateEmailTemplate(ctx: AppContext, dealerId: number, id: number, input: EmailTemplateUpdate) {
  const t = templateOf(id);
  if (input.values) return saveEmailTemplate(ctx, dealerId, { id, values: input.values, enabled: input.enabled });
  const custom = await findCustomTemplate(ctx.db, dealerId, t.externalId);
  if (!custom) throw new RuleError(EMAIL_TEMPLATE_MESSAGES.notCustom, 'NOT_CUSTOM');
  const row = await upsertCustomTemplate(ctx.db, { ...custom, enabled: input.enabled, updatedAt: ctx.now() });
  return view(t, row);
}

/** DELETE /dealer_email_templates/{id}: "Reset to default"; answers the template as it now is. */
export async function resetEmailTemplate(db: DbOrTx, dealerId: number, id: number) {
  const t = templateOf(id);
  await deleteCustomTemplate(db, dealerId, t.externalId);
  return view(t, undefined);
}

/** The texts a dealer's e-mail uses: its custom version when there is one and it is enabled. */
async function sectionTexts(db: DbOrTx, dealerId: number, t: EmailTemplateDefinition) {
  const custom = await findCustomTemplate(db, dealerId, t.externalId);
  return templateSectionTexts(t, custom?.enabled ? custom.options : null);
}

/**
 * POST /dealer_email_templates/preview (templateId, body): the editor's unsaved texts rendered as
 * the customer would get them, with the sample data (every variable's example) or, with
 * appraisalId, with that appraisal of the dealer's.
 */
export async function previewEmailTemplate(
  db: DbOrTx,
  dealerId: number,
  input: EmailTemplatePreview,
): Promise<RenderedEmail> {
  const t = templateOf(input.templateId);
  checkValues(t, input.body, 'body');
  const dealer = await requireDealerContact(db, dealerId);
  let values: EmailVarValues = { ...sampleValues(t.info.usable_vars), ...dealerValues(dealer) };
  if (input.appraisalId !== null) {
    const row = await findAppraisal(db, dealerId, input.appraisalId);
    if (!row) throw new NotFoundError('Appraisal not found.');
    values = { ...values, ...appraisalValues(row, dealer), ...appraisalOfferValues(row) };
  }
  return renderEmail(t, templateSectionTexts(t, input.body), values, emailDealer(dealer));
}

export interface CustomerEmailInput {
  /** The appraisal the e-mail is about: the customer's and the vehicle's variables. */
  row?: CustomerColumns & VehicleColumns;
  /** The sender's own variables (the offer, a link). */
  values?: EmailVarValues;
}

/**
 * The one way a customer e-mail is written: the dealer's enabled custom texts (or the default),
 * filled with the dealer's, the appraisal's and the sender's values, as HTML and plain text.
 */
export async function customerEmail(
  db: DbOrTx,
  dealerId: number,
  externalId: EmailTemplateExternalId,
  input: CustomerEmailInput,
): Promise<RenderedEmail> {
  const t = emailTemplateByExternalId(externalId);
  const dealer = await requireDealerContact(db, dealerId);
  const values: EmailVarValues = {
    ...dealerValues(dealer),
    ...(input.row ? appraisalValues(input.row, dealer) : {}),
    ...input.values,
  };
  return renderEmail(t, await sectionTexts(db, dealerId, t), values, emailDealer(dealer));
}

/**
 * customerEmail for many recipients of one template (a campaign's mailing list): the dealer and
 * its texts are read once and the layout compiled once per pattern of empty values, so ten
 * thousand e-mails take seconds, not minutes. Each call gives what customerEmail would.
 */
export async function customerEmails(
  db: DbOrTx,
  dealerId: number,
  externalId: EmailTemplateExternalId,
  shared: EmailVarValues,
): Promise<(input: CustomerEmailInput) => Promise<RenderedEmail>> {
  const t = emailTemplateByExternalId(externalId);
  const dealer = await requireDealerContact(db, dealerId);
  const render = manyEmailsRenderer(
    t,
    await sectionTexts(db, dealerId, t),
    { ...dealerValues(dealer), ...shared },
    emailDealer(dealer),
  );
  return (input) =>
    render({ ...(input.row ? { ...customerValues(input.row), ...vehicleValues(input.row) } : {}), ...input.values });
}
