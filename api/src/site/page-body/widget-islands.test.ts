import { fillWidgetIslands, type IslandRequest } from './widget-islands';

// How the origin fills the widgets' places in a server-rendered page.

const island = (key: string, slot = 'main.sections') =>
  `<div class="island_x" data-widget-island="${key}" data-slot="${slot}"></div>`;

test('each island gets its widget, with its answers and stylesheets beside the page', async () => {
  const asked: IslandRequest[] = [];
  const page = `<h1>โชคดี</h1><div data-widget-slot="main.sections"><!--$-->${island('mf_lottery:./widgets/home-sections')}<!--/$--></div><p>บทความ</p>`;
  const filled = await fillWidgetIslands(page, async (request) => {
    asked.push(request);
    return {
      html: '<section>ผลสลาก 123456</section>',
      answers: { latest: 1 },
      stylesheets: ['https://cdn/lottery.css'],
    };
  });
  expect(asked).toEqual([
    { remoteName: 'mf_lottery', module: './widgets/home-sections', slot: 'main.sections' },
  ]);
  expect(filled.html).toBe(
    `<h1>โชคดี</h1><div data-widget-slot="main.sections"><!--$--><div class="island_x" data-widget-island="mf_lottery:./widgets/home-sections" data-slot="main.sections"><section>ผลสลาก 123456</section></div><!--/$--></div><p>บทความ</p>`,
  );
  expect(filled.answers).toEqual({ latest: 1 });
  expect(filled.stylesheets).toEqual(['https://cdn/lottery.css']);
});

test('an island whose widget fails, renders nothing or is misnamed goes, and the page stays', async () => {
  const page = `<p>ก</p>${island('mf_a:./widgets/a')}${island('mf_b:./widgets/b')}${island('mf_c')}${island('mf_d:./w/&amp;')}<p>ข</p>`;
  const filled = await fillWidgetIslands(page, async ({ remoteName }) => {
    if (remoteName === 'mf_a') throw new Error('down');
    return null;
  });
  expect(filled.html).toBe('<p>ก</p><p>ข</p>');
  expect(filled.answers).toEqual({});
});

test('a page without islands is the same page', async () => {
  const render = jest.fn();
  expect((await fillWidgetIslands('<h1>เกี่ยวกับเรา</h1>', render)).html).toBe('<h1>เกี่ยวกับเรา</h1>');
  expect(render).not.toHaveBeenCalled();
});
