// Owns the saturation of the water with calcium carbonate: the CSI with ionic strength, its band, and the classic LSI table value.
import type { Temperature } from './types';
import { fahrenheitToCelsius, celsiusToFahrenheit } from './units';

export interface SaturationInput {
  ph: number;
  /** ppm as CaCO3 */
  alkalinity: number;
  /** ppm as CaCO3 */
  calcium: number;
  cyanuricAcid: number;
  temperature: Temperature;
  /** ppm as boron */
  borates?: number;
  /** ppm NaCl, as salt meters read */
  salt?: number;
  tds?: number;
}

const celsius = (t: Temperature) => (t.unit === 'C' ? t.value : fahrenheitToCelsius(t.value));

/**
 * Carbonate alkalinity, ppm as CaCO3: total alkalinity less the part carried by cyanurate and by borate, each the fraction
 * of the acid ionized at this pH times its alkalinity per ppm (notes on water chemistry, after Wojtowicz, Journal of the
 * Swimming Pool and Spa Industry):
 * `TA − CYA·0.38772/(1 + 10^(6.83 − pH)) − 4.63·B/(1 + 10^(9.11 − pH))`.
 * 0.38772 = 50.04/129.07 (CaCO3 equivalent weight over cyanuric acid's molar mass), pKa 6.83;
 * 4.63 = 50.04/10.81 (over boron's atomic weight), pKa 9.11.
 */
export function carbonateAlkalinity(ph: number, alkalinity: number, cyanuricAcid: number, borates = 0): number {
  return alkalinity - (cyanuricAcid * 0.38772) / (1 + 10 ** (6.83 - ph)) - (4.63 * borates) / (1 + 10 ** (9.11 - ph));
}

/**
 * Ionic strength (mol/L) from the readings, the CSI's estimate (notes on water chemistry, Wojtowicz as Pool Math uses it):
 * `(1.5·CH + TA)/50045 + max(0, NaCl − 1.1678·CH)/58440`, where 1.1678·CH is the chloride that came with the calcium
 * (2 × 58.44/100.09 ppm NaCl per ppm CaCO3), so it is not counted twice. NaCl is the salt reading; without it, the TDS
 * reading (a conductivity meter's NaCl equivalent) stands in for it; without either, no salt.
 */
export function ionicStrength(alkalinity: number, calcium: number, saltOrTds = 0): number {
  return (1.5 * calcium + alkalinity) / 50045 + Math.max(0, saltOrTds - 1.1678 * calcium) / 58440;
}

/**
 * Calcite saturation index (notes on water chemistry, Wojtowicz; as Trouble Free Pool's Pool Math computes it):
 * `pH − 11.677 + log10(CH) + log10(CarbAlk) − 2.56·√I/(1 + 1.65·√I) − 1412.5/(T°C + 273.15) + 4.7375`.
 * The √I term is the activity correction (Davies-type) of the calcium and carbonate ions; the temperature terms are
 * calcite's solubility and carbonate's second dissociation as functions of temperature.
 */
export function csi(input: SaturationInput): number {
  const carbAlk = carbonateAlkalinity(input.ph, input.alkalinity, input.cyanuricAcid, input.borates);
  const sqrtI = Math.sqrt(ionicStrength(input.alkalinity, input.calcium, input.salt ?? input.tds));
  return (
    input.ph -
    11.677 +
    Math.log10(input.calcium) +
    Math.log10(carbAlk) -
    (2.56 * sqrtI) / (1 + 1.65 * sqrtI) -
    1412.5 / (celsius(input.temperature) + 273.15) +
    4.7375
  );
}

/**
 * Temperature factor of the field LSI, by °F (pool-trade water-balance tables; Montana ARM 37.115, Table 7). Read as the
 * tables are: the row nearest the water's temperature.
 */
const TEMPERATURE_FACTORS: readonly (readonly [number, number])[] = [
  [32, 0.0],
  [37, 0.1],
  [46, 0.2],
  [53, 0.3],
  [60, 0.4],
  [66, 0.5],
  [76, 0.6],
  [84, 0.7],
  [94, 0.8],
  [105, 0.9],
  [128, 1.0],
];

