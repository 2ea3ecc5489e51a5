import { describe, expect, it } from 'vitest';
import { LEAD_REFUSAL_CODES } from './leads-api';
import { ruleMessage } from './messages';

describe('the leads wire', () => {
  it('has words in French and English for every refusal code it declares', () => {
    for (const code of LEAD_REFUSAL_CODES) {
      expect(ruleMessage(code, 'fr', { field: 'email' }), code).not.toBe('');
      expect(ruleMessage(code, 'en', { field: 'email' }), code).not.toBe(ruleMessage(code, 'fr', { field: 'email' }));
    }
  });
});
