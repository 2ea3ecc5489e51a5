// Owns the document's head for the page shown: React 19 hoists this title, description, robots, canonical and hreflang links into <head>.
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { pageMetaAtom } from '@storefront/platform';
import { whenInteracted } from '@storefront/ui';
import { useSiteOrigin } from '../ssr/siteOrigin';
import { notFoundShownAtom } from './notFoundHead';
import type * as PageMeta from './pageMeta';
import { removeServerMeta } from './serverMeta';

type PageMetaModule = typeof PageMeta;

/**
 * Every page's texts for the head, in both languages, are not needed to use the page the server sent: its head is already
 * there. They load at the visitor's first move (about 3 KB compressed less before the page is interactive, and none on a page
 * nobody uses), and at the latest with the next page's head.
 */
let pageMetaModule: PageMetaModule | null = null;
let pageMetaRequest: Promise<PageMetaModule> | null = null;
const listeners = new Set<() => void>();
export function loadPageMeta(): Promise<PageMetaModule> {
  pageMetaRequest ??= import('./pageMeta').then((module) => {
    pageMetaModule = module;
    for (const listener of listeners) listener();
    return module;
  });
  return pageMetaRequest;
}
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function DocumentHead({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const override = useAtomValue(pageMetaAtom);
  const notFound = useAtomValue(notFoundShownAtom);
  const origin = useSiteOrigin();
  // Null on the server and during hydration (the server writes the head as text: shell/server/rendering/documentHead.ts).
  const pageMeta = useSyncExternalStore(
    subscribe,
    () => pageMetaModule,
    () => null,
  );
  // At the visitor's first move, or at once when they go to another page first.
  const landing = useRef(pathname);
  useEffect(() => {
    if (pageMeta) return;
    if (pathname !== landing.current) return void loadPageMeta();
    return whenInteracted(() => void loadPageMeta());
  }, [pageMeta, pathname]);
  const ready = pageMeta !== null;
  // React has put its own tags in the head by the time this runs: the server's leave in the same frame.
  useLayoutEffect(() => {
    if (ready) removeServerMeta(document);
  }, [ready]);
  if (!pageMeta) return null;
  // An address of a page type whose loader found nothing (an unknown product) shows the 404 page: its head is the 404 page's.
  const meta = notFound
    ? pageMeta.notFoundMeta(locale)
    : pageMeta.withPageOverride(pageMeta.documentMeta(pathname, origin, locale), override);
  return (
    <>
      <title>{meta.title}</title>
      <meta name="description" content={meta.description} />
      {meta.robots ? <meta name="robots" content={meta.robots} /> : null}
      {meta.canonical ? <link rel="canonical" href={meta.canonical} /> : null}
      {meta.alternates.map((alternate) => (
        <link key={alternate.hrefLang} rel="alternate" hrefLang={alternate.hrefLang} href={alternate.href} />
      ))}
    </>
  );
}
