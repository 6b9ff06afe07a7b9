export interface PostalAddress {
  address1: string | null;
  address2: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
}

const nonBlank = (parts: (string | null | undefined)[]) => parts.filter((p): p is string => !!p?.trim());

/** "900 Lake Rd, Suite 2, Chicago, IL 60601" with blank parts left out: a dealer's or a customer's. */
export const postalAddress = (p: PostalAddress) =>
  nonBlank([p.address1, p.address2, p.city, nonBlank([p.state, p.zip]).join(' ')]).join(', ');

/** The street lines as one ("12 Elm Street, Apt 4"), or null when both are blank. */
export const streetLines = (p: Pick<PostalAddress, 'address1' | 'address2'>) =>
  nonBlank([p.address1, p.address2]).join(', ') || null;
