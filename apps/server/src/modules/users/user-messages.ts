/** A known person added to one more dealer: no new account, so no password to choose. */
export function addedToDealerEmail(firstName: string, dealerName: string, link: string) {
  return {
    subject: `You now have access to ${dealerName} on Dealer Admin`,
    body: [
      `Hi ${firstName || 'there'},`,
      '',
      `${dealerName} has added you to its team on Dealer Admin. Sign in with your usual e-mail and password:`,
      link,
    ].join('\n'),
  };
}
