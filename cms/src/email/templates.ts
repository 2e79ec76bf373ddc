/**
 * Texts of the account e-mails. Links point at the public site (SITE_URL), where the pages
 * finish the job; the token is one-time and only its hash is stored.
 */
export type Mail = { subject: string; text: string; html: string };

export const siteUrl = () => (process.env.SITE_URL ?? 'http://localhost:4321').replace(/\/$/, '');
const escape = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function mail(subject: string, lines: string[], link?: string): Mail {
  const text = [...lines, ...(link ? ['', link] : [])].join('\n');
  const html = `${lines.map((line) => `<p>${escape(line)}</p>`).join('')}${link ? `<p><a href="${escape(link)}">${escape(link)}</a></p>` : ''}`;
  return { subject, text, html };
}

export const verifyEmailMail = (token: string): Mail =>
  mail(
    'Confirm your e-mail address',
    ['Welcome to Bourse. Confirm your e-mail address by opening this link (valid 24 hours):'],
    `${siteUrl()}/verify-email?token=${token}`,
  );

export const resetPasswordMail = (token: string): Mail =>
  mail(
    'Reset your password',
    [
      'Someone asked to reset the password of your Bourse account. If it was you, open this link (valid 1 hour):',
      'If not, ignore this message: your password stays as it is.',
    ],
    `${siteUrl()}/reset-password?token=${token}`,
  );

/** Sent instead of a second account, so registration never tells a stranger the address is taken. */
export const alreadyRegisteredMail = (): Mail =>
  mail(
    'You already have a Bourse account',
    ['Someone tried to register with this e-mail address, which already has an account.', 'If it was you, log in or reset your password:'],
    `${siteUrl()}/forgot-password`,
  );
