// Owns waiting for a place on the page to come near the viewport, so the code behind it (a remote's slot) loads only then.

/** Runs `run` once `element` comes within `margin` of the viewport; returns what cancels it. */
export function whenNear(element: Element, run: () => void, margin = '600px'): () => void {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    },
    { rootMargin: margin },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
