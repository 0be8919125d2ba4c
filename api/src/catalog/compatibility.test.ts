import { incompatibility } from './compatibility';

const shell = { kernel_version: '0.1.0', react_version: '19.3.1' };

describe('compatibility with the live shell', () => {
  test('ranges the shell satisfies pass', () => {
    expect(incompatibility({ kernel_range: '^0.1.0', react_range: '^19.0.0' }, shell)).toBeNull();
  });

  test('a kernel range the shell is outside is refused in Thai and English', () => {
    const problem = incompatibility({ kernel_range: '^2.0.0', react_range: '^19.0.0' }, shell);
    expect(problem).toContain('shared-kernel ^2.0.0');
    expect(problem).toContain('เชลล์ที่ใช้งานอยู่เป็น 0.1.0');
    expect(problem).toContain('the live shell has 0.1.0');
  });

  test('a React range the shell is outside is refused', () => {
    expect(incompatibility({ kernel_range: null, react_range: '^18.2.0' }, shell)).toContain('react ^18.2.0');
  });

  test('an invalid range is refused; no range or no known shell checks nothing', () => {
    expect(incompatibility({ kernel_range: 'banana', react_range: null }, shell)).toContain('invalid');
    expect(incompatibility({ kernel_range: null, react_range: null }, shell)).toBeNull();
    expect(incompatibility({ kernel_range: '^9.0.0', react_range: null }, undefined)).toBeNull();
  });
});
