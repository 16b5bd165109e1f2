import { copyText } from './copy-text';

describe('copyText', () => {
  it('keeps other languages as they are', () => {
    expect(copyText('- a\n+ b', 'js')).toBe('- a\n+ b');
  });

  it('copies a diff as the code after the change', () => {
    const diff = " module.exports = {\n-  mode: 'development',\n+  mode: 'production',\n };";
    expect(copyText(diff, 'diff')).toBe("module.exports = {\n  mode: 'production',\n};");
  });
});
