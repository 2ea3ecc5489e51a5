// Owns when the checkout remote's headless cart runtime starts: once the page is idle, so it never slows the first paint.
import { useEffect, useState } from 'react';
import { RemoteSlot } from '../regions/RemoteSlot';

export function CartRuntimeStarter() {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(id);
  }, []);
  return idle ? <RemoteSlot slot="cartRuntime" quiet /> : null;
}
