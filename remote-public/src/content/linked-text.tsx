import type { ReactNode } from 'react';
import { Link } from '@chakra-ui/react';
import { whatsappLink } from '@rides/domain/company';
import { TEXT_VALUES } from './topic-text';

/**
 * The texts are plain, so the help assistant and the e-mails can quote them as they are; on the page,
 * the contacts they name become links: the support address opens the mail app, the WhatsApp number
 * the chat, and the CNIL's site (the privacy policy's complaint route) opens.
 */
const LINKS: ReadonlyArray<{ text: string; href: string }> = [
  { text: TEXT_VALUES.email, href: `mailto:${TEXT_VALUES.email}` },
  { text: TEXT_VALUES.whatsapp, href: whatsappLink() },
  { text: 'www.cnil.fr', href: 'https://www.cnil.fr' },
];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const FINDER = new RegExp(`(${LINKS.map((l) => escape(l.text)).join('|')})`);

export function LinkedText({ text }: { text: string }): ReactNode {
  // split with one capture group: odd indexes are the matched contacts.
  return text.split(FINDER).map((part, i) => {
    const link = i % 2 === 1 ? LINKS.find((l) => l.text === part) : undefined;
    return link ? (
      <Link key={i} href={link.href} colorPalette="brand" textDecoration="underline" whiteSpace="nowrap">
        {part}
      </Link>
    ) : (
      part
    );
  });
}
