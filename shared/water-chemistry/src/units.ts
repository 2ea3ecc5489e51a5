// Owns the unit conversions the chemistry needs: volumes, lengths, temperatures and the US customary units of dosing rules.

/** Litres in one US gallon (231 cubic inches), exact by definition: NIST Handbook 44, Appendix C. */
export const LITRES_PER_US_GALLON = 3.785411784;
/** Metres in one international foot, exact by definition (NIST Handbook 44, Appendix C). */
export const METRES_PER_FOOT = 0.3048;
/** Millilitres in one US fluid ounce (1/128 gallon), exact from the gallon above. */
export const ML_PER_US_FLUID_OUNCE = (LITRES_PER_US_GALLON * 1000) / 128;
/** Grams in one avoirdupois ounce (1/16 of 0.45359237 kg), exact by definition (NIST Handbook 44, Appendix C). */
export const GRAMS_PER_OUNCE = 453.59237 / 16;

export const litresToUsGallons = (litres: number) => litres / LITRES_PER_US_GALLON;
export const usGallonsToLitres = (gallons: number) => gallons * LITRES_PER_US_GALLON;

export const fahrenheitToCelsius = (f: number) => ((f - 32) * 5) / 9;
export const celsiusToFahrenheit = (c: number) => (c * 9) / 5 + 32;
