/**
 * SPEC section 5 text input, by schema attribute type, for every content type's writes (the document
 * rules run it first): short text (string, uid, email, enumeration) may not hold control characters or
 * bidi overrides; long text (text, richtext) and the strings inside blocks and JSON may keep tabs and new
 * lines. Components and dynamic zones are walked with their own schemas. Rule: @newsroom/config
 * `hasRefusedCharacters`; failures carry the code `control_characters`.
 */
import { hasRefusedCharacters, type FieldFailure } from '@newsroom/config';

const SHORT = new Set(['string', 'uid', 'email', 'enumeration']);
const LONG = new Set(['text', 'richtext', 'blocks', 'json']);
const isRecord = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** True when any string in `value` (nested arrays and objects, keys included) breaks the rule. */
function anyRefused(value: unknown, long: boolean, depth = 0): boolean {
  if (typeof value === 'string') return hasRefusedCharacters(value, long);
  if (depth > 20 || !value || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => anyRefused(item, long, depth + 1));
  return Object.entries(value).some(
    ([key, item]) => hasRefusedCharacters(key, true) || anyRefused(item, long, depth + 1),
  );
}

type Schema = { attributes?: Record<string, any> } | undefined;

/** The fields of `data` whose text breaks the rule; `skip` leaves out fields the server writes itself. */
export function textFailures(
  components: Record<string, Schema>,
  schema: Schema,
  data: unknown,
  skip: readonly string[] = [],
  prefix: (string | number)[] = [],
): FieldFailure[] {
  if (!isRecord(data)) return [];
  const failures: FieldFailure[] = [];
  for (const [name, value] of Object.entries(data)) {
    const attribute = schema?.attributes?.[name];
    if (!attribute || skip.includes(name) || value === null || value === undefined) continue;
    const path = [...prefix, name];
    if (SHORT.has(attribute.type) || LONG.has(attribute.type)) {
      if (anyRefused(value, LONG.has(attribute.type))) failures.push({ path, code: 'control_characters' });
    } else if (attribute.type === 'component') {
      const items = attribute.repeatable && Array.isArray(value) ? value : [value];
      items.forEach((item, i) =>
        failures.push(
          ...textFailures(
            components,
            components[attribute.component],
            item,
            [],
            attribute.repeatable ? [...path, i] : path,
          ),
        ),
      );
    } else if (attribute.type === 'dynamiczone' && Array.isArray(value)) {
      value.forEach((item, i) =>
        failures.push(...textFailures(components, components[item?.__component], item, [], [...path, i])),
      );
    }
  }
  return failures;
}
