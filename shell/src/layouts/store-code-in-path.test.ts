import { storeCodeInPath } from './store-code-in-path';

describe('storeCodeInPath', () => {
  it('reads the code of the older store paths', () => {
    expect(storeCodeInPath('/deprecated/dealers/CD1001')).toBe('CD1001');
    expect(storeCodeInPath('/deprecated/dealers/CD1001/cart')).toBe('CD1001');
    expect(storeCodeInPath('/deprecated/dealers/CD1001/store/P-1')).toBe('CD1001');
  });

  it('finds none on the list, the restricted page and every other path', () => {
    expect(storeCodeInPath('/deprecated/dealers')).toBeNull();
    expect(storeCodeInPath('/deprecated/dealers/restricted')).toBeNull();
    expect(storeCodeInPath('/dealers/somchai-lucky')).toBeNull();
    expect(storeCodeInPath('/')).toBeNull();
  });
});
