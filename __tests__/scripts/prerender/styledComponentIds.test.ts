import path from 'node:path';
import ts from 'typescript';
import { styledComponentIds } from '../../../scripts/prerender/styledComponentIds';

const ROOT = path.resolve('/project');

/** What ts-loader emits for `source` at `file` (relative to ROOT) with the transformer. */
function compile(file: string, source: string): string {
  return ts.transpileModule(source, {
    fileName: path.join(ROOT, file),
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2020 },
    transformers: { before: [styledComponentIds(ROOT)] },
  }).outputText;
}

const idsIn = (output: string) =>
  [...output.matchAll(/\.withConfig\(\{ componentId: "(sc-[0-9a-z]+)" \}\)/g)].map(
    (match) => match[1],
  );

describe('stable styled-component ids', () => {
  const source = [
    "import styled, { css, keyframes } from 'styled-components';",
    'const Bar = styled.header<{ $scrolled: boolean }>`position: fixed;`;',
    'export const Button = styled.button.attrs({ type: "button" })`color: red;`;',
    'const Wrapped = styled(Link)`margin: 0;`;',
    'const spin = keyframes`to { transform: rotate(1turn); }`;',
    'const mixin = css`display: grid;`;',
    'const Named = styled.div.withConfig({ displayName: "Named" })`padding: 0;`;',
  ].join('\n');

  it('gives each `const X = styled…` an id, whatever form its tag takes', () => {
    const output = compile('src/components/TopBar.tsx', source);
    expect(output).toMatch(/const Bar = styled\.header\.withConfig\(\{ componentId: "sc-/);
    expect(output).toMatch(
      /export const Button = styled\.button\.attrs\(\{ type: "button" \}\)\.withConfig\(/,
    );
    expect(output).toMatch(/const Wrapped = styled\(Link\)\.withConfig\(/);
    expect(new Set(idsIn(output)).size).toBe(3);
  });

  it('leaves css and keyframes helpers, and components that already have a config, alone', () => {
    const output = compile('src/components/TopBar.tsx', source);
    expect(output).toContain('const spin = keyframes `to');
    expect(output).toContain('const mixin = css `display');
    expect(output).toContain(
      'const Named = styled.div.withConfig({ displayName: "Named" }) `padding',
    );
  });

  it('derives the id from the file and the name only, so every build agrees', () => {
    const first = idsIn(compile('src/components/TopBar.tsx', source));
    const reordered = source.split('\n').reverse().join('\n');
    expect(idsIn(compile('src/components/TopBar.tsx', reordered)).sort()).toEqual(
      [...first].sort(),
    );
    const elsewhere = idsIn(compile('src/components/Footer.tsx', source));
    expect(elsewhere.filter((id) => first.includes(id))).toEqual([]);
  });
});
