// Owns the water's volume: given in litres or US gallons, or computed from a shape, its dimensions and its average depth.
import { LITRES_PER_US_GALLON, METRES_PER_FOOT } from './units';

export type LengthUnit = 'm' | 'ft';
export type VolumeUnit = 'L' | 'USgal';

/** Depths at both ends; the average of the two is the depth (pool-trade practice, the "average depth"). */
interface Depths {
  shallow: number;
  deep: number;
  unit: LengthUnit;
}

export type Volume =
  | { kind: 'given'; value: number; unit: VolumeUnit }
  | ({ kind: 'rectangle'; length: number; width: number } & Depths)
  | ({ kind: 'round'; diameter: number } & Depths)
  /** A stadium: a rectangle with a half circle of diameter `width` at each end, `length` overall (the usual "oval" pool). */
  | ({ kind: 'oval'; length: number; width: number } & Depths);

export const averageDepth = (shallow: number, deep: number) => (shallow + deep) / 2;

/** Surface of the shape in its own unit squared. */
function area(volume: Exclude<Volume, { kind: 'given' }>): number {
  switch (volume.kind) {
    case 'rectangle':
      return volume.length * volume.width;
    case 'round':
      return (Math.PI * volume.diameter ** 2) / 4;
    case 'oval':
      // The stadium's two half circles replace the corners of its bounding rectangle: L·W − (1 − π/4)·W²
      // (the notes' 0.214602·W², which is 1 − π/4).
      return volume.length * volume.width - (1 - Math.PI / 4) * volume.width ** 2;
  }
}

/** The volume in litres: 1 m³ = 1,000 L; feet converted by the international foot. */
export function volumeLitres(volume: Volume): number {
  if (volume.kind === 'given') return volume.unit === 'L' ? volume.value : volume.value * LITRES_PER_US_GALLON;
  const metres = volume.unit === 'm' ? 1 : METRES_PER_FOOT;
  return area(volume) * metres ** 2 * averageDepth(volume.shallow, volume.deep) * metres * 1000;
}
