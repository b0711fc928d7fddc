/** One mod that differs between a client and a server instance (sideParity.ts compares them). */
export interface ParityLine {
  id: string;
  name: string;
  client: { file: string; version: string } | null;
  server: { file: string; version: string } | null;
  /** In English (`--json`); parityText (serverPackMessages.ts) renders the line in any locale. */
  message: string;
}
