// Owns rendering a text given as parts, some of them links to other sites (a disclaimer naming a policy, say).
export interface TextPart {
  text: string;
  href?: string;
}

export function TextWithLinks({ parts, className, testId }: { parts: readonly TextPart[]; className?: string; testId?: string }) {
  return (
    <p className={className} data-testid={testId}>
      {parts.map((part, index) =>
        part.href ? (
          <a key={index} href={part.href} target="_blank" rel="noreferrer">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
