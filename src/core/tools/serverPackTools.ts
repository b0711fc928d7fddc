import * as path from 'node:path';
import * as z from 'zod';
import { OutputExistsError } from '../archive/atomicArchive';
import { scanInstanceMods } from '../checks/instanceMods';
import { PackPlanError, plainName } from '../planning/packPlanner';
import { proposeServerPack } from '../planning/serverPackPlanner';
import { serverSideVerdicts } from '../serverPacks/serverPack';
import { ServerPackTooLargeError } from '../serverPacks/serverPackFiles';
import { safeFileName } from '../text/textSafety';
import { defineTool, ToolError, type AnyTool } from './defineTool';
import type { ToolKit } from './toolDeps';

/**
 * create_server_pack: a thin adapter over the server-pack verdicts and planner, which "Nova: Create Server Pack…"
 * and `nova server-pack` use too. The zip is built under the OS temporary folder while proposing; only its move into
 * the workspace folder is proposed.
 */
export function serverPackTools(kit: ToolKit): AnyTool[] {
  return [
    defineTool({
      name: 'create_server_pack',
      displayName: 'Create server pack',
      description:
        'Propose a server pack zip of an instance in its workspace folder: client-only mods dropped (each drop ' +
        'explained), every mod a kept mod requires kept, configs/kubejs/datapacks included. The user confirms first.',
      parameters: z.object({
        instance_id: z.string().describe('An id exactly as list_instances shows it; never invent one'),
        file_name: z.string().nullable().describe('A plain .zip file name; null for "<instance>-server.zip"'),
      }),
      readOnly: false,
      ids: (args) => [{ kind: 'instance', value: args.instance_id }],
      async propose(args, { signal }) {
        const { id, instance, root } = await kit.instances.get(args.instance_id, signal);
        try {
          const given = args.file_name ?? `${safeFileName(instance.name, { fallback: 'instance' })}-server.zip`;
          const name = plainName(given.toLowerCase().endsWith('.zip') ? given : `${given}.zip`, 'file_name');
          const files = await scanInstanceMods(kit.scanner, instance, { signal });
          const verdicts = await serverSideVerdicts(instance, files, signal);
          const { draft } = await proposeServerPack(
            { instance, instanceId: id, verdicts, target: path.join(root, name) },
            signal,
          );
          return [draft];
        } catch (error) {
          if (
            error instanceof PackPlanError ||
            error instanceof OutputExistsError ||
            error instanceof ServerPackTooLargeError
          )
            throw new ToolError(error.message);
          throw error;
        }
      },
    }),
  ];
}
