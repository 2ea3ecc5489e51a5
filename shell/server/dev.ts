// Owns what the shell's dev server adds: the pointer to the remotes' dev servers.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { devPointer } from './config/config';

type Next = () => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

export function devRemotesMiddleware(middlewares: { unshift: (...handlers: Middleware[]) => unknown }) {
  middlewares.unshift((req, res, next) => {
    if (req.url !== '/mf-remotes.json') return next();
    res.setHeader('content-type', 'application/json; charset=utf-8');
    res.setHeader('cache-control', 'no-cache');
    void devPointer().then((pointer) => res.end(JSON.stringify(pointer)));
  });
}
