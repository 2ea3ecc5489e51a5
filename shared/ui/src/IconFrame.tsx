// Owns what every icon shares: the 24-unit frame drawn in currentColor, hidden from assistive technology, and the stroke's look.
import type { ReactNode } from 'react';

export const stroke = { fill: 'none', stroke: 'currentColor', strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

export function IconFrame({ size, className, children }: { size: number; className?: string | undefined; children: ReactNode }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width={size} height={size} className={className}>
      {children}
    </svg>
  );
}
