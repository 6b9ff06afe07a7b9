import { EMAIL_VARS, type EmailVarName, type UsableVar } from './variables';

/**
 * The default template of every customer e-mail the product sends (part 2 section 3 "E-mail
 * template": externalId, name, info with sections and usable_vars). A dealer's custom version
 * replaces the text of the sections that are not readonly.
 *
 * Section fields beyond the spec's (var, label, default, readonly, after_text):
 * - `link`: the section is the e-mail's button; its text is the label, the variable it names the address.
 * - `required`: the section cannot be saved empty (the subject, a button's label).
 * `after_text` is fixed text the product puts right after the section's text in the e-mail; the
 * editor shows it under the field.
 */
export interface TemplateSection {
  var: string;
  label: string;
  default: string;
  readonly: boolean;
  after_text: string;
  link?: EmailVarName;
  required?: boolean;
}

export interface EmailTemplateDefinition {
  /** The template's id in the API (stable: custom versions and the web refer to it). */
  id: number;
  externalId: string;
  name: string;
  /** Who receives it and when, for the Emails tab. */
  description: string;
  info: { sections: TemplateSection[]; usable_vars: UsableVar[] };
}

export const EMAIL_TEMPLATE_IDS = {
  offer: 'offer',
  inspectionLink: 'inspection-link',
  shareInvite: 'share-invite',
  odometerStatement: 'odometer-statement',
  groundingInstructions: 'grounding-instructions',
  appraisalRejected: 'appraisal-rejected',
  offerAccepted: 'offer-accepted',
  offerDeclined: 'offer-declined',
  mailingListInvitation: 'mailing-list-invitation',
} as const;
export type EmailTemplateExternalId = (typeof EMAIL_TEMPLATE_IDS)[keyof typeof EMAIL_TEMPLATE_IDS];

type SectionSpec = Partial<TemplateSection> & Pick<TemplateSection, 'var' | 'label' | 'default'>;
const section = (s: SectionSpec): TemplateSection => ({ readonly: false, after_text: '', ...s });
const subject = (text: string) => section({ var: 'subject', label: 'Subject', default: text, required: true });
const greeting = section({ var: 'greeting', label: 'Greeting', default: 'Hello {{customer_first_name}},' });
const signature = (text = 'Thank you,\n{{dealer_name}}') =>
  section({ var: 'signature', label: 'Signature', default: text });
const button = (label: string, link: EmailVarName) =>
  section({ var: 'button', label: 'Button text', default: label, link, required: true });

const CUSTOMER: EmailVarName[] = ['customer_first_name', 'customer_last_name', 'customer_name'];
const VEHICLE: EmailVarName[] = [
  'vehicle',
  'vehicle_year',
  'vehicle_make',
  'vehicle_model',
  'vehicle_trim',
  'vehicle_vin',
  'vehicle_mileage',
];
const DEALER: EmailVarName[] = ['dealer_name', 'dealer_address', 'dealer_phone', 'dealer_logo'];
const vars = (...names: EmailVarName[]): UsableVar[] => names.map((n) => EMAIL_VARS[n]);

