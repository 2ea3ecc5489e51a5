// Owns the site's public origin as pages see it: the configured one the server rendered with, never the request's Host.
import { createContext, useContext } from 'react';

const browserOrigin = () => (typeof window === 'undefined' ? '' : window.location.origin);

export const SiteOriginContext = createContext<string | null>(null);

export const useSiteOrigin = (): string => useContext(SiteOriginContext) ?? browserOrigin();
