import { useEffect } from 'react';

/** A customer's tab: the page and the dealer ("Thank you! | Metro Motors"); the page alone until the dealer is known. */
export function customerDocumentTitle(title: string, dealerName: string | null | undefined): string {
  const dealer = dealerName?.trim();
  return dealer ? `${title} | ${dealer}` : title;
}

/** Names a customer's tab after the page and the dealer (routes marked `customer` leave it to the page). */
export function useCustomerDocumentTitle(title: string | undefined, dealerName: string | null | undefined): void {
  useEffect(() => {
    if (title) document.title = customerDocumentTitle(title, dealerName);
  }, [title, dealerName]);
}
