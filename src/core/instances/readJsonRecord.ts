import type { Message } from '../locale/messageCatalog';
import { asRecord, parseJsonText } from '../formats/jsonText';
import { decodingWarning, readFailureNote, readTextFile } from '../formats/textDecoding';

/**
 * Reads a launcher's JSON file (`label` names it in warnings) as an object, or null when it is missing, unreadable,
 * not JSON or not an object. What went wrong is pushed onto `warnings` in reading order: the encoding note, then the
 * parser's warnings, or the read failure. Shared by the CurseForge and Modrinth App layouts.
 */
export async function readJsonRecord(
  file: string,
  label: string,
  warnings: Message[],
): Promise<Record<string, unknown> | null> {
  try {
    const decoded = await readTextFile(file);
    const note = decodingWarning(label, decoded);
    if (note) warnings.push(note);
    const parsed = parseJsonText(decoded.text, label);
    warnings.push(...parsed.warnings);
    return asRecord(parsed.value);
  } catch (error) {
    warnings.push(readFailureNote(label, error));
    return null;
  }
}
