// Keeps the local cloud's read policies in step with the rules files that ship to Firebase.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_OPTION_COLLECTIONS, MODEL_PARENT_COLLECTIONS, PUBLIC_COLLECTIONS, PUBLIC_SUBCOLLECTIONS } from '../src/firestore/access';
import { PUBLIC_STORAGE_FOLDERS, canReadObject } from '../src/storage/access';

const firestoreRules = readFileSync(new URL('../rules/firestore.rules', import.meta.url), 'utf8');
const storageRules = readFileSync(new URL('../rules/storage.rules', import.meta.url), 'utf8');

function listAfter(functionOrRule: string): string[] {
  const match = new RegExp(`${functionOrRule}[^\\[]*\\[([^\\]]*)\\]`).exec(firestoreRules);
  return (match?.[1] ?? '')
    .split(',')
    .map((item) => item.trim().replace(/'/g, ''))
    .filter(Boolean);
}

describe('rules files and local policies agree', () => {
  it('Firestore: the same model families, option lists and public collections', () => {
    expect(listAfter('function isModelFamily')).toEqual([...MODEL_PARENT_COLLECTIONS]);
    expect(listAfter('function isOptionList')).toEqual([...MODEL_OPTION_COLLECTIONS]);
    const marketing = listAfter('allow read: if marketing in');
    const topLevel = [...firestoreRules.matchAll(/^ {4}match \/([a-z-]+)\/\{/gm)].map((match) => match[1]);
    expect([...topLevel, ...MODEL_PARENT_COLLECTIONS, ...marketing].sort()).toEqual([...PUBLIC_COLLECTIONS].sort());
    for (const [parent, subs] of Object.entries(PUBLIC_SUBCOLLECTIONS)) {
      for (const sub of subs) expect(firestoreRules).toMatch(new RegExp(`match /${parent}/\\{[a-zA-Z]+\\} \\{[\\s\\S]*?match /${sub}/\\{`));
    }
    expect(firestoreRules).not.toMatch(/allow\s+(write|create|update|delete)/);
  });

  it('Storage: the same public folders, and nothing else readable', () => {
    const folders = [...storageRules.matchAll(/match \/([a-z-]+)\/\{allPaths=\*\*\}/g)].map((match) => match[1]);
    expect(folders).toEqual([...PUBLIC_STORAGE_FOLDERS]);
    expect(storageRules).not.toMatch(/allow\s+(write|create|update|delete)/);
    expect(canReadObject('shop/x.webp')).toBe(true);
    expect(canReadObject('uploads/cv.pdf')).toBe(false);
    expect(canReadObject('shop')).toBe(false);
  });
});
