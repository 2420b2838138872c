/** Who may open the profile routes outside the resource's own (create, import, its progress, /users/{id}). */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetchRoutes } from '@/test/fetchMock';
import { meWith, prepareProfileTests, renderConsole } from './testHarness';

prepareProfileTests();

const FIND = 'api::profile.profile.find';
const CREATE = 'api::profile.profile.create';
const ANALYZE = 'api::profile-import.profile-import.analyze';
const JOB = 'api::job.job.findOne';

/** The console at `path` for a user holding `actions`; the unauthorized screen's text once it shows. */
const refusedAt = async (path: string, actions: string[]) => {
  const { calls } = mockFetchRoutes({ 'GET /api/me': { body: meWith(actions) } });
  renderConsole(path);
  const refusal = await screen.findByTestId('error-unauthorized', {}, { timeout: 10_000 });
  return { refusal, calls };
};

describe('profile routes: access', () => {
  it.each([
    ['the create permission', [FIND]],
    ['reading profiles', [CREATE]],
  ])('refuses the create form without %s', async (_missing, actions) => {
    const { refusal } = await refusedAt('/users/create', actions);
    expect(refusal).toHaveTextContent('U bent niet gemachtigd');
    expect(screen.queryByTestId('profile-form')).not.toBeInTheDocument();
  });

  it("refuses an import's progress without the job permission, and asks nothing of the job", async () => {
    const { calls } = await refusedAt('/users/import/job1', [FIND, ANALYZE]);
    expect(screen.queryByTestId('import-progress')).not.toBeInTheDocument();
    expect(calls.some((c) => c.url.startsWith('/api/jobs/'))).toBe(false);
  });

  it('opens the create form with reading and creating profiles', async () => {
    mockFetchRoutes({
      'GET /api/me': { body: meWith([FIND, CREATE]) },
      'GET /api/profile-tags': { body: { data: [] } },
    });
    renderConsole('/users/create');
    expect(await screen.findByTestId('profile-form', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.queryByTestId('error-unauthorized')).not.toBeInTheDocument();
  });

  it("refuses someone else's profile without reading profiles", async () => {
    const { calls } = await refusedAt('/users/p7', [JOB]);
    expect(calls.some((c) => c.url.startsWith('/api/profiles/p7'))).toBe(false);
  });
});
