// Owns the saved lists' two icons, a heart and two arrows, apart from the other icons: a remote's product card takes only these
// into its first load (the whole set weighs about 1.5 KB compressed).
import { IconFrame, stroke } from './IconFrame';

export const SAVED_LIST_PATHS = {
  // Drawn as an outline; a pressed toggle fills it through CSS (`fill` on the path), so one icon serves both states.
  wishlist: <path {...stroke} d="M12 19.5s-7.5-4.4-7.5-9.6A4.2 4.2 0 0 1 12 7.6a4.2 4.2 0 0 1 7.5 2.3c0 5.2-7.5 9.6-7.5 9.6Z" />,
  compare: <path {...stroke} d="M8 4 4 8l4 4M4 8h12M16 12l4 4-4 4M20 16H8" />,
} as const;

export function SavedListIcon({ list, size = 24, className }: { list: keyof typeof SAVED_LIST_PATHS; size?: number; className?: string }) {
  return (
    <IconFrame size={size} className={className}>
      {SAVED_LIST_PATHS[list]}
    </IconFrame>
  );
}
