// Owns how both local Shopify GraphQL APIs word a refused document: graphql-js's validation errors as graphql-ruby (Shopify's engine) words them, with its extensions.code.
import { BREAK, GraphQLError, Kind, visit, type ASTNode, type DocumentNode, type ValueNode } from 'graphql';

function pathSegment(node: ASTNode): string | null {
  switch (node.kind) {
    case Kind.OPERATION_DEFINITION:
      return node.name ? `${node.operation} ${node.name.value}` : node.operation;
    case Kind.FRAGMENT_DEFINITION:
      return `fragment ${node.name.value}`;
    case Kind.INLINE_FRAGMENT:
      return node.typeCondition ? `... on ${node.typeCondition.name.value}` : '...';
    case Kind.FIELD:
      return node.alias?.value ?? node.name.value;
    case Kind.ARGUMENT:
    case Kind.OBJECT_FIELD:
      return node.name.value;
    default:
      return null;
  }
}

/** The node and its ancestors, outermost first (lists left out). */
function ancestry(document: DocumentNode, target: ASTNode | undefined): ASTNode[] | null {
  if (!target) return null;
  let found: ASTNode[] | null = null;
  visit(document, {
    enter(node, _key, parent, _path, ancestors) {
      if (node !== target) return undefined;
      // `ancestors` stops before the parent, which is a node or a list of them.
      found = [...ancestors, parent, node].filter((entry): entry is ASTNode => Boolean(entry) && !Array.isArray(entry));
      return BREAK;
    },
  });
  return found;
}

/** Where in the document a validation error is, as graphql-ruby gives it: ["query Name", "field", "argument"]. */
function documentPath(chain: ASTNode[] | null): string[] | null {
  return chain ? chain.flatMap((node) => pathSegment(node) ?? []) : null;
}

/** Where `target` is in the document, as graphql-ruby gives it; null when it is not there. */
export function pathTo(document: DocumentNode, target: ASTNode | undefined): string[] | null {
  return documentPath(ancestry(document, target));
}

function operationLabel(chain: ASTNode[] | null): string {
  const operation = chain?.find((node) => node.kind === Kind.OPERATION_DEFINITION);
  if (!operation || operation.kind !== Kind.OPERATION_DEFINITION) return 'anonymous query';
  return operation.name?.value ?? `anonymous ${operation.operation}`;
}

/** graphql-ruby's three kinds of variable mismatch (static_validation/rules/variable_usages_are_allowed.rb). */
function mismatchKind(given: string, expected: string): string {
  const bare = (signature: string) => signature.replace(/!/g, '');
  if (bare(given) !== bare(expected)) {
    const named = (signature: string) => signature.replace(/[[\]!]/g, '');
    return named(given) === named(expected) ? 'List dimension mismatch' : 'Type mismatch';
  }
  return 'Nullability mismatch';
}

function printValue(value: ValueNode): string {
  switch (value.kind) {
    case Kind.STRING:
      return JSON.stringify(value.value);
    case Kind.NULL:
      return 'null';
    case Kind.LIST:
      return `[${value.values.map(printValue).join(', ')}]`;
    case Kind.OBJECT:
      return `{${value.fields.map((field) => `${field.name.value}: ${printValue(field.value)}`).join(', ')}}`;
    case Kind.VARIABLE:
      return `$${value.name.value}`;
    default:
      return String(value.value);
  }
}

type Extensions = Record<string, unknown>;

/**
 * The wording and `extensions` graphql-ruby gives each static validation error (lib/graphql/static_validation/rules/*_error.rb,
 * `#code` and `#to_h`), which is what Shopify's GraphQL APIs answer; null where graphql-js's message is not one of them.
 */
