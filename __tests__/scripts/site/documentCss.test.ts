import { compactCss } from '../../../scripts/site/documentCss';

describe('compactCss', () => {
  it('drops comments and white space, keeping what separates values and selectors', () => {
    expect(
      compactCss('/* why */\na , b :focus {\n  margin: 0 auto;\n  font: 1rem/1.5 x, y;\n}\n'),
    ).toBe('a,b :focus{margin:0 auto;font:1rem/1.5 x,y;}');
  });
});
