import { dropWidgetIslands, keepWidgetIslands, takeWidgetIsland } from './widget-islands';

// The islands of a server-rendered page wait for their widgets, each taken once.

function serverPage(): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML =
    '<h1>โชคดี</h1><div data-widget-slot="main.sections">' +
    '<div data-widget-island="mf_lottery:./widgets/home-sections" data-slot="main.sections"><section>งวดล่าสุด</section></div>' +
    '</div>';
  document.body.append(page);
  return page;
}

afterEach(() => {
  dropWidgetIslands();
  document.body.replaceChildren();
});

test("a widget takes its island's server HTML once", () => {
  keepWidgetIslands(serverPage());
  expect(takeWidgetIsland('mf_lottery:./widgets/home-sections')).toBe('<section>งวดล่าสุด</section>');
  expect(takeWidgetIsland('mf_lottery:./widgets/home-sections')).toBeNull();
  expect(takeWidgetIsland('mf_quest:./widgets/gift-button')).toBeNull();
});

test('an island whose page is gone from the document, or was dropped, is not taken', () => {
  const page = serverPage();
  keepWidgetIslands(page);
  page.remove();
  expect(takeWidgetIsland('mf_lottery:./widgets/home-sections')).toBeNull();

  keepWidgetIslands(serverPage());
  dropWidgetIslands();
  expect(takeWidgetIsland('mf_lottery:./widgets/home-sections')).toBeNull();
});
