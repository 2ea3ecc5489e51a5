// Owns the storefront's icons (the shell's layout and the remotes' controls): inline SVG drawn in currentColor, hidden from assistive
// technology (the text beside them or the control's own label names the control).
import type { ReactNode } from 'react';
import { IconFrame, stroke } from './IconFrame';
import { SAVED_LIST_PATHS } from './SavedListIcon';

export type IconName =
  | 'menu'
  | 'cart'
  | 'phone'
  | 'truck'
  | 'pool'
  | 'spa'
  | 'chair'
  | 'flask'
  | 'tools'
  | 'form'
  | 'home'
  | 'store'
  | 'chat'
  | 'grid'
  | 'filter'
  | 'clock'
  | 'leaf'
  | 'badge'
  | 'search'
  | 'check'
  | 'alert'
  | 'gift'
  | 'edit'
  | 'facebook'
  | 'instagram'
  | 'youtube'
  | 'chevron'
  | 'heart'
  | 'compare';

const PATHS: Record<IconName, ReactNode> = {
  menu: <path {...stroke} d="M4 7h16M4 12h16M4 17h16" />,
  cart: (
    <g {...stroke}>
      <path d="M3 4h2l2.4 10.2a1.5 1.5 0 0 0 1.5 1.2h8.3a1.5 1.5 0 0 0 1.5-1.1L20.5 8H6.2" />
      <circle cx="9.5" cy="19.5" r="1.3" />
      <circle cx="17" cy="19.5" r="1.3" />
    </g>
  ),
  phone: (
    <path
      {...stroke}
      d="M6.6 3.5h2.6l1.4 4-1.9 1.3a11 11 0 0 0 6.5 6.5l1.3-1.9 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2Z"
    />
  ),
  truck: (
    <g {...stroke}>
      <path d="M2.5 6.5h11v9h-11zM13.5 9.5h4l3 3v3h-7" />
      <circle cx="6.5" cy="17.5" r="1.8" />
      <circle cx="17" cy="17.5" r="1.8" />
    </g>
  ),
  pool: (
    <g {...stroke}>
      <path d="M7 15V5.5a2 2 0 0 1 4 0M13 15V5.5a2 2 0 0 1 4 0M7 8.5h6M7 12h6" />
      <path d="M2.5 17.5c1.5 1 3 1 4.5 0s3-1 4.5 0 3 1 4.5 0 3-1 4.5 0" />
    </g>
  ),
  spa: (
    <g {...stroke}>
      <path d="M3 12h18v3.5a3.5 3.5 0 0 1-3.5 3.5h-11A3.5 3.5 0 0 1 3 15.5z" />
      <path d="M8 9c-1-1.2 1-2.3 0-3.5M12 9c-1-1.2 1-2.3 0-3.5M16 9c-1-1.2 1-2.3 0-3.5" />
    </g>
  ),
  chair: (
    <g {...stroke}>
      <path d="M6 4h12l-1 8H7zM5 12h14M7 12l-1.5 8M17 12l1.5 8M8 16h8" />
    </g>
  ),
  flask: (
    <g {...stroke}>
      <path d="M9.5 3.5h5M10.5 3.5v5.2L5 18a1.8 1.8 0 0 0 1.6 2.6h10.8A1.8 1.8 0 0 0 19 18l-5.5-9.3V3.5" />
      <path d="M7.5 14.5h9" />
    </g>
  ),
  tools: (
    <path {...stroke} d="M14.7 6.3a4 4 0 0 0-5.3 5.3L3.8 17.2a1.8 1.8 0 0 0 2.6 2.6l5.6-5.6a4 4 0 0 0 5.3-5.3l-2.5 2.5-2.4-.6-.6-2.4z" />
  ),
  form: (
    <g {...stroke}>
      <rect x="5" y="3.5" width="14" height="17" rx="2" />
      <path d="M8.5 8h7M8.5 12h7M8.5 16h4" />
    </g>
  ),
  home: <path {...stroke} d="M4 11 12 4l8 7M6 9.5V20h4.5v-5h3v5H18V9.5" />,
  store: (
    <g {...stroke}>
      <path d="M4 9.5 5.5 4h13L20 9.5a2.7 2.7 0 0 1-5.3 0 2.7 2.7 0 0 1-5.4 0 2.7 2.7 0 0 1-5.3 0Z" />
      <path d="M5.5 12v8h13v-8M10 20v-4.5h4V20" />
    </g>
  ),
  chat: <path {...stroke} d="M4.5 5.5h15v10h-8l-4.5 4v-4H4.5z" />,
  grid: (
    <g {...stroke}>
      <rect x="4" y="4" width="6.5" height="6.5" rx="1.2" />
      <rect x="13.5" y="4" width="6.5" height="6.5" rx="1.2" />
      <rect x="4" y="13.5" width="6.5" height="6.5" rx="1.2" />
      <rect x="13.5" y="13.5" width="6.5" height="6.5" rx="1.2" />
    </g>
  ),
  filter: <path {...stroke} d="M4 6h16M7 12h10M10 18h4" />,
  clock: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5V12l3 2" />
    </g>
  ),
  leaf: (
    <path
      fill="currentColor"
      d="m12 2 1.6 3.2 1.8-.9-.5 4.6 2.6-2.8.6 1.6 3-.6-1 3.3 1.3.6L17 14.5l.6 1.8-4.8-.7.2 5.4h-2l.2-5.4-4.8.7.6-1.8-4.4-3.5 1.3-.6-1-3.3 3 .6.6-1.6 2.6 2.8-.5-4.6 1.8.9z"
    />
  ),
  badge: (
    <g {...stroke}>
      <circle cx="12" cy="9.5" r="5.5" />
      <path d="m9 14.3-1.5 6.2 4.5-2.2 4.5 2.2-1.5-6.2M9.8 9.5l1.5 1.5 3-3" />
    </g>
  ),
  search: (
    <g {...stroke}>
      <circle cx="10.5" cy="10.5" r="6" />
      <path d="m15 15 5 5" />
    </g>
  ),
  check: <path {...stroke} d="m5 12.5 4.5 4.5L19 7.5" />,
  alert: (
    <g {...stroke}>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M12 7.5v5.5M12 16.3v.2" />
    </g>
  ),
  gift: (
    <g {...stroke}>
      <rect x="4" y="9" width="16" height="11" rx="1.5" />
      <path d="M3 9h18M12 9v11M12 9c-2.5 0-5-.8-5-2.8S9.8 4.5 12 9c2.2-4.5 5-3 5-.8S14.5 9 12 9" />
    </g>
  ),
  edit: <path {...stroke} d="M5 19h4L19.5 8.5a2.1 2.1 0 0 0-3-3L6 16zM14.5 7.5l2 2" />,
  facebook: (
    <path
      fill="currentColor"
      d="M13.5 21v-7.5H16l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4a20 20 0 0 0-2.3-.1c-2.2 0-3.7 1.4-3.7 3.9v2.3H8v3h2.5V21z"
    />
  ),
  instagram: (
    <g {...stroke}>
      <rect x="4" y="4" width="16" height="16" rx="4.5" />
      <circle cx="12" cy="12" r="3.8" />
      <circle cx="16.8" cy="7.2" r=".6" fill="currentColor" />
    </g>
  ),
  youtube: (
    <g>
      <path
        fill="currentColor"
        d="M21 8.2a2.5 2.5 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.5 2.5 0 0 0 3 8.2 26 26 0 0 0 2.6 12 26 26 0 0 0 3 15.8a2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.5 2.5 0 0 0 1.8-1.8 26 26 0 0 0 .4-3.8 26 26 0 0 0-.4-3.8Z"
      />
      <path fill="var(--icon-contrast, #fff)" d="m10.2 14.6 4.7-2.6-4.7-2.6z" />
    </g>
  ),
  chevron: <path {...stroke} d="m9 5 7 7-7 7" />,
  heart: SAVED_LIST_PATHS.wishlist,
  compare: SAVED_LIST_PATHS.compare,
};

export function Icon({ name, size = 24, className }: { name: IconName; size?: number; className?: string }) {
  return (
    <IconFrame size={size} className={className}>
      {PATHS[name]}
    </IconFrame>
  );
}
