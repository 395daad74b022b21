import { isValidEmail } from './email';
import { isValidPhone } from './phone';

/** The agency's contact details the site shows on every page (the deployment's config.json). */
export interface AgencyContacts {
  phone: string;
  email: string;
  /** A messaging link (https); empty hides the chat button. */
  chatLink: string;
}

export type AgencyContactField = keyof AgencyContacts;

/** Domains kept for documentation and tests (RFC 2606, RFC 6761): no agency's mailbox or chat can be there. */
const RESERVED_DOMAIN = /(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$/i;

/**
 * North American numbers with the 555 exchange (+1 NXX 555 XXXX) are the fictional numbers of films and
 * documentation; a number of repeated or counting digits is a placeholder too.
 */
function isPlaceholderPhoneDigits(digits: string): boolean {
  if (/^1?\d{3}555\d{4}$/.test(digits)) return true;
  if (/^(\d)\1+$/.test(digits)) return true;
  return '01234567890123456789'.includes(digits) || '98765432109876543210'.includes(digits);
}

export function isPlaceholderPhone(phone: string): boolean {
  return isPlaceholderPhoneDigits(phone.replace(/\D/g, ''));
}

export function isPlaceholderEmail(email: string): boolean {
  const domain = email.trim().split('@')[1] ?? '';
  return RESERVED_DOMAIN.test(domain);
}

function isPlaceholderLink(link: string): boolean {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return true;
  }
  if (url.protocol !== 'https:' || RESERVED_DOMAIN.test(url.hostname)) return true;
  // A messaging link carries the number it opens (wa.me/<digits>, t.me/+<digits>...).
  const number = /\d{7,}/.exec(url.pathname + url.search)?.[0];
  return number !== undefined && isPlaceholderPhoneDigits(number);
}

/**
 * What is wrong with contact details for a real deployment, one entry per field: missing, malformed or a
 * placeholder (a 555 number, an example.com address...). Empty when the site can go live with them. The chat link
 * may be left empty (the chat button then hides), but not set to a placeholder.
 */
export function agencyContactProblems(contacts: Partial<AgencyContacts> | undefined): Partial<Record<AgencyContactField, string>> {
  const problems: Partial<Record<AgencyContactField, string>> = {};
  const phone = (contacts?.phone ?? '').trim();
  const email = (contacts?.email ?? '').trim();
  const chatLink = (contacts?.chatLink ?? '').trim();
  if (!phone) problems.phone = 'missing';
  else if (!isValidPhone(phone, 6, 15)) problems.phone = `not a phone number: "${phone}"`;
  else if (isPlaceholderPhone(phone)) problems.phone = `a placeholder number: "${phone}"`;
  if (!email) problems.email = 'missing';
  else if (!isValidEmail(email)) problems.email = `not an e-mail address: "${email}"`;
  else if (isPlaceholderEmail(email)) problems.email = `a placeholder address: "${email}"`;
  if (chatLink && isPlaceholderLink(chatLink)) problems.chatLink = `a placeholder or non-https link: "${chatLink}"`;
  return problems;
}

/** Whether contact details are demo values (a local run): the site then says so beside them. */
export function hasDemoContacts(contacts: Partial<AgencyContacts> | undefined): boolean {
  return Object.keys(agencyContactProblems(contacts)).length > 0;
}
