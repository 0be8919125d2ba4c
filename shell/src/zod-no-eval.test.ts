import './zod-no-eval';
import { config, z } from 'zod';

it('zod loaded after the entry is jitless and makes no eval probe (the CSP forbids eval)', () => {
  const probe = jest.spyOn(globalThis, 'Function');
  const schema = z.object({ n: z.number() });
  expect(schema.parse({ n: 1 })).toEqual({ n: 1 });
  expect(probe).not.toHaveBeenCalled();
  expect(config().jitless).toBe(true);
  probe.mockRestore();
});
