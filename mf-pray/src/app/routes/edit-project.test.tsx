import { screen } from '@testing-library/react';
import { fetchMyPrayProject } from '../../api/pray';
import { renderRoute } from '@chokdee/shared-kernel/testing/render-route';
import { appRoutes } from '../app-routes';

jest.mock('../../api/pray');
const fetchProject = jest.mocked(fetchMyPrayProject);

beforeEach(() => {
  // Never answers: these tests look only at what the editor asks for.
  fetchProject.mockReset().mockReturnValue(new Promise(() => {}));
});

it('asks the API for the draft of a whole-number id', async () => {
  await renderRoute(appRoutes, '/members/pray/edit/12/story');
  expect(fetchProject).toHaveBeenCalledWith(12, expect.anything());
});

it('sends /edit/new to the create wizard without calling the API', async () => {
  const view = await renderRoute(appRoutes, '/members/pray/edit/new/basics');
  expect(await screen.findByRole('heading', { name: 'เริ่มคำขอพรของฉัน' })).toBeInTheDocument();
  expect(view.pathname()).toBe('/members/pray/create');
  expect(fetchProject).not.toHaveBeenCalled();
});

it.each(['ขอให้สอบติด', '1.5', '0', 'NaN'])('says there is no such project for /edit/%s', async (segment) => {
  await renderRoute(appRoutes, `/members/pray/edit/${encodeURIComponent(segment)}`);
  expect(await screen.findByText('ไม่พบคำขอพรนี้')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'กลับไปที่คำขอพรของฉัน' })).toHaveAttribute('href', '/members/pray');
  expect(fetchProject).not.toHaveBeenCalled();
});
