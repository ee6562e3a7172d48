import type { ReactNode } from 'react';

/** Decorative line icons; the control that holds one carries the name. */
export function Icon({ children, size = 24 }: { children: ReactNode; size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

export const MenuIcon = () => (
  <Icon>
    <path d="M4 7h16M4 12h16M4 17h16" />
  </Icon>
);

export const CloseIcon = () => (
  <Icon>
    <path d="M6 6l12 12M18 6L6 18" />
  </Icon>
);

export const SearchIcon = () => (
  <Icon>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </Icon>
);

export const ChatIcon = () => (
  <Icon size={26}>
    <path d="M4.5 19.5l1.2-3.7A8 8 0 1 1 8.6 18.6z" />
    <path d="M9.2 8.8c0 3 2.6 5.8 5.8 6l1.2-1.5-1.8-.9-.8.8a4.5 4.5 0 0 1-2.8-2.8l.8-.8-.9-1.8z" fill="currentColor" strokeWidth="0.8" />
  </Icon>
);
