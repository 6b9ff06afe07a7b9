import { describe, expect, it } from 'vitest';
import { customerDocumentTitle } from './customer-title';

describe('customerDocumentTitle', () => {
  it('names the dealer, never the product, once the dealer is known', () => {
    expect(customerDocumentTitle('Tell us about your vehicle', 'Metro Motors')).toBe(
      'Tell us about your vehicle | Metro Motors',
    );
    expect(customerDocumentTitle('Thank you!', ' ')).toBe('Thank you!');
    expect(customerDocumentTitle('Unsubscribe', null)).toBe('Unsubscribe');
  });
});
