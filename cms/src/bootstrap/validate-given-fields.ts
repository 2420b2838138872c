import path from 'node:path';

/**
 * Strapi's entity validator builds a yup schema for every writable attribute of the model on every write, also for
 * the attributes the write does not give: a profile update that sets a first name built 33 validators,
 * each cloned several times by yup's chaining, about a tenth of a write's CPU under the mixed load.
 *
 * An attribute the data does not give passes every one of those validators: none of Strapi's tests fails on
 * `undefined` (unique, length, range, pattern and enumeration checks skip it), `notNull` allows it, and its cast is
 * `undefined`, which yup leaves out of the result. Only three things make an absent attribute matter, and those
 * attributes are kept: a default (creation fills it in), `required` (creation refuses it) and components and
 * dynamic zones (creation makes their empty value). Everything else is left out of the model the validator sees,
 * so the result and the errors are the ones Strapi would give.
 */

type Attribute = { type: string; required?: boolean; default?: unknown };
type Model = { attributes: Record<string, Attribute> };
type Validate = (model: Model, data: unknown, options?: unknown, entity?: unknown) => Promise<unknown>;
type EntityValidator = { validateEntityCreation: Validate; validateEntityUpdate: Validate };

const entityValidatorPath = () =>
  path.join(path.dirname(require.resolve('@strapi/core/package.json')), 'dist/services/entity-validator/index.js');

const keepsMeaningWhenAbsent = (attribute: Attribute, creation: boolean) =>
  creation &&
  (attribute.default !== undefined ||
    attribute.required === true ||
    attribute.type === 'component' ||
    attribute.type === 'dynamiczone');

/** The model with only the attributes whose validators can change the result for this data. */
export function modelForData<M extends Model>(model: M, data: unknown, creation: boolean): M {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return model;
  const given = data as Record<string, unknown>;
  const attributes: Record<string, Attribute> = {};
  let left = false;
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (given[name] !== undefined || keepsMeaningWhenAbsent(attribute, creation)) attributes[name] = attribute;
    else left = true;
  }
  return left ? { ...model, attributes } : model;
}

let installed = false;
/** Strapi's own functions, for the test that compares their answers with these. */
export const strapiValidators: Partial<EntityValidator> = {};

/** Patches the validator module the document service uses (once per process). */
export function validateGivenFields(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the very module object the repository uses
  validator: EntityValidator = require(entityValidatorPath()),
) {
  if (installed) return;
  installed = true;
  const { validateEntityCreation, validateEntityUpdate } = validator;
  Object.assign(strapiValidators, { validateEntityCreation, validateEntityUpdate });
  validator.validateEntityCreation = (model, data, options, entity) =>
    validateEntityCreation(modelForData(model, data, true), data, options, entity);
  validator.validateEntityUpdate = (model, data, options, entity) =>
    validateEntityUpdate(modelForData(model, data, false), data, options, entity);
}
