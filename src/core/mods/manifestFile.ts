/**
 * The main section of a JAR manifest (`META-INF/MANIFEST.MF`). Attribute names are matched case-insensitively,
 * as the JAR specification says; continuation lines (starting with one space) are joined.
 */
export class ManifestFile {
  private constructor(private readonly attributes: Map<string, string>) {}

  static parse(text: string): ManifestFile {
    const attributes = new Map<string, string>();
    let key: string | null = null;
    for (const rawLine of text.split(/\r\n|\r|\n/)) {
      if (rawLine === '') {
        if (attributes.size > 0) break;
        continue;
      }
      if (rawLine.startsWith(' ') && key !== null) {
        attributes.set(key, (attributes.get(key) ?? '') + rawLine.slice(1));
        continue;
      }
      const colon = rawLine.indexOf(':');
      if (colon <= 0) {
        key = null;
        continue;
      }
      key = rawLine.slice(0, colon).trim().toLowerCase();
      if (!attributes.has(key)) attributes.set(key, rawLine.slice(colon + 1).replace(/^ /, ''));
    }
    return new ManifestFile(attributes);
  }

  /** The attribute's trimmed value, or null when absent or blank. */
  get(name: string): string | null {
    const value = this.attributes.get(name.toLowerCase())?.trim();
    return value ? value : null;
  }
}
