// Owns the short promotional video of spec §7, kept in the cloud file store: the home page's video slide leads to it.
import { readFileSync } from 'node:fs';
import { emptyPart, type SeedPart } from '../part';

/** Storage path of the video (10 s, 640×360, H.264 with faststart, about 75 kB), made once from the home slides' images. */
export const PROMOTION_VIDEO_PATH = 'videos/piscines-soleil-promotion.mp4';

export function promotionVideoPart(): SeedPart {
  const part = emptyPart();
  part.files[PROMOTION_VIDEO_PATH] = {
    contentType: 'video/mp4',
    data: readFileSync(new URL('./media/piscines-soleil-promotion.mp4', import.meta.url)),
  };
  return part;
}
