import * as assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { isParticipantCommand, PARTICIPANT_COMMANDS, participantRoute } from '../../src/core/agent/participantCommands';
import { ModScanner } from '../../src/core/mods/modScanner';
import { novaToolRegistry } from '../../src/core/tools/novaTools';

const manifest = JSON.parse(fs.readFileSync(path.resolve(__dirname, '..', '..', 'package.json'), 'utf8')) as {
  contributes: {
    chatParticipants?: Array<{ id: string; name: string; commands?: Array<{ name: string }> }>;
    commands: Array<{ command: string }>;
  };
};

describe('@nova slash commands', () => {
  it('routes /check, /crash and /export to their job, the tools behind it and its palette command', () => {
    const tools = new Set(
      novaToolRegistry({ roots: [], scanner: new ModScanner() }, { capabilities: ['ui'] })
        .describe()
        .map((t) => t.function.name),
    );
    const expected = {
      check: ['nova.checkConflicts', 'check_mod_conflicts'],
      crash: ['nova.analyzeCrash', 'analyze_crash'],
      export: ['nova.exportModpack', 'export_modpack'],
    } as const;
    for (const command of PARTICIPANT_COMMANDS) {
      const [palette, tool] = expected[command];
      const route = participantRoute(command, '');
      assert.equal(route.command, command);
      assert.equal(route.palette, palette);
      assert.ok(route.text.startsWith(`[/${command}] `), route.text);
      assert.ok(route.text.includes(tool), `${command} names ${tool}`);
      // Every tool an instruction names exists in the VS Code host's registry.
      for (const named of route.text.match(/\b[a-z]+(?:_[a-z]+)+\b/g) ?? [])
        assert.ok(tools.has(named), `${command}: ${named} is a registry tool`);
      assert.ok(!route.text.includes("The user's words"), 'no words added when none were typed');
      assert.ok(
        manifest.contributes.commands.some((c) => c.command === palette),
        `${palette} is a palette command`,
      );
    }
  });

  it("keeps the user's own words after the instruction, and sends a plain question as typed", () => {
    const crash = participantRoute('crash', '  the Iris pack, it crashed at launch  ');
    assert.match(crash.text, /analyze_crash[\s\S]*\nThe user's words: the Iris pack, it crashed at launch$/);
    assert.deepEqual(participantRoute(undefined, ' why is sodium disabled? '), {
      command: null,
      palette: null,
      text: 'why is sodium disabled?',
    });
    // A command this version does not know is not guessed at: the words go to the model as typed.
    assert.deepEqual(participantRoute('deploy', 'now'), { command: null, palette: null, text: 'now' });
    assert.equal(isParticipantCommand('check'), true);
    assert.equal(isParticipantCommand(undefined), false);
    assert.equal(isParticipantCommand('Check'), false);
  });

  it('declares @nova in package.json with exactly these commands', () => {
    const participants = manifest.contributes.chatParticipants ?? [];
    assert.equal(participants.length, 1);
    const nova = participants[0]!;
    assert.equal(nova.id, 'nova.participant');
    assert.equal(nova.name, 'nova');
    assert.deepEqual(
      (nova.commands ?? []).map((c) => c.name),
      [...PARTICIPANT_COMMANDS],
    );
  });
});
