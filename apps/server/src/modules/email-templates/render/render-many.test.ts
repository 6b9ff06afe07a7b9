import { EMAIL_TEMPLATES, templateSectionTexts } from '@dealer/domain';
import { describe, expect, it } from 'vitest';
import { renderEmail } from './render-email';
import { manyEmailsRenderer } from './render-many';

const template = EMAIL_TEMPLATES.find((t) => t.externalId === 'mailing-list-invitation')!;
const dealer = { name: 'Metro & Sons', logoUrl: null, addressLines: ['1 Main St'], phone: '(512) 555-0100' };
const shared = { dealer_name: 'Metro & Sons', campaign_name: 'Spring' };

describe('rendering one template for many recipients', () => {
  it('gives exactly what renderEmail gives, values escaped, empty values dropping their lines', async () => {
    const texts = templateSectionTexts(template, {
      ...templateSectionTexts(template, null),
      message: 'Your {{vehicle}} is wanted.\nLast name: {{customer_last_name}}\nVIN {{vehicle_vin}}',
    });
    const render = manyEmailsRenderer(template, texts, shared, dealer);
    const recipients = [
      {
        customer_first_name: 'Ana <b>',
        customer_last_name: "O'Neil",
        vehicle: '2020 Honda Civic',
        vehicle_vin: 'V1',
        form_link: 'https://a.test/sell?invite=1&x=2',
        unsubscribe_link: 'https://a.test/u?token=1',
      },
      {
        customer_first_name: 'there',
        customer_last_name: '',
        vehicle: 'vehicle',
        vehicle_vin: 'V2',
        form_link: 'https://a.test/sell?invite=2',
        unsubscribe_link: 'https://a.test/u?token=2',
      },
      {
        customer_first_name: 'Bo',
        customer_last_name: 'Lee',
        vehicle: 'vehicle',
        vehicle_vin: 'V3',
        form_link: 'https://a.test/sell?invite=3',
        unsubscribe_link: 'https://a.test/u?token=3',
      },
    ];
    for (const own of recipients) {
      expect(await render(own)).toEqual(await renderEmail(template, texts, { ...shared, ...own }, dealer));
    }
  });
});
