// Owns the unit the seed is assembled from: Firestore documents, images to render and ready files, by module.
import type { ImageRequest } from './images/render';
import type { SeedDocument, SeedObject } from './types';

export interface SeedPart {
  documents: Record<string, SeedDocument>;
  images: ImageRequest[];
  files: Record<string, SeedObject>;
}

export function emptyPart(): SeedPart {
  return { documents: {}, images: [], files: {} };
}

/** Merges parts, refusing two writers of the same document or object (a seed bug). */
export function mergeParts(parts: readonly SeedPart[]): SeedPart {
  const merged = emptyPart();
  const imagePaths = new Set<string>();
  for (const part of parts) {
    for (const [path, document] of Object.entries(part.documents)) {
      if (merged.documents[path]) throw new Error(`Two seed modules write the document ${path}`);
      merged.documents[path] = document;
    }
    for (const image of part.images) {
      // Option swatches are shared by every model of a family: the same request may come several times.
      if (imagePaths.has(image.path)) continue;
      imagePaths.add(image.path);
      merged.images.push(image);
    }
    for (const [path, file] of Object.entries(part.files)) {
      if (merged.files[path] || imagePaths.has(path)) throw new Error(`Two seed modules write the object ${path}`);
      merged.files[path] = file;
    }
  }
  return merged;
}

export function seo(title: string, description: string, image: string): { seoTitle: string; seoDescription: string; seoImage: string } {
  return { seoTitle: `${title} | Piscines Soleil`, seoDescription: description, seoImage: image };
}

type Bilingual = { fr: string; en: string };

/** Search-engine fields in both languages; an empty English side (no English text) reads as French. */
export function bilingualSeo(
  title: Bilingual,
  description: Bilingual,
  image: string,
): { seoTitle: Bilingual; seoDescription: Bilingual; seoImage: string } {
  const french = seo(title.fr, description.fr, image);
  const english = title.en ? seo(title.en, description.en, image) : { seoTitle: '', seoDescription: '' };
  return {
    seoTitle: { fr: french.seoTitle, en: english.seoTitle },
    seoDescription: { fr: french.seoDescription, en: english.seoDescription },
    seoImage: image,
  };
}