export function temperatureFactor(t: Temperature): number {
  const f = t.unit === 'F' ? t.value : celsiusToFahrenheit(t.value);
  let best = TEMPERATURE_FACTORS[0]!;
  for (const row of TEMPERATURE_FACTORS) if (Math.abs(row[0] - f) < Math.abs(best[0] - f)) best = row;
  return best[1];
}

/**
 * The classic field LSI, `pH + TF + CF + AF − TDSF` (pool-trade water-balance tables): CF = log10(CH) − 0.4 and
 * AF = log10(carbonate alkalinity), which the tables' rows round; TDSF 12.1 up to 1,000 ppm TDS, 12.2 up to 2,000, 12.3
 * above. TDS is the TDS reading, else the salt reading, else taken as under 1,000 ppm. Shown beside the CSI for those who
 * know the table; the CSI is the one the plan reads.
 */
export function lsiTable(input: SaturationInput): number {
  const carbAlk = carbonateAlkalinity(input.ph, input.alkalinity, input.cyanuricAcid, input.borates);
  const tds = input.tds ?? input.salt ?? 0;
  const tdsFactor = tds <= 1000 ? 12.1 : tds <= 2000 ? 12.2 : 12.3;
  return input.ph + temperatureFactor(input.temperature) + (Math.log10(input.calcium) - 0.4) + Math.log10(carbAlk) - tdsFactor;
}

export type SaturationBand = 'corrosive' | 'balanced' | 'scaling';

/**
 * An index to the hundredth, as the page shows it, half away from zero as Intl rounds: the band and the sentence are read
 * from this value, so a shown −0,30 is never called corrosive.
 */
export const roundIndex = (index: number) => (Math.sign(index) * Math.round(Math.abs(index) * 100)) / 100 || 0;

/**
 * Bands of pool-care apps (notes on water chemistry): below −0.3 corrosive, −0.3 to +0.3 balanced (both limits inclusive),
 * above +0.3 scaling; read on the index to the hundredth.
 */
export function saturationBand(index: number): SaturationBand {
  const shown = roundIndex(index);
  if (shown < -0.3) return 'corrosive';
  return shown > 0.3 ? 'scaling' : 'balanced';
}

/** What the index says to a pool owner: the band, and past ±0.6 (the split some apps make for "likely") the stronger word. */
export type SaturationLevel = 'aggressive' | 'slightly-aggressive' | 'balanced' | 'slightly-scaling' | 'scaling';

/**
 * The level of the plain sentence: balanced from −0.3 to +0.3; slightly aggressive down to −0.6 and slightly scaling up to
 * +0.6 (inclusive); aggressive or scaling beyond (notes on water chemistry: ±0.3, some apps split ±0.6).
 */
export function saturationLevel(index: number): SaturationLevel {
  const shown = roundIndex(index);
  const band = saturationBand(shown);
  if (band === 'balanced') return 'balanced';
  if (band === 'corrosive') return shown < -0.6 ? 'aggressive' : 'slightly-aggressive';
  return shown > 0.6 ? 'scaling' : 'slightly-scaling';
}

export interface Saturation {
  csi: number;
  band: SaturationBand;
  level: SaturationLevel;
  lsi: number;
  carbonateAlkalinity: number;
}

/**
 * The index with its band and the table LSI; undefined when carbonate alkalinity or calcium is not positive (cyanurate
 * and borates carry all the alkalinity: the logarithm has no value, the water is corrosive whatever the index).
 */
export function saturation(input: SaturationInput): Saturation | undefined {
  const carbAlk = carbonateAlkalinity(input.ph, input.alkalinity, input.cyanuricAcid, input.borates);
  if (carbAlk <= 0 || input.calcium <= 0) return undefined;
  const index = csi(input);
  return { csi: index, band: saturationBand(index), level: saturationLevel(index), lsi: lsiTable(input), carbonateAlkalinity: carbAlk };
}
