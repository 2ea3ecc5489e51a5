// Owns the one way a catalogue page says "no such page": a 404 response the shell turns into its 404 page.
import { data } from 'react-router';

export function notFound(): never {
  throw data(null, { status: 404 });
}
