import type * as http from 'node:http';

/** Collects a request's body and parses it as JSON; a non-JSON body comes back as text, an empty one as null. */
export function readRequestBody(req: http.IncomingMessage, done: (body: unknown) => void): void {
  const parts: Buffer[] = [];
  req.on('data', (part: Buffer) => parts.push(part));
  req.on('end', () => {
    const text = Buffer.concat(parts).toString('utf8');
    try {
      done(text === '' ? null : JSON.parse(text));
    } catch {
      done(text);
    }
  });
}
