import type { ContentIndex } from '../content/contentIndex';
import { readRegularFile } from '../fs/safeRead';
import { ContentNotes } from '../content/contentMessages';
import { MessageError } from '../locale/messageError';
import { errorMessage } from '../text/textSafety';

/** A content index document larger than this is refused (50,000 ids with names and recipes are far below it). */
export const MAX_CONTENT_INDEX_BYTES = 256 * 1024 * 1024;

/**
 * Reads a content index document as `nova content --json` prints it (docs/cli.md), for `nova check --content FILE`
 * (a CI job can keep the index of the pack's jars beside it). Throws a MessageError that says what is wrong with the file.
 */
export async function readContentIndexFile(file: string): Promise<ContentIndex> {
  const bytes = await readRegularFile(file, { maxBytes: MAX_CONTENT_INDEX_BYTES });
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch (error) {
    throw new MessageError(ContentNotes.indexFileNotJson({ file, reason: errorMessage(error) }), { cause: error });
  }
  const doc = value as Partial<Record<keyof ContentIndex, unknown>> | null;
  const lists = ['namespaces', 'items', 'blocks', 'fluids', 'tags', 'recipes'] as const;
  if (doc === null || typeof doc !== 'object' || lists.some((key) => !Array.isArray(doc[key])))
    throw new MessageError(ContentNotes.indexFileNoLists({ file, lists: lists.join(', ') }));
  const entries = (list: unknown): boolean =>
    (list as unknown[]).every(
      (e) => e !== null && typeof e === 'object' && typeof (e as { id?: unknown }).id === 'string',
    );
  if (lists.some((key) => !entries(doc[key]))) throw new MessageError(ContentNotes.indexFileEntryNoId({ file }));
  for (const tag of doc.tags as Array<{ values?: unknown; registry?: unknown }>)
    if (!Array.isArray(tag.values) || typeof tag.registry !== 'string')
      throw new MessageError(ContentNotes.indexFileTagShape({ file }));
  return {
    instance: typeof doc.instance === 'string' ? doc.instance : '',
    gaps: Array.isArray(doc.gaps) ? (doc.gaps as string[]) : [],
    ...(doc as Omit<ContentIndex, 'instance' | 'gaps'>),
  };
}
