import * as assert from 'node:assert/strict';
import { JournalM } from '../../src/core/journal/journalMessages';
import { failedOutcome, outcomeReason, outcomeReasonText } from '../../src/core/journal/outcomeReason';

describe('outcomeReason: why a proposal was not applied, in the reader’s language', () => {
  it('a failed outcome keeps the English detail and the message beside it', () => {
    const outcome = failedOutcome(3, JournalM.alreadyExists({ name: 'a.jar' }));
    assert.deepEqual(
      { item: outcome.item, status: outcome.status, detail: outcome.detail },
      { item: 3, status: 'failed', detail: 'a.jar already exists; Nova never overwrites a file' },
    );
    assert.equal(outcomeReasonText(outcome, 'zh-cn'), 'a.jar 已存在；Nova 从不覆盖文件');
    assert.equal(outcomeReasonText(outcome, 'en'), outcome.detail);
  });

  it('falls back to the detail as it is, then to "unknown reason" in the locale', () => {
    const restricted = { item: 1, status: 'failed' as const, detail: '此工作区处于受限模式' };
    assert.equal(outcomeReason(restricted), '此工作区处于受限模式');
    assert.equal(outcomeReasonText(undefined, 'zh-cn'), '原因不明');
    assert.equal(outcomeReasonText({ item: 1, status: 'failed' }), 'unknown reason');
  });
});
