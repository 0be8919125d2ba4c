import { $pageTitle, claimPageTitle } from './page-title';

afterEach(() => {
  // Each test takes its own claims back; a leftover would leak into the next.
  expect($pageTitle.get()).toBeNull();
});

it('holds the latest claim until it is taken back', () => {
  const release = claimPageTitle('ร้านสมชาย');
  expect($pageTitle.get()).toBe('ร้านสมชาย');
  release();
});

it('keeps the next page title when the previous page takes its own back later', () => {
  const releasePrevious = claimPageTitle('ร้านสมชาย');
  const releaseNext = claimPageTitle('รายละเอียดสินค้า');
  releasePrevious();
  expect($pageTitle.get()).toBe('รายละเอียดสินค้า');
  releaseNext();
});
