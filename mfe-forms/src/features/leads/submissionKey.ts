// Owns the idempotency key of a filled form: one key for one content, sent again with a retry after an answer that never
// came (the store API answers the first lead and its reference), a new one as soon as the visitor changes anything.

export interface SubmissionKey {
  key: string;
  /** The content the key was made for. */
  content: string;
}

/** A key for one submission, in the form the store API accepts (IDEMPOTENCY_KEY_PATTERN). */
export const newSubmissionKey = () => `lead-${crypto.randomUUID()}`;

/** What a submission holds, as one text: every field in a fixed order, and each file's name, size and date. */
export function submissionContent(
  fields: Record<string, string>,
  files: readonly { name: string; size: number; lastModified: number }[],
): string {
  const ordered = Object.keys(fields)
    .sort()
    .map((name) => [name, fields[name]]);
  return JSON.stringify([ordered, files.map((file) => [file.name, file.size, file.lastModified])]);
}

/** The key to send: the previous one while the content is the same, else a new one. */
export function submissionKeyFor(previous: SubmissionKey | null, content: string): SubmissionKey {
  return previous?.content === content ? previous : { key: newSubmissionKey(), content };
}
