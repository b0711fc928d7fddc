import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { defaultRunner } from '../../../src/core/environment/javaDiscovery';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';

/** Running (a zombie that a container's init never reaps counts as gone). */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}

/** Issue 16, defect 21: a `java` that hangs (and starts children holding its output) dies with its timeout. */
describe('java probe timeout', () => {
  let dir: string;
  before(async () => {
    dir = await makeTempDir('nova-java-');
  });
  after(() => removeTempDir(dir));

  it('kills the whole process group and returns at the timeout', async function () {
    if (process.platform === 'win32') this.skip();
    const script = path.join(dir, 'java');
    const pids = path.join(dir, 'pids');
    await writeText(script, `#!/bin/sh\nsleep 60 &\necho $! > "${pids}"\necho $$ >> "${pids}"\nsleep 60\n`);
    await fs.promises.chmod(script, 0o755);
    const started = Date.now();
    const result = await defaultRunner(script, ['-version'], 500);
    assert.ok(Date.now() - started < 3000, `${Date.now() - started} ms`);
    assert.equal(result.code, null);
    const ids = (await fs.promises.readFile(pids, 'utf8')).trim().split('\n').map(Number);
    assert.equal(ids.length, 2);
    await new Promise((resolve) => setTimeout(resolve, 200));
    for (const pid of ids) assert.equal(alive(pid), false, `process ${pid} outlived the timeout`);
  });

  it('still returns the output and exit code of a program that ends', async () => {
    const result = await defaultRunner(process.execPath, ['-e', 'console.error("openjdk version \\"17\\"")'], 5000);
    assert.equal(result.code, 0);
    assert.match(result.stderr, /openjdk version "17"/);
  });
});
