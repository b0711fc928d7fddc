import * as assert from 'node:assert/strict';
import { draftOf, renameDraft } from '../../src/core/planning/drafts';
import { planDisableMods, planEnableMods } from '../../src/core/planning/modPlanner';
import { PlanMessages } from '../../src/core/planning/planMessages';
import { impactText, summaryText } from '../../src/core/planning/summaries';
import { modFileRecord } from './fixtures/modFileRecord';

const CJK = /[\u4e00-\u9fff]/;
/** English template words that must not survive in a Chinese checklist line. */
const ENGLISH = /\b(?:of|files|nothing|replaced|download|first zipped|moved to|depends|will stop|enabled|the state)\b/;

describe('checklist lines in Chinese', () => {
  it('restore and import summaries keep their English wording and are Chinese apart from their facts', () => {
    const cases: [ReturnType<typeof PlanMessages.backup>, string, string[]][] = [
      [
        PlanMessages.restoreNothingReplaced({
          id: '2026-01-02T10-00-00Z',
          instance: "'Pack'",
          paths: 'config, mods',
          files: 42,
        }),
        "Restore backup 2026-01-02T10-00-00Z of 'Pack' (config, mods; 42 files): none of these exists now, so nothing is replaced",
        ['2026-01-02T10-00-00Z', "'Pack'", 'config, mods', '42'],
      ],
      [
        PlanMessages.restoreReplacing({
          id: 'b1',
          instance: "'Pack'",
          paths: 'mods',
          files: 3,
          current: 'mods',
          safety: 'backups/safety-b1.zip',
          aside: 'backups/pre-restore-b1/',
        }),
        "Restore backup b1 of 'Pack' (mods; 3 files): the current mods first zipped to backups/safety-b1.zip and moved to backups/pre-restore-b1/ (nothing deleted)",
        ['b1', 'backups/safety-b1.zip', 'backups/pre-restore-b1/'],
      ],
      [
        PlanMessages.importPack({
          folder: "'Cobble'",
          archive: "'cobble.mrpack'",
          format: 'mrpack',
          name: "'Cobble'",
          minecraft: '1.20.1',
          loader: 'Fabric 0.15.7',
          files: 120,
          pending: 0,
        }),
        "Create instance folder 'Cobble' in the workspace folder from 'cobble.mrpack' (mrpack, 'Cobble', Minecraft 1.20.1, Fabric 0.15.7; 120 files; nothing left to download; nothing existing replaced)",
        ["'Cobble'", "'cobble.mrpack'", 'Minecraft 1.20.1', 'Fabric 0.15.7', '120'],
      ],
      [
        PlanMessages.importPack({
          folder: "'Cobble'",
          archive: "'cobble.zip'",
          format: 'curseforge',
          name: "'Cobble'",
          minecraft: '1.20.1',
          loader: 'Forge 47.2.0',
          files: 12,
          pending: 3,
        }),
        "Create instance folder 'Cobble' in the workspace folder from 'cobble.zip' (curseforge, 'Cobble', Minecraft 1.20.1, Forge 47.2.0; 12 files; 3 files still to download (listed in nova-pending-downloads.json); nothing existing replaced)",
        ['Forge 47.2.0', 'nova-pending-downloads.json', '3'],
      ],
    ];
    for (const [message, en, facts] of cases) {
      const draft = draftOf([], message);
      assert.equal(draft.summary, en);
      const zh = summaryText(draft, 'zh-cn');
      assert.match(zh, CJK, en);
      assert.doesNotMatch(zh.replace(/'[^']*'/g, ''), ENGLISH, zh);
      for (const f of facts) assert.ok(zh.includes(f), `${f} kept in ${zh}`);
      assert.equal(summaryText(draft, 'en'), en);
    }
  });

  it('impacts written by the mod planner are Chinese, keep the mod names, and stay English by default', () => {
    const sodium = modFileRecord('sodium.jar', { id: 'sodium', name: 'Sodium' });
    const iris = modFileRecord('iris.jar', {
      id: 'iris',
      name: 'Iris',
      dependencies: [{ id: 'sodium', kind: 'required', ranges: null, syntax: 'fabric', side: 'both' }],
    });
    const [disable] = planDisableMods([sodium, iris], ['sodium.jar'], 'i');
    assert.equal(disable?.impact, 'Iris depends on Sodium and will stop loading');
    assert.equal(impactText(disable, 'zh-cn'), 'Iris 依赖 Sodium，将无法加载');
    assert.equal(impactText(disable, 'en'), disable?.impact);

    const old = modFileRecord('sodium-0.5.7.jar.disabled', { id: 'sodium' }, { enabled: false });
    const current = modFileRecord('sodium-0.5.8.jar', { id: 'sodium' });
    const [enable] = planEnableMods([old, current], ['sodium-0.5.7.jar.disabled'], 'i');
    assert.equal(
      enable?.impact,
      'sodium-0.5.8.jar is enabled and has the same mod id; both loaded is a duplicate-mod error',
    );
    const zh = impactText(enable, 'zh-cn') ?? '';
    assert.match(zh, CJK);
    assert.doesNotMatch(zh, ENGLISH, zh);
    assert.ok(zh.includes('sodium-0.5.8.jar'));

    const restore = draftOf([], 'Restore', {
      impact: [PlanMessages.restoreReplaces({ paths: 'config, mods', when: '2026-01-02 10:00' }), 'A warning (kept).'],
    });
    assert.equal(restore.impact, 'Replaces config, mods with the state of 2026-01-02 10:00 UTC; A warning (kept).');
    assert.equal(
      impactText(restore, 'zh-cn'),
      '将 config, mods 替换为 2026-01-02 10:00（UTC）时的状态；A warning (kept).',
    );
  });

  it('shows the English text when a later step rewrote it without its message', () => {
    const draft = renameDraft('/i/a.txt', '/i/b.txt');
    assert.match(summaryText(draft, 'zh-cn'), CJK);
    const rewritten = { ...draft, summary: 'Something else', impact: 'Other', impactParts: ['Another'] };
    assert.equal(summaryText(rewritten, 'zh-cn'), 'Something else');
    assert.equal(impactText(rewritten, 'zh-cn'), 'Other');
    assert.equal(impactText({ summary: 'x' }, 'zh-cn'), undefined);
  });
});
