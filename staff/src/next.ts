// Owns where the console goes after sign-in: back to the console's own page the member was on, never to another site.
export function safeNext(next: string | null): string {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return '/';
  if (next.startsWith('/sign-in') || next.startsWith('/invitation')) return '/';
  return next;
}
