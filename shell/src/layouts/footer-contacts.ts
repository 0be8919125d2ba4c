import { formatPhone } from '@chokdee/shared-contract/format/phone';
import type { StoreInfo } from '@chokdee/shared-contract/schemas/store';
import { COMPANY_CONTACTS } from '../config/company-contacts';

export interface ContactLink {
  id: 'phone' | 'mobile' | 'line' | 'facebook';
  /** What the link is, read before it: 'โทรศัพท์', 'มือถือ', 'LINE', 'Facebook'. */
  label: string;
  text: string;
  href: string;
}

export interface FooterContacts {
  /** The heading: whose contacts these are ('ติดต่อเรา' for the company). */
  title: string;
  links: ContactLink[];
}

/** '021234567' → '02 123 4567' (Bangkok landline); mobiles as the kernel groups them, 3 3 4. */
export function formatContactPhone(phone: string): string {
  const digits = phone.replace(/[\s-]/g, '');
  if (/^02\d{7}$/.test(digits)) return `${digits.slice(0, 2)} ${digits.slice(2, 5)} ${digits.slice(5)}`;
  return formatPhone(phone);
}

function telLink(id: 'phone' | 'mobile', label: string, phone: string): ContactLink {
  const digits = phone.replace(/[^\d+]/g, '');
  return { id, label, text: formatContactPhone(phone), href: `tel:${digits}` };
}

function lineLink(lineId: string): ContactLink {
  return {
    id: 'line',
    label: 'LINE',
    text: lineId,
    href: `https://line.me/R/ti/p/${encodeURIComponent(lineId)}`,
  };
}

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

/**
 * Spec §2 footer contacts: in a dealer's store, that store's phone, LINE and Facebook; anywhere
 * else (or while the store is unknown) the company's complaint phone, mobile, LINE and Facebook.
 */
export function footerContacts(store: Pick<StoreInfo, 'name' | 'user'> | null): FooterContacts {
  if (store) {
    const { phone, line_id: lineId, facebook_link: facebook } = store.user;
    const links: ContactLink[] = [];
    if (phone) links.push(telLink('mobile', 'โทรศัพท์', phone));
    if (lineId) links.push(lineLink(lineId));
    if (facebook && isWebLink(facebook)) {
      links.push({ id: 'facebook', label: 'Facebook', text: store.name, href: facebook });
    }
    if (links.length > 0) return { title: `ติดต่อร้าน ${store.name}`, links };
  }
  return {
    title: 'ติดต่อเรา',
    links: [
      telLink('phone', 'โทรศัพท์ร้องเรียน', COMPANY_CONTACTS.phone),
      telLink('mobile', 'มือถือ', COMPANY_CONTACTS.mobile),
      lineLink(COMPANY_CONTACTS.lineId),
      { id: 'facebook', label: 'Facebook', text: 'โชคดี', href: COMPANY_CONTACTS.facebook },
    ],
  };
}
