// The entity validator sees only the attributes a write gives, plus those with a default, required ones, components
// and dynamic zones on creation (src/bootstrap/validate-given-fields.ts). Its answers must be Strapi's own: for
// every content type, the same data, resolved value or errors, through both.
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestApp } from './helpers/app';

const nodeRequire = createRequire(import.meta.url);
let app: TestApp;
type Validate = (model: unknown, data: unknown, options: unknown, entity: unknown) => Promise<unknown>;
type Validators = { validateEntityCreation: Validate; validateEntityUpdate: Validate };
let ours: Validators;
let strapis: Validators;
let modelForData: (model: any, data: unknown, creation: boolean) => any;

beforeAll(async () => {
  app = await startApp();
  ours = app.strapi.entityValidator as any;
  ({ strapiValidators: strapis, modelForData } = nodeRequire('../dist/src/bootstrap/validate-given-fields.js'));
});
afterAll(() => app?.stop());

/** A value the attribute's type refuses (or, for types that take anything, a plain one). */
const wrongValue = (attribute: any) =>
  ({
    string: { not: 'a string' },
    text: 42.5,
    email: 'no-at-sign',
    uid: 'spaces are not allowed',
    enumeration: 'NOT_ONE_OF_THEM',
    integer: 'twelve',
    biginteger: 'twelve',
    float: 'half',
    decimal: 'half',
    boolean: 'perhaps',
    date: 'yesterday',
    datetime: 'yesterday',
  })[attribute.type as string] ?? undefined;

const outcome = async (run: () => Promise<unknown>) => {
  try {
    // Defaults made at the moment (publishedAt) differ by a millisecond: compare that a date is there.
    const value = await run();
    return {
      value: JSON.parse(
        JSON.stringify(value ?? null, (_k, v) => (typeof v === 'string' && /^\d{4}-\d\d-\d\dT/.test(v) ? 'a date' : v)),
      ),
    };
  } catch (error: any) {
    const errors = (error.details?.errors ?? []).map((e: any) => `${e.path?.join('.')}: ${e.message}`).sort();
    return { error: error.message?.split('\n').sort(), errors };
  }
};

const apiModels = () =>
  Object.values(app.strapi.contentTypes).filter((model: any) => model.uid.startsWith('api::')) as any[];

describe('entity validation on the given fields only', () => {
  it('leaves out what cannot change the answer, keeps defaults, required fields and components on creation', () => {
    const model = {
      attributes: {
        name: { type: 'string', required: true },
        note: { type: 'text' },
        status: { type: 'enumeration', enum: ['A', 'B'], default: 'A' },
        parts: { type: 'component', component: 'x.y', repeatable: true },
        city: { type: 'string' },
      },
    };
    expect(Object.keys(modelForData(model, { city: 'Utrecht' }, true).attributes)).toEqual([
      'name',
      'status',
      'parts',
      'city',
    ]);
    expect(Object.keys(modelForData(model, { city: 'Utrecht', note: undefined }, false).attributes)).toEqual(['city']);
    expect(modelForData(model, 'not an object', false)).toBe(model);
  });

  it("gives Strapi's own answer for every content type: empty, wrong and one-field writes", async () => {
    let compared = 0;
    let refused = 0;
    for (const model of apiModels()) {
      const scalar = Object.entries(model.attributes).filter(([, a]: any) => wrongValue(a) !== undefined);
      const wrong = Object.fromEntries(scalar.map(([name, a]) => [name, wrongValue(a)]));
      const [firstName] = scalar.find(([, a]: any) => ['string', 'text'].includes(a.type)) ?? [];
      const cases: Array<[string, 'validateEntityCreation' | 'validateEntityUpdate', unknown]> = [
        ['create empty', 'validateEntityCreation', {}],
        ['create wrong', 'validateEntityCreation', wrong],
        ['update wrong', 'validateEntityUpdate', wrong],
        ['update empty', 'validateEntityUpdate', {}],
        ...(firstName
          ? ([
              ['create one', 'validateEntityCreation', { [firstName]: 'Waarde' }],
              ['update one', 'validateEntityUpdate', { [firstName]: 'Waarde' }],
              ['update null', 'validateEntityUpdate', { [firstName]: null }],
            ] as const)
          : []),
      ];
      for (const [name, method, data] of cases)
        for (const isDraft of [false, true]) {
          const options = { isDraft, locale: 'nl' };
          const entity = method === 'validateEntityUpdate' ? { id: 1 } : undefined;
          const theirs = await outcome(() => strapis[method](model, data, options, entity));
          const mine = await outcome(() => ours[method](model, data, options, entity));
          expect(mine, `${model.uid} ${name} draft=${isDraft}`).toEqual(theirs);
          compared += 1;
          if ('errors' in theirs && theirs.errors.length) refused += 1;
        }
    }
    expect(compared).toBeGreaterThan(400);
    expect(refused).toBeGreaterThan(100);
  });

  it('still refuses a missing required field and fills a default through the REST API', async () => {
    const admin = await app.login();
    const missing = await admin.post('/api/tags', { data: { slug: 'zonder-naam' } });
    expect(missing.status).toBe(400);
    const created = await admin.post('/api/profiles', { data: { email: 'standaard@validate.test' } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data.type).toBeTruthy();
  });
});
