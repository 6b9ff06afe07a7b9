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

export function confirmEmailChangeEmail(firstName: string, newEmail: string, link: string) {
  return {
    subject: 'Confirm your new Dealer Admin e-mail',
    body: [
      `Hi ${firstName || 'there'},`,
      '',
      `Open this link to make ${newEmail} the e-mail you sign in to Dealer Admin with:`,
      link,
      '',
      'Until you do, your e-mail stays as it was. If you did not ask for this, ignore this e-mail.',
    ].join('\n'),
  };
}

export function emailChangeNoticeEmail(firstName: string, newEmail: string) {
  return {
    subject: 'Your Dealer Admin e-mail is about to change',
    body: [
      `Hi ${firstName || 'there'},`,
      '',
      `Someone signed in as you asked to change your Dealer Admin e-mail to ${newEmail}. It changes only when the link we sent there is opened.`,
      'If this was not you, change your password now and tell your dealer admin.',
    ].join('\n'),
  };
}
