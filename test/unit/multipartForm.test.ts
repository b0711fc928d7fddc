import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { multipartForm } from '../../src/core/release/multipartForm';
import { parseMultipart } from './fakes/fakeModrinthPublishServer';
import { makeTempDir, removeTempDir } from './fixtures/zipBuilder';

async function collect(chunks: AsyncGenerator<Buffer>): Promise<Buffer> {
  const out: Buffer[] = [];
  for await (const c of chunks) out.push(c);
  return Buffer.concat(out);
}

describe('multipart form bodies', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await makeTempDir('nova-multipart-');
  });
  afterEach(async () => {
    await removeTempDir(dir);
  });

  it('streams the parts in order with the announced length, quoting names safely, and can be sent twice', async () => {
    const file = path.join(dir, 'pack.mrpack');
    const bytes = Buffer.alloc(700_000, 7);
    bytes.write('\r\n--not-a-boundary\r\n', 1000);
    await fs.promises.writeFile(file, bytes);
    const form = multipartForm([
      { name: 'data', kind: 'text', contentType: 'application/json', text: '{"name":"Ünïcode"}' },
      {
        name: 'pack',
        kind: 'file',
        contentType: 'application/zip',
        filename: 'a"b\r\nc.mrpack',
        path: file,
        size: bytes.length,
      },
    ]);
    const body = await collect(form.chunks());
    assert.equal(body.length, form.length);
    const parts = parseMultipart(body, form.contentType);
    assert.equal(parts.length, 2);
    assert.equal(parts[0]!.body.toString('utf8'), '{"name":"Ünïcode"}');
    assert.match(parts[1]!.headers['content-disposition']!, /name="pack"; filename="a%22b%0D%0Ac\.mrpack"$/);
    assert.ok(parts[1]!.body.equals(bytes), 'the file bytes arrive unchanged');
    assert.ok((await collect(form.chunks())).equals(body), 'a retry sends the same body again');
  });

  it('fails instead of sending a body that disagrees with its length when the file changed size', async () => {
    const file = path.join(dir, 'grown.zip');
    await fs.promises.writeFile(file, Buffer.alloc(100, 1));
    const form = multipartForm([
      { name: 'server', kind: 'file', contentType: 'application/zip', filename: 'grown.zip', path: file, size: 50 },
    ]);
    await assert.rejects(collect(form.chunks()), /changed size/);
  });
});
