import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_PATTERN } from '@storefront/validation';
import { submissionContent, submissionKeyFor } from './submissionKey';

const file = { name: 'plan.pdf', size: 2_000, lastModified: 1 };

describe('the idempotency key of a filled form', () => {
  it('stays the same for the same content (a retry), whatever the order the fields come in', () => {
    const first = submissionKeyFor(null, submissionContent({ name: 'Marie', email: 'm@x.co' }, [file]));
    expect(first.key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(submissionKeyFor(first, submissionContent({ email: 'm@x.co', name: 'Marie' }, [file]))).toBe(first);
  });

  it('changes as soon as a field or a file changes', () => {
    const first = submissionKeyFor(null, submissionContent({ name: 'Marie' }, [file]));
    expect(submissionKeyFor(first, submissionContent({ name: 'Marie C' }, [file])).key).not.toBe(first.key);
    expect(submissionKeyFor(first, submissionContent({ name: 'Marie' }, [{ ...file, size: 2_001 }])).key).not.toBe(first.key);
    expect(submissionKeyFor(first, submissionContent({ name: 'Marie' }, [])).key).not.toBe(first.key);
  });
});
