import { ModrinthClient, globalModrinthFetch } from '../core/modrinth/modrinthClient';
import type { CliIo } from './cliIo';

/**
 * The Modrinth client of the commands that go online (`export --online`, `ask`): api.modrinth.com, or the
 * Modrinth-compatible server NOVA_MODRINTH_URL names. No disk cache: a CI run asks afresh.
 */
export function cliModrinthClient(io: CliIo): ModrinthClient {
  const baseUrl = io.env['NOVA_MODRINTH_URL']?.trim();
  return new ModrinthClient({ fetch: globalModrinthFetch, ...(baseUrl ? { baseUrl } : {}) });
}