function rubyShape(error: GraphQLError, document: DocumentNode | undefined): { message: string; extensions: Extensions } | null {
  const { message } = error;
  let match = /^Cannot query field "(\w+)" on type "(\w+)"\./.exec(message);
  if (match) {
    const [, fieldName, typeName] = match;
    return {
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
      extensions: { code: 'undefinedField', typeName, fieldName },
    };
  }
  match = /^Unknown argument "(\w+)" on field "(\w+)\.(\w+)"\./.exec(message);
  if (match) {
    const [, argumentName, , fieldName] = match;
    return {
      message: `Field '${fieldName}' doesn't accept argument '${argumentName}'`,
      extensions: { code: 'argumentNotAccepted', name: fieldName, typeName: 'Field', argumentName },
    };
  }
  match = /^Field "(\w+)" argument "(\w+)" of type "[^"]+" is required, but it was not provided\./.exec(message);
  if (match) {
    const [, fieldName, argumentName] = match;
    return {
      message: `Field '${fieldName}' is missing required arguments: ${argumentName}`,
      extensions: { code: 'missingRequiredArguments', className: 'Field', name: fieldName, arguments: argumentName },
    };
  }
  match = /^Variable "\$(\w+)" of type "([^"]+)" used in position expecting type "([^"]+)"\./.exec(message);
  if (match && document) {
    const [, variableName, given = '', expected = ''] = match;
    const chain = ancestry(document, error.nodes?.[1]);
    const holder = chain?.[chain.length - 2];
    const argumentName = holder && (holder.kind === Kind.ARGUMENT || holder.kind === Kind.OBJECT_FIELD) ? holder.name.value : '';
    const kind = mismatchKind(given, expected);
    return {
      message: `${kind} on variable $${variableName} and argument ${argumentName} (${given} / ${expected})`,
      extensions: { code: 'variableMismatch', variableName, typeName: given, argumentName, errorMessage: kind },
    };
  }
  match = /^Variable "\$(\w+)" is never used/.exec(message);
  if (match && document) {
    const variableName = match[1];
    const label = operationLabel(ancestry(document, error.nodes?.[0]));
    return {
      message: `Variable $${variableName} is declared by ${label} but not used`,
      extensions: { code: 'variableNotUsed', variableName },
    };
  }
  match = /^Variable "\$(\w+)" is not defined/.exec(message);
  if (match && document) {
    const variableName = match[1];
    const label = operationLabel(ancestry(document, error.nodes?.[0]));
    return {
      message: `Variable $${variableName} is used by ${label} but not declared`,
      extensions: { code: 'variableNotDefined', variableName },
    };
  }
  match = /^Unknown type "(\w+)"\./.exec(message);
  if (match && document) {
    const typeName = match[1];
    const chain = ancestry(document, error.nodes?.[0]);
    const variable = chain?.find((node) => node.kind === Kind.VARIABLE_DEFINITION);
    if (variable?.kind === Kind.VARIABLE_DEFINITION) {
      return {
        message: `${typeName} isn't a defined input type (on $${variable.variable.name.value})`,
        extensions: { code: 'variableRequiresValidType', typeName, variableName: variable.variable.name.value },
      };
    }
    return { message: `No such type ${typeName}, so it can't be a fragment condition`, extensions: { code: 'undefinedType', typeName } };
  }
  match = /^Unknown directive "@(\w+)"\./.exec(message);
  if (match) {
    const directiveName = match[1];
    return { message: `Directive @${directiveName} is not defined`, extensions: { code: 'undefinedDirective', directiveName } };
  }
  match = /^Field "(\w+)" of type "([^"]+)" must have a selection of subfields/.exec(message);
  if (match) {
    const [, nodeName, type = ''] = match;
    const typeName = type.replace(/[[\]!]/g, '');
    return {
      message: `Field must have selections (field '${nodeName}' returns ${typeName} but has no selections. Did you mean '${nodeName} { ... }'?)`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${nodeName}'`, typeName },
    };
  }
  match = /^Field "(\w+)" must not have a selection since type "([^"]+)" has no subfields\./.exec(message);
  if (match) {
    const [, nodeName, type = ''] = match;
    const typeName = type.replace(/[[\]!]/g, '');
    // graphql-js points at the selection set itself.
    const node = error.nodes?.[0];
    const set = node?.kind === Kind.SELECTION_SET ? node : node?.kind === Kind.FIELD ? node.selectionSet : undefined;
    const selections = (set?.selections ?? []).map((selection) =>
      selection.kind === Kind.INLINE_FRAGMENT
        ? `"... on ${selection.typeCondition?.name.value ?? ''} { ... }"`
        : `"${selection.name.value}"`,
    );
    // graphql-ruby names the kind (scalars or enums); graphql-js's message does not say, and the Storefront API's leaves are mostly scalars.
    return {
      message: `Selections can't be made on scalars (field '${nodeName}' returns ${typeName} but has selections [${selections.join(', ')}])`,
      extensions: { code: 'selectionMismatch', nodeName: `field '${nodeName}'`, typeName },
    };
  }
  // A literal the argument's type cannot take: graphql-js names the value, graphql-ruby the argument and its type.
  if (document && error.nodes?.[0] && /cannot represent|^Expected value of type|^Enum "\w+" cannot/.test(message)) {
    const chain = ancestry(document, error.nodes[0]);
    const argument = chain?.find((node) => node.kind === Kind.ARGUMENT);
    const field = chain?.filter((node) => node.kind === Kind.FIELD).pop();
    if (argument?.kind === Kind.ARGUMENT && field?.kind === Kind.FIELD) {
      const expected = /type "([^"]+)"/.exec(message)?.[1] ?? /^(\w+) cannot represent/.exec(message)?.[1] ?? '';
      return {
        message: `Argument '${argument.name.value}' on Field '${field.name.value}' has an invalid value (${printValue(argument.value)}). Expected type '${expected}'.`,
        extensions: { code: 'argumentLiteralsIncompatible', typeName: 'Field', argumentName: argument.name.value },
      };
    }
  }
  return null;
}

/**
 * A refused document's error as Shopify answers it: graphql-ruby's message, path and extensions where graphql-ruby has a
 * rule for it; otherwise graphql-js's message with `INVALID_VARIABLE` (a variable's value), `INTERNAL_SERVER_ERROR`
 * (a failure) or `GRAPHQL_VALIDATION_FAILED`.
 */
export function shopifyShaped(error: GraphQLError, document?: DocumentNode): GraphQLError {
  const chain = document ? ancestry(document, error.nodes?.[0]) : null;
  const path = error.path ?? documentPath(chain);
  const options = { nodes: error.nodes ?? null, source: error.source ?? null, positions: error.positions ?? null, path };
  const ruby = rubyShape(error, document);
  if (ruby) return new GraphQLError(ruby.message, { ...options, extensions: ruby.extensions });
  if (error.extensions.code) return error;
  const code = /^Variable "\$\w+"/.test(error.message)
    ? 'INVALID_VARIABLE'
    : error.originalError
      ? 'INTERNAL_SERVER_ERROR'
      : 'GRAPHQL_VALIDATION_FAILED';
  return new GraphQLError(error.message, {
    ...options,
    originalError: error.originalError ?? null,
    extensions: { ...error.extensions, code },
  });
}
