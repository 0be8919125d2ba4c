import { handleOf } from '../routing/route-handle';
import { screenContextOf } from './screen-context-sync';

it('tells a staff surface, which is nobody’s cart flow', () => {
  const truck = handleOf({ path: '/truck/store', layout: 'app-bar', auth: 'none', surface: 'staff' });
  expect(screenContextOf(truck)).toEqual({ staff: true, cartFlow: null });
});

it('puts the shop’s pages in the shop’s cart flow and the others in the lottery’s', () => {
  const shop = handleOf({ path: '/ecommerce/store', layout: 'store', auth: 'none', menu_mode: 'ecommerce' });
  const store = handleOf({
    path: '/dealers/:userRef',
    layout: 'store',
    auth: 'none',
    user_ref_param: 'userRef',
  });
  expect(screenContextOf(shop)).toEqual({ staff: false, cartFlow: 'ecommerce' });
  expect(screenContextOf(store)).toEqual({ staff: false, cartFlow: 'lottery' });
});
