import * as z from 'zod';

/** A JSON Schema node as emitted for tool parameters. */
export type JsonSchema = { [key: string]: unknown };

/**
 * Keywords dropped from the wire schema: OpenAI strict mode rejects or ignores several of them, local servers vary,
 * and zod still enforces every bound when the arguments are validated.
 */
const DROPPED = new Set([
  '$schema',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minItems',
  'maxItems',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'default',
]);

/**
 * The `parameters` JSON Schema of a tool: strict-compatible (every property required, optional ones nullable,
 * `additionalProperties:false`) and compact (`type:[T,"null"]` instead of `anyOf`). Throws when the zod schema
 * cannot be made strict-compatible, naming the property, so a tool author finds out in the first test run.
 */
export function parametersSchemaOf(toolName: string, schema: z.ZodObject): JsonSchema {
  const json = z.toJSONSchema(schema, { target: 'draft-7', unrepresentable: 'throw' }) as JsonSchema;
  const compact = compactNode(json);
  assertStrict(toolName, compact, 'parameters');
  return compact;
}

function compactNode(node: unknown): JsonSchema {
  if (typeof node !== 'object' || node === null || Array.isArray(node)) return node as JsonSchema;
  const source = node as JsonSchema;
  const anyOf = source['anyOf'];
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const inner = anyOf.find((n: JsonSchema) => n['type'] !== 'null') as JsonSchema | undefined;
    const hasNull = anyOf.some((n: JsonSchema) => n['type'] === 'null');
    if (hasNull && inner !== undefined && typeof inner['type'] === 'string') {
      const merged: JsonSchema = { ...compactNode(inner), type: [inner['type'], 'null'] };
      if (Array.isArray(inner['enum'])) merged['enum'] = [...(inner['enum'] as unknown[]), null];
      for (const [key, value] of Object.entries(source)) if (key !== 'anyOf' && !DROPPED.has(key)) merged[key] = value;
      return orderKeys(merged);
    }
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(source)) {
    if (DROPPED.has(key)) continue;
    if (key === 'properties' && typeof value === 'object' && value !== null) {
      out[key] = Object.fromEntries(Object.entries(value as JsonSchema).map(([k, v]) => [k, compactNode(v)]));
    } else if (key === 'items' || key === 'additionalProperties') {
      out[key] = typeof value === 'object' ? compactNode(value) : value;
    } else if (key === 'anyOf' && Array.isArray(value)) {
      out[key] = value.map(compactNode);
    } else {
      out[key] = value;
    }
  }
  // Strict mode wants `required` on every object, even an empty one.
  if (out['type'] === 'object' && out['properties'] !== undefined && out['required'] === undefined)
    out['required'] = [];
  return orderKeys(out);
}

/** `type` first and `description` after it reads better in `nova tools` and costs nothing. */
function orderKeys(node: JsonSchema): JsonSchema {
  const { type, description, ...rest } = node;
  return { ...(type === undefined ? {} : { type }), ...(description === undefined ? {} : { description }), ...rest };
}

function assertStrict(toolName: string, node: JsonSchema, where: string): void {
  const types = Array.isArray(node['type']) ? (node['type'] as unknown[]) : [node['type']];
  if (types.includes('object')) {
    const properties = (node['properties'] ?? {}) as Record<string, JsonSchema>;
    const required = new Set((node['required'] ?? []) as string[]);
    if (node['additionalProperties'] !== false) {
      throw new Error(
        `Tool ${toolName}: ${where} must not allow additional properties (use z.object, not looseObject).`,
      );
    }
    for (const [key, child] of Object.entries(properties)) {
      if (!required.has(key)) {
        throw new Error(
          `Tool ${toolName}: ${where}.${key} is optional; strict mode needs .nullable() instead of .optional().`,
        );
      }
      assertStrict(toolName, child, `${where}.${key}`);
    }
  }
  if (node['items'] !== undefined) assertStrict(toolName, node['items'] as JsonSchema, `${where}[]`);
  if (Array.isArray(node['anyOf']))
    for (const child of node['anyOf'] as JsonSchema[]) assertStrict(toolName, child, where);
}
