import type { ReactNode } from 'react';
import styled from 'styled-components';
import { wrappingList } from '../../components/wrappingList';
import { shopContact } from '../../config/shopContact';
import { ExternalLink } from './ExternalLink';
import { ChannelIcon, InstagramIcon, TikTokIcon, YouTubeIcon } from './footerIcons';
import { touchTarget } from '../../styles/touchTarget';

const networks = [
  { label: 'Instagram', href: shopContact.social.instagram, Icon: InstagramIcon },
  { label: 'YouTube', href: shopContact.social.youtube, Icon: YouTubeIcon },
  { label: 'TikTok', href: shopContact.social.tiktok, Icon: TikTokIcon },
  // Her WhatsApp channel (toko.csv's saluran_whatsapp): news for followers, apart from the order chat.
  { label: 'Saluran WhatsApp', href: shopContact.social.whatsappChannel, Icon: ChannelIcon },
  // A network the shop is not on (left empty in toko.csv) gets no link.
].filter((network): network is typeof network & { href: string } => Boolean(network.href));

/** Her accounts under their heading; a shop on no network shows neither (no heading over nothing). */
export function SocialLinks({ heading }: { heading: ReactNode }) {
  if (!networks.length) return null;
  return (
    <>
      {heading}
      <List aria-label="Ikuti kami">
        {networks.map(({ label, href, Icon }) => (
          <li key={label}>
            <ExternalLink href={href}>
              <Icon />
              {label}
            </ExternalLink>
          </li>
        ))}
      </List>
    </>
  );
}

const List = styled.ul`
  ${wrappingList}

  a {
    display: inline-flex;
    align-items: center;
    gap: 8px;
    min-height: ${touchTarget};
    padding: 0 14px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.round};
    text-decoration: none;
    font-weight: 500;
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;
