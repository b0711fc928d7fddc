import * as assert from 'node:assert/strict';
import type { ProposedChange } from '../../../src/core/edits';
import { disableModDraft } from '../../../src/core/planning/drafts';
import { checklistItem, checklistTitle, reviewItems } from '../../../src/ui/approvalChecklist';
import { problemCountsText, layoutLabel } from '../../../src/ui/instanceText';
import { argumentFields, toolSummary, toolTitle } from '../../../src/ui/toolCardText';

const JAR = 'sodium-fabric-0.5.3+mc1.20.1.jar';

function disableSodium(): ProposedChange {
  return {
    ...disableModDraft(`/w/inst/.minecraft/mods/${JAR}`, 'inst', 'Iris depends on Sodium and will stop loading'),
    item: 1,
    tool: 'disable_mods',
    displayName: 'Disable mods',
    source: 'ids taken from list_instances, list_mods results',
  };
}

describe('What the chat says to people', () => {
  it('a checklist row has a short label, the effect and impact below, and provenance in plain words', () => {
    const item = checklistItem(disableSodium());
    // It breaks another mod, so it is risky: marked and not ticked by default.
    assert.equal(item.label, `$(warning) Disable ${JAR}`);
    assert.equal(item.picked, false);
    assert.equal(item.description, 'not deleted; can be renamed back');
    assert.equal(item.detail, 'Iris depends on Sodium and will stop loading.');
    const plain = checklistItem({ ...disableSodium(), impact: undefined, risk: 'safe' });
    assert.equal(plain.detail, 'Adds .disabled to the name, so Minecraft skips it.');
    assert.equal(plain.picked, true);
    const tooltip = String(item.buttons?.[0]?.tooltip ?? '');
    assert.equal(tooltip, 'Nova suggested this using what it read with: List instances, List mods.');
    assert.doesNotMatch(`${item.label} ${item.detail ?? ''} ${tooltip}`, /ids taken from|list_mods/);
  });

  it('the review card lists the same items in full, provenance included', () => {
    const [row] = reviewItems([disableSodium()]);
    assert.equal(row?.label, `Disable ${JAR}`);
    assert.match(row?.detail ?? '', /not deleted.*Iris depends on Sodium.*List instances, List mods/);
  });

  it('counts with real plurals', () => {
    assert.match(checklistTitle(1), /review 1 proposed change \(/);
    assert.match(checklistTitle(3), /review 3 proposed changes/);
    assert.equal(problemCountsText(1, 3, 0), '1 error, 3 warnings');
    assert.equal(problemCountsText(2, 1, 1), '2 errors, 1 warning, 1 note');
    assert.equal(layoutLabel('prism'), 'Prism Launcher');
  });

  it('tool cards use display names, a one-line summary and readable arguments without nulls', () => {
    assert.equal(toolTitle('list_mods'), 'List mods');
    const card = {
      name: 'list_mods',
      arguments: JSON.stringify({ instance_id: 'Dupes', filter: null, status: null, offset: null, limit: null }),
      result: '24 mod files in "Dupes" (22 enabled, 2 disabled, 0 corrupt)\n- a.jar',
      status: 'result' as const,
    };
    assert.equal(toolSummary(card), 'Listed 24 mods of Dupes');
    assert.deepEqual(argumentFields(card.arguments), [['instance id', 'Dupes']]);
    assert.equal(
      toolSummary({ ...card, name: 'disable_mods', arguments: '{"files":["a.jar"]}', status: 'queued' }),
      'Proposed disabling 1 mod; waiting for your review',
    );
    assert.equal(
      toolSummary({ ...card, name: 'list_instances', arguments: '{}', result: '1 instance(s)\n- "a"' }),
      'Found 1 instance',
    );
  });
});
