import { startFakeModrinthServer, type FakeModrinthServer } from '../../unit/fakes/fakeModrinthServer';
import { fabricJar } from '../../unit/fixtures/modJars';

/** The Modrinth look-alike the UI flows install from: Sodium 0.5.8 for Fabric 1.20.1 (the sample instances' version). */
export async function startE2eModrinth(): Promise<FakeModrinthServer> {
  const server = await startFakeModrinthServer();
  server.addProject({ id: 'AANobbMI', slug: 'sodium', title: 'Sodium', project_type: 'mod' });
  server.addVersion({
    id: 'sod058xx',
    project_id: 'AANobbMI',
    version_number: '0.5.8',
    loaders: ['fabric'],
    game_versions: ['1.20.1'],
    date_published: '2024-03-01T00:00:00Z',
    filename: 'sodium-fabric-0.5.8.jar',
    content: await fabricJar({ id: 'sodium', name: 'Sodium', version: '0.5.8', depends: { minecraft: '1.20.x' } }),
  });
  return server;
}
