// Owns bringing the section named by the address's #fragment into view once the page has rendered (client navigations do not scroll to it).
import { useEffect } from 'react';
import { useLocation } from 'react-router';

export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}
