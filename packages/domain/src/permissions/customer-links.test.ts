import { describe, expect, it } from 'vitest';
import { HIDDEN_LINK_SECRET, maskOfferLinks } from './customer-links';

const TOKEN = '1.2k.mwxyo54s.8CdQAx4H8pXGh39uXEG2DmE3_-abcdefghijklmnopqrstu';

describe('maskOfferLinks (issue 35: an offer link opens value data)', () => {
  it('masks the token of the offer page and of its letter, and leaves the rest readable', () => {
    expect(
      maskOfferLinks(`Lakeside Motors: our offer is $12,345.00. View and answer it: https://d.example/offer/${TOKEN}`),
    ).toBe(
      `Lakeside Motors: our offer is $12,345.00. View and answer it: https://d.example/offer/${HIDDEN_LINK_SECRET}`,
    );
    expect(maskOfferLinks(`Offer letter: https://d.example/api/offers/${TOKEN}/letter.`)).toBe(
      `Offer letter: https://d.example/api/offers/${HIDDEN_LINK_SECRET}/letter.`,
    );
  });

  it('masks it in an HTML e-mail (href and text) and URL-encoded', () => {
    const html = `<a href="https://d.example/offer/${TOKEN}">https://d.example/offer/${TOKEN}</a>`;
    expect(maskOfferLinks(html)).toBe(
      `<a href="https://d.example/offer/${HIDDEN_LINK_SECRET}">https://d.example/offer/${HIDDEN_LINK_SECRET}</a>`,
    );
    expect(maskOfferLinks(`https://t.example/r?u=https%3A%2F%2Fd.example%2Foffer%2F${TOKEN}`)).not.toContain(TOKEN);
  });

  it('leaves other customer links (inspection capture, share form) and a masked text as they are', () => {
    const capture = 'https://d.example/sandbox/inspection/sessions/abc123/capture';
    const share = 'https://d.example/lakeside/sell?campaign=4';
    expect(maskOfferLinks(`${capture} ${share}`)).toBe(`${capture} ${share}`);
    const masked = maskOfferLinks(`https://d.example/offer/${TOKEN}`);
    expect(maskOfferLinks(masked)).toBe(masked);
  });
});
