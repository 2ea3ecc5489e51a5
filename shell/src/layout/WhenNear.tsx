// Owns rendering a region only when the visitor scrolls near it, so the code behind it (a remote) is not loaded with the page.
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Renders its children once its place comes within `margin` of the viewport. */
export function WhenNear({ children, margin = '600px' }: { children: ReactNode; margin?: string }) {
  const [near, setNear] = useState(false);
  const anchor = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = anchor.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return near ? children : <div ref={anchor} data-when-near="" />;
}
