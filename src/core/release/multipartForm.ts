import * as crypto from 'node:crypto';
import * as fs from 'node:fs';

/** One part of a multipart/form-data body: a text field, or a file streamed from disk. */
export type FormPart =
  | { name: string; kind: 'text'; contentType: string; text: string }
  | { name: string; kind: 'file'; contentType: string; filename: string; path: string; size: number };

/** A multipart/form-data body whose length is known before sending, so it can be streamed with `content-length`. */
export interface MultipartForm {
  contentType: string;
  length: number;
  /** A fresh stream of the body each time (a retry sends it again from the start). */
  chunks(): AsyncGenerator<Buffer>;
}

/** Quotes a parameter value of a Content-Disposition header (RFC 7578 §4.2: `"` and line breaks escaped, never raw). */
function quoted(value: string): string {
  return `"${value.replace(/[\r\n"\\]/g, (c) => encodeURIComponent(c))}"`;
}

/**
 * The parts in order (RFC 7578) under a random boundary. File parts are read from disk while sending, one buffer at a
 * time, so a pack of any size costs bounded memory; a file whose size changed since `size` was measured ends the
 * stream with an error rather than sending a body that disagrees with its length.
 */
export function multipartForm(parts: readonly FormPart[]): MultipartForm {
  const boundary = `----nova-${crypto.randomBytes(16).toString('hex')}`;
  const heads = parts.map((p) => {
    const disposition =
      p.kind === 'file'
        ? `form-data; name=${quoted(p.name)}; filename=${quoted(p.filename)}`
        : `form-data; name=${quoted(p.name)}`;
    return Buffer.from(
      `--${boundary}\r\nContent-Disposition: ${disposition}\r\nContent-Type: ${p.contentType}\r\n\r\n`,
    );
  });
  const bodies = parts.map((p) => (p.kind === 'text' ? Buffer.from(p.text, 'utf8') : null));
  const crlf = Buffer.from('\r\n');
  const tail = Buffer.from(`--${boundary}--\r\n`);
  let length = tail.length;
  parts.forEach((p, i) => {
    length += heads[i]!.length + (p.kind === 'text' ? bodies[i]!.length : p.size) + crlf.length;
  });
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    length,
    async *chunks() {
      for (const [i, p] of parts.entries()) {
        yield heads[i]!;
        if (p.kind === 'text') yield bodies[i]!;
        else {
          let sent = 0;
          for await (const chunk of fs.createReadStream(p.path, {
            highWaterMark: 256 * 1024,
          }) as AsyncIterable<Buffer>) {
            sent += chunk.length;
            if (sent > p.size) break;
            yield chunk;
          }
          if (sent !== p.size) throw new Error(`${p.filename} changed size while it was being sent`);
        }
        yield crlf;
      }
      yield tail;
    },
  };
}
