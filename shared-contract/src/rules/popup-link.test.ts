import { popupLink } from './popup-link';

describe('popupLink', () => {
  it.each([
    ['/dealers', { kind: 'app', path: '/dealers' }],
    ['/check-lottery?draw=1', { kind: 'app', path: '/check-lottery?draw=1' }],
    ['https://www.glo.or.th/', { kind: 'external', href: 'https://www.glo.or.th/' }],
    [null, null],
    ['', null],
    ['javascript:alert(1)', null],
    [' JavaScript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['http://example.com', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['dealers', null],
  ])('%j → %j', (input, expected) => {
    expect(popupLink(input)).toEqual(expected);
  });
});
