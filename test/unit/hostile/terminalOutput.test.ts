import * as assert from 'node:assert/strict';
import * as path from 'node:path';
import { colour, forPeople, formatTable, type CliIo } from '../../../src/cli/cliIo';
import { runCli } from '../../../src/cli/main';
import { writePrismInstance } from '../fixtures/instanceLayouts';
import { fabricJar } from '../fixtures/modJars';
import { makeTempDir, removeTempDir, writeText } from '../fixtures/zipBuilder';
import { assertCleanRun } from './hostileInputs';

/**
 * Issue 16, follow-up of defect 20: control characters and escape sequences from data (jar names and metadata,
 * file names, log lines) never drive the terminal in human output, even when they spell Nova's own colour codes;
 * Nova's own colours stay.
 */

const ESC = String.fromCharCode(27);
/** Every escape sequence a terminal would act on, and every raw control character but tab and newline. */
const LIVE = new RegExp(`${ESC}\\[[0-9;]*[A-Za-z]|[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f]`, 'g');
const HOSTILE = `${ESC}[31mRED${ESC}[0m\u009b2J\rBACK\u0007\u007f${ESC}]0;title\u0007\u202eRTL`;

async function nova(cwd: string, argv: string[], isTty: boolean): Promise<{ code: number; out: string }> {
  let out = '';
  const io: CliIo = { stdout: (t) => (out += t), stderr: (t) => (out += t), isTty, cwd, env: {} };
  const code = await runCli(argv, io);
  return { code, out };
}

/** The escape sequences in `text` must be exactly Nova's own colour codes, in the places Nova put them. */
function assertOnlyOwnColours(text: string, what: string): void {
  const live = [...text.matchAll(LIVE)].map((m) => m[0]);
  const own = new Set([`${ESC}[0m`, `${ESC}[1m`, `${ESC}[2m`, `${ESC}[31m`, `${ESC}[33m`, `${ESC}[36m`]);
  assert.ok(
    live.every((seq) => own.has(seq)),
    `${what}: ${JSON.stringify(live.filter((s) => !own.has(s)))}`,
  );
  assert.doesNotMatch(text, new RegExp(`${ESC}\\[31mRED`), `${what}: the data's own red code is shown, not obeyed`);
}

describe('terminal output from hostile data', function () {
  this.timeout(30_000);
  let root: string;
  before(async () => {
    root = await makeTempDir('nova-tty-');
    await writePrismInstance(path.join(root, 'pack'), {
      name: `Pack ${HOSTILE}`,
      minecraft: '1.20.1',
      loader: { type: 'fabric', version: '0.15.7' },
    });
    const mods = path.join(root, 'pack', 'minecraft', 'mods');
    const meta = { name: `Evil ${HOSTILE}`, description: HOSTILE, version: `1.0${HOSTILE}` };
    await writeText(
      path.join(mods, `evil${HOSTILE.replace(/\//g, '')}.jar`),
      await fabricJar({ id: 'evil', ...meta, depends: { [`missing${HOSTILE}`]: '*' } }),
    );
    await writeText(path.join(mods, `off${HOSTILE}.jar.disabled`), await fabricJar({ id: 'off', ...meta }));
    await writeText(
      path.join(root, 'latest.log'),
      `[main/ERROR]: ${HOSTILE}\njava.lang.OutOfMemoryError: Java heap space ${HOSTILE}\n`,
    );
  });
  after(() => removeTempDir(root));

  const commands = [['mods', 'pack'], ['check'], ['instances'], ['crash', 'latest.log'], ['env', 'pack']];
  for (const argv of commands) {
    it(`nova ${argv.join(' ')} shows the data's escapes as text, on a terminal and in a pipe`, async () => {
      for (const isTty of [true, false]) {
        const run = await nova(root, argv, isTty);
        assertCleanRun({ code: run.code, stdout: run.out, stderr: '' });
        assertOnlyOwnColours(run.out, `${argv.join(' ')} (tty ${isTty})`);
        if (!isTty) assert.ok(!run.out.includes(ESC), `${argv.join(' ')}: no escape at all in a pipe`);
      }
    });
  }

  it('keeps Nova’s own colours on a terminal, and shows the hostile name visibly', async () => {
    const check = await nova(root, ['check'], true);
    assert.match(check.out, new RegExp(`${ESC}\\[31merror${ESC}\\[0m`));
    assert.match(check.out, /\?\[31mRED\?\[0m\?2J\?BACK/);
    const mods = await nova(root, ['mods', 'pack'], true);
    assert.match(mods.out, new RegExp(`${ESC}\\[2mminecraft/mods/off\\?\\[31mRED`));
  });

  it('--json escapes what JSON.stringify leaves raw (DEL, C1, bidi), and still parses to the same text', async () => {
    const run = await nova(root, ['mods', 'pack', '--json'], true);
    assert.ok(!/[\u007f-\u009f\u202e]/.test(run.out), 'no raw DEL, C1 or override');
    const doc = JSON.parse(run.out) as { mods: Array<{ file: string }> };
    assert.ok(doc.mods.some((m) => m.file.includes('\u009b2J\rBACK')));
  });

  it('no text can forge a colour mark, and marks take no width in tables', () => {
    const io: CliIo = { stdout: () => undefined, stderr: () => undefined, isTty: true, cwd: '/', env: {} };
    const marked = colour(io, 'red', 'x');
    assert.equal(forPeople(marked), `${ESC}[31mx${ESC}[0m`);
    const forged = marked.replace(/[0-9a-f]{16}/g, '0000000000000000');
    assert.ok(!forPeople(forged).includes(ESC), 'a mark with another key is data');
    assert.equal(forPeople(`${ESC}[31m`), '?[31m');
    assert.equal(
      formatTable([
        [colour(io, 'dim', 'ab'), 'z'],
        ['abcd', 'z'],
      ]).split('\n')[0],
      `${marked.replace('31m', '2m').replace('x', 'ab')}    z`,
    );
  });
});
