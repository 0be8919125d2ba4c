import { act, render } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './use-hydrated';

function Field() {
  const hydrated = useHydrated();
  return <input aria-label="เลข" disabled={!hydrated} />;
}

test('a page the browser renders itself takes input at once', () => {
  const { getByLabelText } = render(<Field />);
  expect(getByLabelText('เลข')).toBeEnabled();
});

test('a server-rendered field is disabled in its HTML and until hydrated, then takes input', async () => {
  const html = renderToString(<Field />);
  expect(html).toContain('disabled');
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await act(async () => {
    hydrateRoot(container, <Field />);
  });
  expect(container.querySelector('input')).toBeEnabled();
  expect(errors).not.toHaveBeenCalled();
  errors.mockRestore();
});
