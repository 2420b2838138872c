// A direct-debit batch file made through the API (issue #19): invoices paid by mandate on a channel without a
// payment provider, a first and a recurring collection, fetched from GET /api/direct-debits/batches/:date and
// checked against the ISO 20022 pain.008.001.02 schema (`validate-pain008`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerWithMandate, directDebitHelpers, startWorld, type World } from '../tests/helpers/direct-debits';
import { validatorsDir } from './validators';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nb-pain008-api-'));
let world: World;
const { issue, collections } = directDebitHelpers(() => world);

beforeAll(async () => {
  world = await startWorld();
});
afterAll(async () => {
  await world?.app.stop();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('pain.008.001.02 through the API', () => {
  it('the day’s batch of a first and a recurring collection passes the schema', async () => {
    // A second customer whose mandate has been collected under before: RCUR.
    const { customer, mandate } = await customerWithMandate(world.admin, true, 'Renée Ærts & Zn');
    await world.app.strapi.db
      .query('api::mandate.mandate')
      .update({ where: { documentId: mandate!.documentId }, data: { sequenceType: 'RCUR' } });
    const first = await issue(world.bank.documentId);
    const recurring = await issue(world.bank.documentId, { customer: customer.documentId });
    const [row] = await collections(first.documentId);
    expect((await collections(recurring.documentId))[0].sequenceType).toBe('RCUR');
    const res = await world.admin.get(`/api/direct-debits/batches/${row.dueDate}`);
    expect(res.status).toBe(200);
    const xml = String(res.body);
    expect(xml).toContain('<SeqTp>FRST</SeqTp>');
    expect(xml).toContain('<SeqTp>RCUR</SeqTp>');
    const file = path.join(dir, 'batch.xml');
    fs.writeFileSync(file, xml);
    const run = spawnSync(path.join(validatorsDir(), 'validate-pain008'), [file], { encoding: 'utf8' });
    expect({ status: run.status }, `${run.stdout}${run.stderr}`).toEqual({ status: 0 });
  });
});
