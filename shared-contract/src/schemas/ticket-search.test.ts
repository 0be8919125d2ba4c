import { isSearchPattern } from '../validation/search-pattern';
import { TicketPatternSchema } from './ticket-search';

test('the zod-free search pattern check accepts exactly what the API schema accepts', () => {
  for (const pattern of ['__12__', ' 123___ ', '123456', '______', '12345', '1234567', '12a___', '', null]) {
    const bySchema = TicketPatternSchema.safeParse(pattern ?? '').success;
    expect([pattern, isSearchPattern(pattern)]).toEqual([pattern, bySchema]);
  }
  expect(isSearchPattern('______')).toBe(false);
  expect(isSearchPattern('__12__')).toBe(true);
});
