import { describe, expect, it } from 'vitest';
import { pages } from '../../pages';
import { EMPTY_FORM, type AnalysisForm } from './form';
import { ANALYSIS_PARAMS, decodeAnalysis, encodeAnalysis } from './urlCodec';

const full: AnalysisForm = {
  kind: 'spa',
  sanitizer: 'bromine',
  surface: 'plaster',
  shape: 'oval',
  volumeUnit: 'USgal',
  lengthUnit: 'ft',
  temperatureUnit: 'F',
  text: { length: '20', width: '10', shallow: '3', deep: '5', bromine: '4', ph: '7,6', alkalinity: '90', temperature: '100' },
};

describe('the analysis in the address', () => {
  it('gives back every choice and field it wrote', () => {
    const query = encodeAnalysis(full).toString();
    expect(decodeAnalysis(new URLSearchParams(query))).toEqual(full);
  });

  it('writes nothing for a new analysis, and only what differs from one', () => {
    expect(encodeAnalysis(EMPTY_FORM).toString()).toBe('');
    expect(encodeAnalysis({ ...EMPTY_FORM, text: { ph: ' 7.4 ', alkalinity: '' } }).toString()).toBe('ph=7.4');
  });

  it('leaves out values it does not know and fields too long to be readings', () => {
    const form = decodeAnalysis(new URLSearchParams('type=lake&san=salt&ph=7.2&ta=1234567890123&utm_source=x'));
    expect(form).toEqual({ ...EMPTY_FORM, sanitizer: 'salt', text: { ph: '7.2' } });
  });

  it('uses only parameters the page declares, so a shared analysis renders on the server', () => {
    const declared = pages.find((page) => page.id === 'waterAnalysis')?.query ?? [];
    expect([...declared].sort()).toEqual([...ANALYSIS_PARAMS].sort());
    expect([...encodeAnalysis(full).keys()].every((key) => declared.includes(key))).toBe(true);
    expect(new Set(ANALYSIS_PARAMS).size).toBe(ANALYSIS_PARAMS.length);
  });
});
