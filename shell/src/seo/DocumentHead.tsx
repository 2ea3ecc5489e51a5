// Owns the document's head for the page shown: React 19 hoists this title, description, robots, canonical and hreflang links into <head>.
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router';
import type { Locale } from '@storefront/contracts';
import { pageMetaAtom } from '@storefront/platform';
import { useHydrated } from '@storefront/ui';
import { useSiteOrigin } from '../ssr/siteOrigin';
import { notFoundShownAtom } from './notFoundHead';
import { documentMeta, notFoundMeta, withPageOverride } from './pageMeta';

export function DocumentHead({ locale }: { locale: Locale }) {
  const { pathname } = useLocation();
  const override = useAtomValue(pageMetaAtom);
  const origin = useSiteOrigin();
  // An address of a page type whose loader found nothing (an unknown product) shows the 404 page: its head is the 404 page's.
  const meta = useAtomValue(notFoundShownAtom) ? notFoundMeta(locale) : withPageOverride(documentMeta(pathname, origin, locale), override);
  // The server writes the head as text (shell/server/documentHead.ts); React takes it over once the page is hydrated.
  const hydrated = useHydrated();
  if (!hydrated) return null;
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
