// Owns the input types of a home water analysis (ADR 0037): the water, its volume and the readings of a test.

export type WaterKind = 'pool' | 'spa';
export type Sanitizer = 'chlorine' | 'salt' | 'bromine';
export type Surface = 'vinyl' | 'plaster' | 'fibreglass';

/** What is known about the water before any reading: the ranges depend on it. A spa's ranges do not depend on its surface. */
export interface Water {
  kind: WaterKind;
  sanitizer: Sanitizer;
  surface?: Surface;
}

export type TemperatureUnit = 'C' | 'F';
export interface Temperature {
  value: number;
  unit: TemperatureUnit;
}

/** The readings of a test, all in ppm (mg/L) except pH and temperature; each is optional, a result asks only for what it needs. */
export interface Readings {
  freeChlorine?: number;
  totalChlorine?: number;
  /** Total bromine, for bromine water (instead of the chlorine readings). */
  bromine?: number;
  ph?: number;
  /** Total alkalinity, ppm as CaCO3. */
  alkalinity?: number;
  /** Calcium hardness, ppm as CaCO3. */
  calcium?: number;
  cyanuricAcid?: number;
  temperature?: Temperature;
  salt?: number;
  /** Borates, ppm as boron. */
  borates?: number;
  tds?: number;
}

export type ReadingField = keyof Readings;
