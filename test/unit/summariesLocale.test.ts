import * as assert from 'node:assert/strict';
import { localizeImpact, localizeSummary } from '../../src/core/planning/summaries';

const CJK = /[\u4e00-\u9fff]/;
/** English template words that must not survive in a Chinese checklist line. */
const ENGLISH = /\b(?:of|files|nothing|replaced|download|first zipped|moved to|depends|will stop|enabled|the state)\b/;

describe('checklist lines in Chinese', () => {
  it('restore and import summaries are Chinese apart from their facts', () => {
    const cases: [string, string[]][] = [
      [
        "Restore backup 2026-01-02T10-00-00Z of 'Pack' (config, mods; 42 files): none of these exists now, so nothing is replaced",
        ['2026-01-02T10-00-00Z', "'Pack'", 'config, mods', '42'],
      ],
      [
        "Restore backup b1 of 'Pack' (mods; 3 files): the current mods first zipped to backups/safety-b1.zip and moved to backups/pre-restore-b1/ (nothing deleted)",
        ['b1', 'backups/safety-b1.zip', 'backups/pre-restore-b1/'],
      ],
      [
        "Create instance folder 'Cobble' in the workspace folder from 'cobble.mrpack' (mrpack, 'Cobble', Minecraft 1.20.1, Fabric 0.15.7; 120 files; nothing left to download; nothing existing replaced)",
        ["'Cobble'", "'cobble.mrpack'", 'Minecraft 1.20.1', 'Fabric 0.15.7', '120'],
      ],
      [
        "Create instance folder 'Cobble' in the workspace folder from 'cobble.zip' (curseforge, 'Cobble', Minecraft 1.20.1, Forge 47.2.0; 12 files; 3 files still to download (listed in nova-pending-downloads.json); nothing existing replaced)",
        ['Forge 47.2.0', 'nova-pending-downloads.json', '3'],
      ],
    ];
    for (const [en, facts] of cases) {
      const zh = localizeSummary(en, 'zh-cn');
      assert.match(zh, CJK, en);
      assert.doesNotMatch(zh.replace(/'[^']*'/g, ''), ENGLISH, zh);
      for (const f of facts) assert.ok(zh.includes(f), `${f} kept in ${zh}`);
      assert.equal(localizeSummary(en, 'en'), en);
    }
  });

  it('impacts are Chinese, keep the mod names, and stay English by default', () => {
    const cases: [string, string[]][] = [
      ['Iris depends on Sodium and will stop loading', ['Iris', 'Sodium']],
      ['Iris, Indium depend on sodium and will stop loading', ['Iris, Indium', 'sodium']],
      [
        'sodium-0.5.8.jar is enabled and has the same mod id; both loaded is a duplicate-mod error',
        ['sodium-0.5.8.jar'],
      ],
      ['Replaces config, mods with the state of 2026-01-02 10:00 UTC', ['config, mods', '2026-01-02 10:00']],
    ];
    for (const [en, facts] of cases) {
      const zh = localizeImpact(en, 'zh-cn');
      assert.match(zh, CJK, en);
      assert.doesNotMatch(zh, ENGLISH, zh);
      for (const f of facts) assert.ok(zh.includes(f), `${f} kept in ${zh}`);
      assert.equal(localizeImpact(en, 'en'), en);
    }
    assert.equal(localizeImpact('Something else', 'zh-cn'), 'Something else');
  });
});
