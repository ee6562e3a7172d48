// Only the footer's chunk needs these, so they are kept apart from the header's icons.
import { Icon } from './icons';

export const InstagramIcon = () => (
  <Icon size={20}>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.2" cy="6.8" r="0.6" fill="currentColor" />
  </Icon>
);

export const YouTubeIcon = () => (
  <Icon size={20}>
    <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
    <path d="M10.2 9.2v5.6l4.8-2.8z" fill="currentColor" />
  </Icon>
);

export const TikTokIcon = () => (
  <Icon size={20}>
    <path d="M13.5 3.5v11.2a3.3 3.3 0 1 1-3.3-3.3M13.5 3.5c.4 2.6 2.2 4.3 5 4.5" />
  </Icon>
);

/** A WhatsApp channel: the chat bubble with a broadcast's waves. */
export const ChannelIcon = () => (
  <Icon size={20}>
    <path d="M4 19.5l1-3.2A7.5 7.5 0 1 1 7.7 18.7z" />
    <path d="M9.5 10.5a3.5 3.5 0 0 1 5 0M8 8.5a6 6 0 0 1 8 0" />
    <circle cx="12" cy="13" r="1" fill="currentColor" />
  </Icon>
);

export const ExternalIcon = () => (
  <Icon size={16}>
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
  </Icon>
);
