// Owns checking a request's variables against the Admin schema before it runs, answered as Shopify's Admin API answers them
// (graphql-ruby's coercion errors: "Variable $order of type OrderCreateOrderInput! was provided invalid value for …", each
// problem with its path and explanation, under extensions.code INVALID_VARIABLE).
import {
  coerceInputValue,
  GraphQLEnumType,
  GraphQLError,
  GraphQLID,
  isInputObjectType,
  isInputType,
  isListType,
  isNonNullType,
  print,
  typeFromAST,
  type GraphQLInputType,
  type GraphQLSchema,
  type OperationDefinitionNode,
} from 'graphql';

export interface VariableProblem {
  path: (string | number)[];
  explanation: string;
}

const show = (value: unknown) => JSON.stringify(value) ?? String(value);

/** graphql-js's words for a value it cannot take, in graphql-ruby's (the ones Shopify sends). */
function explanation(schema: GraphQLSchema, path: (string | number)[], invalid: unknown, message: string): VariableProblem {
  const unknownField = /^Field "(\w+)" is not defined by type "(\w+)"\./.exec(message);
  if (unknownField) return { path: [...path, unknownField[1]!], explanation: `Field is not defined on ${unknownField[2]}` };
  const missingField = /^Field "(\w+)" of required type "[^"]+" was not provided\./.exec(message);
  if (missingField) return { path: [...path, missingField[1]!], explanation: 'Expected value to not be null' };
  if (/^Expected non-nullable type "[^"]+" not to be null\./.test(message)) return { path, explanation: 'Expected value to not be null' };
  const enumValue = /^(?:Value .+ does not exist in|Enum) "(\w+)"/.exec(message);
  const enumType = enumValue ? schema.getType(enumValue[1]!) : null;
  if (enumType instanceof GraphQLEnumType) {
    const names = enumType.getValues().map((value) => value.name);
    return { path, explanation: `Expected ${show(invalid)} to be one of: ${names.join(', ')}` };
  }
  if (/^Expected type "\w+" to be an object\./.test(message))
    return { path, explanation: `Expected ${show(invalid)} to be a key-value object.` };
  const scalar = /^(\w+) cannot represent/.exec(message) ?? /^Expected type "(\w+)"/.exec(message);
  if (scalar) return { path, explanation: `Could not coerce value ${show(invalid)} to ${scalar[1]}` };
  return { path, explanation: message };
}

/** A Shopify global id, gid://shopify/<Type>/<id>: every ID the Admin API takes is one. */
const GLOBAL_ID = /^gid:\/\/shopify\/[A-Za-z]+\/[^\s/]+$/;

/** IDs that are not global ids, each with its path: Shopify refuses them while coercing ("Invalid global id '…'"). */
function invalidIds(value: unknown, type: GraphQLInputType, path: (string | number)[] = []): VariableProblem[] {
  if (value === null || value === undefined) return [];
  if (isNonNullType(type)) return invalidIds(value, type.ofType, path);
  if (isListType(type))
    return Array.isArray(value)
      ? value.flatMap((item, index) => invalidIds(item, type.ofType, [...path, index]))
      : invalidIds(value, type.ofType, path);
  if (isInputObjectType(type)) {
    const fields = type.getFields();
    return Object.entries(value as Record<string, unknown>).flatMap(([name, field]) =>
      fields[name] ? invalidIds(field, fields[name].type, [...path, name]) : [],
    );
  }
  if (type === GraphQLID && !GLOBAL_ID.test(String(value))) return [{ path, explanation: `Invalid global id '${String(value)}'` }];
  return [];
}

/** Every variable the operation declares, checked against its type; an empty list when all of them can be used. */
export function variableErrors(schema: GraphQLSchema, operation: OperationDefinitionNode, inputs: Record<string, unknown>): GraphQLError[] {
  const errors: GraphQLError[] = [];
  for (const definition of operation.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const type = typeFromAST(schema, definition.type);
    // An unknown or output type was already refused by validation.
    if (!type || !isInputType(type)) continue;
    const value = inputs[name];
    const problems: VariableProblem[] = [];
    if (value === undefined || value === null) {
      if (isNonNullType(type) && !definition.defaultValue) problems.push({ path: [], explanation: 'Expected value to not be null' });
    } else {
      coerceInputValue(value, type, (path, invalid, error) => problems.push(explanation(schema, [...path], invalid, error.message)));
      if (problems.length === 0) problems.push(...invalidIds(value, type));
    }
    if (problems.length === 0) continue;
    const where = problems
      .filter((problem) => problem.path.length)
      .map((problem) => `${problem.path.join('.')} (${problem.explanation})`)
      .join(', ');
    errors.push(
      new GraphQLError(`Variable $${name} of type ${print(definition.type)} was provided invalid value${where ? ` for ${where}` : ''}`, {
        nodes: definition,
        extensions: { code: 'INVALID_VARIABLE', value: value ?? null, problems },
      }),
    );
  }
  return errors;
}