export const EMAIL_TEMPLATES: readonly EmailTemplateDefinition[] = [
  {
    id: 1,
    externalId: EMAIL_TEMPLATE_IDS.offer,
    name: 'Offer',
    description: 'Sent to the customer with an offer (MAKE OFFER or RESEND).',
    info: {
      sections: [
        subject('Your offer from {{dealer_name}}'),
        greeting,
        section({
          var: 'intro',
          label: 'Introduction',
          default: 'Thank you for letting {{dealer_name}} appraise your {{vehicle}}.',
        }),
        section({
          var: 'offer',
          label: 'Offer',
          default: 'Our offer: {{offer_amount}}\nYour equity after payoff: {{offer_equity}}',
          after_text: '{{offer_terms}}',
        }),
        // Read-only, so a dealer's own wording of the e-mail still explains a lowered offer; empty
        // (and left out) when no inspection changed it.
        section({
          var: 'changes',
          label: 'What you told us, what we found',
          readonly: true,
          default: '{{offer_changes}}',
        }),
        section({
          var: 'call_to_action',
          label: 'Before the button',
          default: 'See how we reached it and accept or decline it here:',
        }),
        button('View your offer', 'offer_link'),
        signature('{{dealer_name}}\n{{dealer_phone}}'),
      ],
      usable_vars: vars(
        ...CUSTOMER,
        ...VEHICLE,
        ...DEALER,
        'offer_amount',
        'offer_equity',
        'offer_changes',
        'offer_valid_until',
        'offer_terms',
        'offer_link',
      ),
    },
  },
  {
    id: 2,
    externalId: EMAIL_TEMPLATE_IDS.inspectionLink,
    name: 'Inspection link',
    description: 'Sent to the customer with the link to take the photos of the inspection.',
    info: {
      sections: [
        subject('Photos of your {{vehicle}} for {{dealer_name}}'),
        greeting,
        section({
          var: 'intro',
          label: 'Introduction',
          default:
            '{{dealer_name}} needs a few photos of your {{vehicle}} to complete its appraisal.\nOpen this link on your phone, take the photos and answer four short questions (about five minutes):',
        }),
        button('Take the photos', 'capture_link'),
        signature(),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER, 'capture_link'),
    },
  },
  {
    id: 3,
    externalId: EMAIL_TEMPLATE_IDS.shareInvite,
    name: 'Share form invite',
    description: "Sent to a customer invited to fill in the dealer's trade-in or lease-return form.",
    info: {
      sections: [
        subject('{{dealer_name}}: tell us about your {{form_kind}}'),
        section({ var: 'greeting', label: 'Greeting', default: 'Hello,' }),
        section({
          var: 'intro',
          label: 'Introduction',
          default: '{{dealer_name}} invites you to tell us about your {{form_kind}}. It takes two minutes:',
        }),
        button('Tell us about it', 'form_link'),
        signature(),
      ],
      usable_vars: vars(...DEALER, 'form_link', 'form_kind'),
    },
  },
  {
    id: 4,
    externalId: EMAIL_TEMPLATE_IDS.odometerStatement,
    name: 'Odometer statement',
    description: 'Sent to the customer when a lease return is bought, with the odometer statement attached.',
    info: {
      sections: [
        subject('Odometer statement for your {{vehicle}} - {{dealer_name}}'),
        greeting,
        section({
          var: 'intro',
          label: 'Introduction',
          default:
            '{{dealer_name}} is buying your {{vehicle}} (VIN {{vehicle_vin}}).\nAttached is the odometer disclosure statement for the transfer. Please review it, sign it and bring it with you, or reply to this e-mail with any questions.',
        }),
        section({
          var: 'legal',
          label: 'Legal notice',
          readonly: true,
          default:
            'Federal and State law require that you state the mileage upon transfer of ownership. Failure to complete or providing a false statement may result in fines and/or imprisonment.',
        }),
        signature('{{dealer_name}}\n{{dealer_phone}}'),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER, 'purchase_amount'),
    },
  },
  {
    id: 5,
    externalId: EMAIL_TEMPLATE_IDS.groundingInstructions,
    name: 'Grounding instructions',
    description: 'Sent to the customer when a lease return is grounded: where to bring the vehicle.',
    info: {
      sections: [
        subject('Grounding instructions for your {{vehicle}} - {{dealer_name}}'),
        greeting,
        section({
          var: 'intro',
          label: 'Introduction',
          default: 'Your leased {{vehicle}} (VIN {{vehicle_vin}}) is being grounded at {{dealer_name}}.',
        }),
        section({
          var: 'return_to',
          label: 'Where to return it',
          default: 'Please return the vehicle to:\n\n{{dealer_name}}\n{{dealer_address}}\nPhone: {{dealer_phone}}',
        }),
        section({
          var: 'instructions',
          label: 'Instructions',
          default:
            'Bring both keys, the owner’s manual and your current odometer reading. Remove your personal belongings and any toll tags before you hand the vehicle over.\nCall us at {{dealer_phone}} to schedule a time.',
        }),
        signature('{{dealer_name}}'),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER),
    },
  },
  {
    id: 6,
    externalId: EMAIL_TEMPLATE_IDS.appraisalRejected,
    name: 'Appraisal rejected',
    description: 'Sent to the customer when a trade-in is rejected with a notice.',
    info: {
      sections: [
        subject('Your {{vehicle}} appraisal at {{dealer_name}}'),
        greeting,
        section({
          var: 'message',
          label: 'Message',
          default:
            'Thank you for giving {{dealer_name}} the chance to appraise your {{vehicle}}.\nAfter careful review, we have decided not to make an offer at this time.\n\nWe appreciate your interest and hope to help you in the future.',
        }),
        signature('{{dealer_name}}'),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER),
    },
  },
  {
    id: 7,
    externalId: EMAIL_TEMPLATE_IDS.offerAccepted,
    name: 'Offer accepted',
    description: 'Sent to the customer who accepted an offer on the offer page, confirming the answer.',
    info: {
      sections: [
        subject('We received your acceptance - {{dealer_name}}'),
        greeting,
        section({
          var: 'message',
          label: 'Message',
          default:
            'Thank you for accepting our offer of {{offer_amount}} for your {{vehicle}}.\nWe will contact you shortly to arrange the next steps.',
        }),
        signature('{{dealer_name}}\n{{dealer_phone}}'),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER, 'offer_amount'),
    },
  },
  {
    id: 8,
    externalId: EMAIL_TEMPLATE_IDS.offerDeclined,
    name: 'Offer declined',
    description: 'Sent to the customer who declined an offer on the offer page, confirming the answer.',
    info: {
      sections: [
        subject('We received your answer - {{dealer_name}}'),
        greeting,
        section({
          var: 'message',
          label: 'Message',
          default:
            'Thank you for considering our offer for your {{vehicle}}. We are sorry it did not suit you.\nIf anything changes, call us at {{dealer_phone}}: we are happy to look at it again.',
        }),
        signature(),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER, 'offer_amount'),
    },
  },
  {
    id: 9,
    externalId: EMAIL_TEMPLATE_IDS.mailingListInvitation,
    name: 'Mailing-list invitation',
    description: "Sent to each customer of a campaign's uploaded mailing list, inviting them to the dealer's form.",
    info: {
      sections: [
        subject('{{dealer_name}} would like to make you an offer'),
        greeting,
        section({
          var: 'message',
          label: 'Message',
          default:
            '{{dealer_name}} is looking for vehicles like your {{vehicle}}. Tell us about it and get an offer, with no obligation.',
        }),
        button('Get my offer', 'form_link'),
        signature(),
        section({
          var: 'footer',
          label: 'Why you received this',
          readonly: true,
          default:
            'You received this e-mail as a customer of {{dealer_name}}. To stop receiving our invitations, unsubscribe here: {{unsubscribe_link}}',
        }),
      ],
      usable_vars: vars(...CUSTOMER, ...VEHICLE, ...DEALER, 'campaign_name', 'form_link', 'unsubscribe_link'),
    },
  },
];

export function emailTemplateById(id: number): EmailTemplateDefinition | undefined {
  return EMAIL_TEMPLATES.find((t) => t.id === id);
}

export function emailTemplateByExternalId(externalId: EmailTemplateExternalId): EmailTemplateDefinition {
  const found = EMAIL_TEMPLATES.find((t) => t.externalId === externalId);
  if (!found) throw new Error(`No e-mail template ${externalId}`);
  return found;
}
