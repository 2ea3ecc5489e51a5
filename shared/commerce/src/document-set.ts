// Owns merging GraphQL documents into one: each operation and fragment once, so tools that read a whole set (codegen,
// validation) see the fragments the documents share as they are sent.
import { Kind, parse, print, type DefinitionNode } from 'graphql';

const nameOf = (definition: DefinitionNode): string =>
  'name' in definition && definition.name ? definition.name.value : `(anonymous ${definition.kind})`;

/** The definitions of `documents`, each name once; two different definitions under one name are an error. */
export function documentSet(documents: readonly string[]): string {
  const definitions = new Map<string, DefinitionNode>();
  for (const document of documents)
    for (const definition of parse(document).definitions) {
      const name = nameOf(definition);
      const found = definitions.get(name);
      if (found && print(found) !== print(definition)) throw new Error(`Two different GraphQL definitions are named ${name}`);
      definitions.set(name, definition);
    }
  return print({ kind: Kind.DOCUMENT, definitions: [...definitions.values()] });
}
