// Owns what a card field's state means to the buyer: which message each field shows (none while they are still typing
// a value that may become valid), and whether the card is complete. Hosted Fields gives states, never values or words.
import { CARD_FIELDS, type CardField, type FieldState } from './types';

export type FieldProblem = 'required' | 'invalid' | 'cvvAmex';

/**
 * A field's message key: an empty field only once the buyer tried to pay; a value that can no longer become valid at
 * once; an incomplete one when the buyer leaves it or pays. American Express asks for 4 digits, and says so.
 */
export function fieldProblem(
  field: CardField,
  state: FieldState,
  submitted: boolean,
  cards: ReadonlyArray<{ type: string }>,
): FieldProblem | null {
  if (state.isValid) return null;
  if (state.isEmpty) return submitted ? 'required' : null;
  const settled = submitted || !state.isFocused || !state.isPotentiallyValid;
  if (!settled) return null;
  if (field === 'cvv' && cards.length === 1 && cards[0]!.type === 'american-express') return 'cvvAmex';
  return 'invalid';
}

export function fieldProblems(
  fields: Record<CardField, FieldState>,
  submitted: boolean,
  cards: ReadonlyArray<{ type: string }> = [],
): Record<CardField, FieldProblem | null> {
  return Object.fromEntries(CARD_FIELDS.map((field) => [field, fieldProblem(field, fields[field], submitted, cards)])) as Record<
    CardField,
    FieldProblem | null
  >;
}

/** The message table's key for a field's problem (checkout.card.problem.*). */
export const problemKey = (field: CardField, problem: FieldProblem): string => (problem === 'cvvAmex' ? 'cvvAmex' : `${field}.${problem}`);

/** Every field valid: what Hosted Fields' tokenize needs. */
export const cardComplete = (fields: Record<CardField, FieldState>): boolean => CARD_FIELDS.every((field) => fields[field].isValid);
