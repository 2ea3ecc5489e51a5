// The card fields' messages from Hosted Fields' states (braintree.github.io/braintree-web/current/HostedFields.html#~hostedFieldsFieldData:
// isEmpty, isValid, isPotentiallyValid, isFocused): quiet while the buyer types something that may become valid.
import { describe, expect, it } from 'vitest';
import { cardComplete, fieldProblem, fieldProblems, problemKey } from './fieldProblems';
import type { CardField, FieldState } from './types';

const state = (overrides: Partial<FieldState> = {}): FieldState => ({
  isEmpty: false,
  isValid: false,
  isPotentiallyValid: true,
  isFocused: false,
  ...overrides,
});
const valid = state({ isValid: true });
const all = (value: FieldState): Record<CardField, FieldState> => ({
  cardholderName: value,
  number: value,
  expirationDate: value,
  cvv: value,
});

describe('a card field’s message', () => {
  it('none for a valid field, nor for an empty one before the buyer pays; required once they do', () => {
    expect(fieldProblem('number', valid, true, [])).toBeNull();
    expect(fieldProblem('number', state({ isEmpty: true }), false, [])).toBeNull();
    expect(fieldProblem('number', state({ isEmpty: true }), true, [])).toBe('required');
  });

  it('none while the buyer types a value that may become valid; invalid once they leave it, or at once when it cannot', () => {
    expect(fieldProblem('number', state({ isFocused: true }), false, [])).toBeNull();
    expect(fieldProblem('number', state({ isFocused: false }), false, [])).toBe('invalid');
    expect(fieldProblem('number', state({ isFocused: true, isPotentiallyValid: false }), false, [])).toBe('invalid');
  });

  it('an American Express card’s CVV asks for 4 digits', () => {
    expect(fieldProblem('cvv', state(), true, [{ type: 'american-express' }])).toBe('cvvAmex');
    expect(fieldProblem('cvv', state(), true, [{ type: 'visa' }])).toBe('invalid');
    expect(problemKey('cvv', 'cvvAmex')).toBe('cvvAmex');
    expect(problemKey('expirationDate', 'required')).toBe('expirationDate.required');
  });

  it('every field at once, and the card complete only when all four are valid', () => {
    expect(fieldProblems({ ...all(valid), cvv: state({ isEmpty: true }) }, true)).toEqual({
      cardholderName: null,
      number: null,
      expirationDate: null,
      cvv: 'required',
    });
    expect(cardComplete(all(valid))).toBe(true);
    expect(cardComplete({ ...all(valid), expirationDate: state() })).toBe(false);
  });
});
