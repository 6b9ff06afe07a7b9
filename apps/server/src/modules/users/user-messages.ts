/**
 * An existing account invited to one more dealer. Nothing changes until the person signs in and
 * accepts; one who never chose a password gets the link to choose it first.
 */
export function invitationEmail(m: {
  firstName: string;
  dealerName: string;
  inviterName: string;
  signIn: string;
  choosePassword: string | null;
}) {
  const who = m.inviterName ? `${m.inviterName} of ${m.dealerName}` : m.dealerName;
  return {
    subject: `${m.dealerName} invites you to its team on Dealer Admin`,
    body: [
      `Hi ${m.firstName || 'there'},`,
      '',
      `${who} has invited you to join its team on Dealer Admin. Sign in to accept or decline the invitation:`,
      m.signIn,
      ...(m.choosePassword ? ['', 'You have not chosen a password yet. Choose one here first:', m.choosePassword] : []),
      '',
      `Until you accept, ${m.dealerName} has no access to your account. If you do not know ${m.dealerName}, decline it or ignore this e-mail.`,
    ].join('\n'),
  };
}
