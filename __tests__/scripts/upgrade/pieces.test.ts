/** @jest-environment node */
import { parseMergeTree } from '../../../scripts/upgrade/merge';
import { compareVersions, releaseNotes } from '../../../scripts/upgrade/releases';

const CHANGELOG = `# dev-portfolio

## 2.1.0

### Minor Changes

- abc1234: Projects can link a case study.

## 2.0.0

### Major Changes

- def5678: Your content lives in content/.

## 2.0.0-next.1

- A pre-release.

## 1.2.0

- Older.
`;

describe('the release notes', () => {
  it('are the sections after the base’s version, up to the target’s, newest first', () => {
    expect(releaseNotes(CHANGELOG, '1.2.0', '2.1.0')).toEqual([
      '## 2.1.0\n\n### Minor Changes\n\n- abc1234: Projects can link a case study.',
      '## 2.0.0\n\n### Major Changes\n\n- def5678: Your content lives in content/.',
      '## 2.0.0-next.1\n\n- A pre-release.',
    ]);
  });

  it('stop at the target, and are all of them up to it when the base’s version is unknown', () => {
    expect(releaseNotes(CHANGELOG, '2.0.0', '2.0.0')).toEqual([]);
    expect(releaseNotes(CHANGELOG, undefined, '2.0.0').map((s) => s.split('\n')[0])).toEqual([
      '## 2.0.0',
      '## 2.0.0-next.1',
      '## 1.2.0',
    ]);
  });
});

it('orders versions as semver does, a pre-release before its release', () => {
  const sorted = ['2.0.0', '1.10.0', '2.0.0-next.10', '1.9.3', '2.0.0-next.2'].sort(
    compareVersions,
  );
  expect(sorted).toEqual(['1.9.3', '1.10.0', '2.0.0-next.2', '2.0.0-next.10', '2.0.0']);
});

it('reads merge-tree’s conflicts, keeping git’s words only for more than overlapping lines', () => {
  const output = [
    'f00d',
    'src/app.ts',
    'src/old.ts',
    '',
    '1',
    'src/app.ts',
    'Auto-merging',
    'Auto-merging src/app.ts\n',
    '1',
    'src/app.ts',
    'CONFLICT (contents)',
    'CONFLICT (content): Merge conflict in src/app.ts\n',
    '1',
    'src/old.ts',
    'CONFLICT (modify/delete)',
    'CONFLICT (modify/delete): src/old.ts deleted in one and modified in other.\n',
    '',
  ].join('\0');
  expect(parseMergeTree(output)).toEqual({
    tree: 'f00d',
    conflicts: [
      { path: 'src/app.ts', reasons: [] },
      {
        path: 'src/old.ts',
        reasons: ['CONFLICT (modify/delete): src/old.ts deleted in one and modified in other.'],
      },
    ],
  });
});
