import * as assert from 'node:assert/strict';
import { renderMessage, type Message } from '../../src/core/locale/messageCatalog';
import * as path from 'node:path';
import {
  decodeText,
  decodingWarning,
  readFailure,
  readTextFile,
  MAX_TEXT_FILE_BYTES,
} from '../../src/core/formats/textDecoding';
import { makeTempDir, removeTempDir, writeText } from './fixtures/zipBuilder';

function renderDecoding(message: Message | null): string {
  return message === null ? '' : renderMessage(message);
}

describe('decodeText', () => {
  const json = '{"name":"整合包 Pack"}';

  it('strips a UTF-8 BOM', () => {
    const decoded = decodeText(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(json, 'utf8')]));
    assert.deepEqual(decoded, { text: json, encoding: 'utf-8', bom: true });
    assert.equal(decodingWarning('x', decoded), null);
  });

  it('reads UTF-16 LE and BE with a BOM', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(json, 'utf16le')]);
    assert.deepEqual(decodeText(le), { text: json, encoding: 'utf-16le', bom: true });
    const be = Buffer.from(le);
    be.swap16();
    assert.deepEqual(decodeText(be), { text: json, encoding: 'utf-16be', bom: true });
  });

  it('recognises BOM-less UTF-16 by its zero bytes', () => {
    const decoded = decodeText(Buffer.from('{"id":"1.20.1","type":"release"}', 'utf16le'));
    assert.equal(decoded.encoding, 'utf-16le');
    assert.equal(decoded.text, '{"id":"1.20.1","type":"release"}');
  });

  it('reads plain UTF-8 without a warning', () => {
    const decoded = decodeText(Buffer.from(json, 'utf8'));
    assert.deepEqual(decoded, { text: json, encoding: 'utf-8', bom: false });
  });

  it('falls back to GBK for bytes that are not UTF-8, and says so', () => {
    // 拔刀 in GBK.
    const bytes = Buffer.concat([Buffer.from('name='), Buffer.from([0xb0, 0xce, 0xb5, 0xb6])]);
    const decoded = decodeText(bytes);
    assert.equal(decoded.encoding, 'gbk');
    assert.equal(decoded.text, 'name=拔刀');
    assert.match(
      renderDecoding(decodingWarning('instance.cfg', decoded)),
      /instance\.cfg is not UTF-8; it was read as GBK/,
    );
  });

  it('never throws on arbitrary bytes', () => {
    for (const bytes of [
      Buffer.alloc(0),
      Buffer.from([0xff]),
      Buffer.from([0x80, 0xff, 0xfe, 0x00, 0x81]),
      Buffer.from([0xfe]),
    ]) {
      assert.equal(typeof decodeText(bytes).text, 'string');
    }
  });
});

describe('readTextFile', () => {
  let tmp: string;
  beforeEach(async () => {
    tmp = await makeTempDir('nova-text-');
  });
  afterEach(async () => {
    await removeTempDir(tmp);
  });

  it('refuses oversized files with EFBIG and a clear sentence', async () => {
    const file = path.join(tmp, 'huge.json');
    const handle = await (await import('node:fs')).promises.open(file, 'w');
    await handle.truncate(MAX_TEXT_FILE_BYTES + 1);
    await handle.close();
    await assert.rejects(readTextFile(file), { code: 'EFBIG' });
    const error = await readTextFile(file).catch((e: unknown) => e);
    assert.match(readFailure('mmc-pack.json', error), /mmc-pack\.json is larger than 16 MiB, so it was not read/);
  });

  it('names missing files and folders given as files', async () => {
    const missing = await readTextFile(path.join(tmp, 'nope')).catch((e: unknown) => e);
    assert.equal(readFailure('pack.toml', missing), 'pack.toml is missing.');
    await writeText(path.join(tmp, 'dir', 'x'), 'x');
    const isDir = await readTextFile(path.join(tmp, 'dir')).catch((e: unknown) => e);
    assert.equal(readFailure('pack.toml', isDir), 'pack.toml is a folder, not a file.');
  });
});
