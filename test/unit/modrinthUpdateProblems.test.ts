import * as assert from 'node:assert/strict';
import { updateProblems, type IdentifiedFile } from '../../src/core/modrinth/modrinthContent';
import type { ModrinthVersion } from '../../src/core/modrinth/modrinthTypes';
import { file, instance, mod } from './fixtures/modFileBuilder';

function version(id: string, versionNumber: string): ModrinthVersion {
  return {
    id,
    projectId: 'AANobbMI',
    name: versionNumber,
    versionNumber,
    versionType: 'release',
    loaders: ['fabric'],
    gameVersions: ['1.20.1'],
    datePublished: '2024-01-01T00:00:00Z',
    files: [],
    dependencies: [],
  };
}

describe('update notes for the Problems panel', () => {
  const pack = instance({ id: 'packs/a', minecraft: '1.20.1' });
  const sodium = file('sodium-0.5.3.jar', [mod('sodium')]);
  const iris = file('iris-1.6.11.jar', [mod('iris')]);
  const unknown = file('private.jar', [mod('private')]);
  const hashes = { sha1: 'a', sha512: 'b', size: 1 };

  it('notes each jar with a newer compatible version, and only those', () => {
    const results: IdentifiedFile[] = [
      { file: sodium, hashes, current: version('v1', '0.5.3'), update: version('v2', '0.5.8'), held: null },
      { file: iris, hashes, current: version('v3', '1.6.11'), update: null, held: null },
      { file: unknown, hashes, current: null, update: null, held: null },
    ];
    const problems = updateProblems(pack, results);
    assert.equal(problems.length, 1);
    assert.deepEqual(
      { ...problems[0], message: undefined },
      {
        severity: 'info',
        code: 'update-available',
        message: undefined,
        instance: 'packs/a',
        files: [sodium.path],
        mods: ['sodium'],
      },
    );
    assert.match(
      problems[0]?.message ?? '',
      /newer version for Minecraft 1\.20\.1 .*0\.5\.8 \(installed: 0\.5\.3\).*Check for Updates/,
    );
  });

  it('speaks Simplified Chinese when asked', () => {
    const [problem] = updateProblems(
      pack,
      [{ file: sodium, hashes, current: version('v1', '0.5.3'), update: version('v2', '0.5.8'), held: null }],
      'zh-cn',
    );
    assert.match(problem?.message ?? '', /新版本：0\.5\.8（已安装 0\.5\.3）/);
  });
});
