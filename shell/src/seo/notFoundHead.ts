// Owns telling the document's head that the 404 page is shown, whatever the address's page type (a product whose loader found nothing).
import { useEffect } from 'react';
import { atom, useSetAtom } from 'jotai';

/** True while the 404 page is shown; the head then is the 404 page's (notFoundMeta), as the server writes it with the 404 status. */
export const notFoundShownAtom = atom(false);

/** Called by the 404 page: the head says "page not found" while it is shown, not the title of the page type its address matches. */
export function useNotFoundHead(): void {
  const setShown = useSetAtom(notFoundShownAtom);
  useEffect(() => {
    setShown(true);
    return () => setShown(false);
  }, [setShown]);
}
