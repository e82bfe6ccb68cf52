import type { OutboxMessage } from '@wayfare/store/repositories/email-outbox-repository';
import { escapeHtml } from './booking-email';

export interface InvitationFacts {
  userId: string;
  firstName: string;
  email: string;
  businessName: string;
  inviterName: string;
  tierName: string;
  /** The business portal's origin, e.g. `http://corporate.localhost:3000`. */
  portalOrigin: string;
  now: Date;
}

/** The e-mail an invited employee gets: who invited them, their policy tier, and where to sign in. */
export function renderInvitationEmail(facts: InvitationFacts): OutboxMessage {
  const brand = 'Capital One Business Travel';
  const link = `${facts.portalOrigin}/`;
  const lines = [
    `Hi ${facts.firstName},`,
    '',
    `${facts.inviterName} invited you to book business travel for ${facts.businessName} with ${brand}.`,
    `Your travel policy tier: ${facts.tierName}.`,
    `Sign in with this email address (${facts.email}) at ${link}`,
    'The first time you sign in you will be asked to accept the business travel terms.',
  ];
  return {
    id: `invitation:${facts.userId}`,
    toAddress: facts.email,
    subject: `${facts.inviterName} invited you to ${facts.businessName} business travel`,
    textBody: lines.join('\n'),
    htmlBody: `<!doctype html><html lang="en"><body style="font-family:Arial,Helvetica,sans-serif;color:#13212c">
<p style="font-weight:700">${escapeHtml(brand)}</p>
${lines
  .slice(0, -1)
  .map((line) => (line === '' ? '' : `<p>${escapeHtml(line)}</p>`))
  .join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#1f2d3a;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">Sign in to ${escapeHtml(facts.businessName)} travel</a></p>
<p>${escapeHtml(lines.at(-1) ?? '')}</p>
</body></html>`,
    createdAt: facts.now,
    tenant: 'capone-corporate',
  };
}
