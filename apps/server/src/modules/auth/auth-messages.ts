/** E-mails of the sign-in flows. The spec gives no copy for them; short, plain, one link each. */
export function resetPasswordEmail(firstName: string, link: string, ttlMinutes: number) {
  return {
    subject: 'Reset your Dealer Admin password',
    body: [
      `Hi ${firstName || 'there'},`,
      '',
      'Someone asked to reset the password of your Dealer Admin account. If it was you, choose a new password here:',
      link,
      '',
      `The link works once and expires in ${ttlMinutes} minutes. If you did not ask for it, ignore this e-mail.`,
    ].join('\n'),
  };
}

export function confirmAccountEmail(firstName: string, dealerName: string, link: string) {
  return {
    subject: 'Confirm your Dealer Admin account',
    body: [
      `Hi ${firstName || 'there'},`,
      '',
      `${dealerName} has given you an account on Dealer Admin. Choose your password to confirm it:`,
      link,
    ].join('\n'),
  };
}
